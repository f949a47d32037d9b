/** schedule: the public flight schedule, newest first. */
import { http } from 'msw';
import type { ErrorResponse, Flight, GetFlightsApiResponse } from '@/api';
import { db, type FlightRecord } from '../db/collections';
import { ok, parsePaging } from '../api/http';
import type { MockBackend } from './backend';

const toFlight = ({ updateStatus: _staff, ...flight }: FlightRecord): Flight => flight;
/** Departure, or the estimated arrival when the departure is not known yet. */
const scheduleKey = (flight: FlightRecord) => flight.startdAt ?? flight.estimatedAt ?? '';

export function scheduleHandlers({ handle }: MockBackend) {
  return [
    http.get<{ skip: string; limit: string }, never, GetFlightsApiResponse | ErrorResponse>(
      '*/api/flight/gets/:skip/:limit',
      handle(({ params }) => {
        const paging = parsePaging(params);
        if (paging.error) return paging.error;
        const { skip, limit } = paging.data;
        const all = db.flights.all().sort((a, b) => scheduleKey(b).localeCompare(scheduleKey(a)));
        const body: GetFlightsApiResponse = {
          success: true,
          flight: all.slice(skip, skip + limit).map(toFlight),
          count: all.length,
        };
        return ok(body);
      }),
    ),
  ];
}

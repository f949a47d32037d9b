/** rates: exchange rates against GEL (the /api2 rates base). */
import { http, type PathParams } from 'msw';
import type { GetRatesApiResponse } from '@/api';
import { db } from '../db/collections';
import { ok } from '../api/http';
import type { MockBackend } from './backend';

export function rateHandlers({ handle }: MockBackend) {
  return [
    http.get<PathParams, never, GetRatesApiResponse>(
      '*/api2/rate/get',
      handle(() => ok<GetRatesApiResponse>({ success: true, rates: db.rates.all() })),
    ),
  ];
}

/** rates: exchange rates against GEL (the /api2 rates base). */
import { http, type PathParams } from 'msw';
import type { GetRatesApiResponse } from '@/api';
import { db } from '../db/collections';
import { handle, ok } from '../api/http';

export const rateHandlers = [
  http.get<PathParams, never, GetRatesApiResponse>(
    '*/api2/rate/get',
    handle(() => ok<GetRatesApiResponse>({ success: true, rates: db.rates.all() })),
  ),
];

/** tariffs: USD per kg by country and customer type. */
import { http, type PathParams } from 'msw';
import type { GetTariffsApiResponse } from '@/api';
import { db } from '../db/collections';
import { handle, ok } from '../api/http';

export const tariffHandlers = [
  http.get<PathParams, never, GetTariffsApiResponse>(
    '*/api/tariffs/gets',
    handle(() => ok<GetTariffsApiResponse>({ success: true, tariffs: db.tariffs.all() })),
  ),
];

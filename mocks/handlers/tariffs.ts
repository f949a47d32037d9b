/** tariffs: USD per kg by country and customer type. */
import { http, type PathParams } from 'msw';
import type { GetTariffsApiResponse } from '@/api';
import { db } from '../db/collections';
import { ok } from '../api/http';
import type { MockBackend } from './backend';

export function tariffHandlers({ handle }: MockBackend) {
  return [
    http.get<PathParams, never, GetTariffsApiResponse>(
      '*/api/tariffs/gets',
      handle(() => ok<GetTariffsApiResponse>({ success: true, tariffs: db.tariffs.all() })),
    ),
  ];
}

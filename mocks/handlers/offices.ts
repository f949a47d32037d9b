/** offices: the overseas warehouse addresses. */
import { http, type PathParams } from 'msw';
import type { GetOfficesApiResponse } from '@/api';
import { db } from '../db/collections';
import { ok } from '../api/http';
import type { MockBackend } from './backend';

export function officeHandlers({ handle }: MockBackend) {
  return [
    http.get<PathParams, never, GetOfficesApiResponse>(
      '*/api/office/gets',
      handle(() => ok<GetOfficesApiResponse>({ success: true, offices: db.offices.all() })),
    ),
  ];
}

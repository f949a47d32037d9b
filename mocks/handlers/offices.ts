/** offices: the overseas warehouse addresses. */
import { http, type PathParams } from 'msw';
import type { GetOfficesApiResponse } from '@/api';
import { db } from '../db/collections';
import { handle, ok } from '../api/http';

export const officeHandlers = [
  http.get<PathParams, never, GetOfficesApiResponse>(
    '*/api/office/gets',
    handle(() => ok<GetOfficesApiResponse>({ success: true, offices: db.offices.all() })),
  ),
];

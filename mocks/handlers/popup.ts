/** popup: the current announcement, or null when none is switched on. */
import { http, type PathParams } from 'msw';
import type { GetPopupApiResponse } from '@/api';
import { db } from '../db/collections';
import { ok } from '../api/http';
import type { MockBackend } from './backend';

export function popupHandlers({ handle }: MockBackend) {
  return [
    http.get<PathParams, never, GetPopupApiResponse>(
      '*/api/popap/get',
      handle(() => {
        const popap = db.popup.findFirst((q) => q.where({ popap: true })) ?? null;
        return ok<GetPopupApiResponse>({ success: true, popap });
      }),
    ),
  ];
}

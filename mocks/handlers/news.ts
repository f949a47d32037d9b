/**
 * news: public news, newest first. They are fixed texts, not records of the database: their
 * module, in that order, loads the first time news are asked for (mocks/db/fixtures/news.ts).
 */
import { http } from 'msw';
import type { ErrorResponse, GetNewsApiResponse, GetNewsListApiResponse } from '@/api';
import { ID_MAX } from '@/shared/rules/ids';
import { notFound, ok, parseIdParam, parsePaging } from '../api/http';
import type { MockBackend } from './backend';

export function newsHandlers({ handle }: MockBackend) {
  return [
    http.get<{ skip: string; limit: string }, never, GetNewsListApiResponse | ErrorResponse>(
      '*/api/news/gets/:skip/:limit',
      handle(async ({ params }) => {
        const paging = parsePaging(params);
        if (paging.error) return paging.error;
        const { skip, limit } = paging.data;
        const { NEWS } = await import('../db/fixtures/news');
        const news = NEWS.slice(skip, skip + limit);
        const body: GetNewsListApiResponse = { success: true, news, count: NEWS.length };
        return ok(body);
      }),
    ),

    http.get<{ id: string }, never, GetNewsApiResponse | ErrorResponse>(
      '*/api/news/get/:id',
      handle(async ({ params }) => {
        const id = parseIdParam(params.id, ID_MAX, 'id');
        if (id.error) return id.error;
        const { NEWS } = await import('../db/fixtures/news');
        const post = NEWS.find((candidate) => candidate._id === id.data);
        if (!post) return notFound();
        const body: GetNewsApiResponse = { success: true, post };
        return ok(body);
      }),
    ),
  ];
}

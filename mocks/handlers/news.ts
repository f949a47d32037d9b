/** news: public news, newest first. */
import { http } from 'msw';
import type { ErrorResponse, GetNewsApiResponse, GetNewsListApiResponse } from '@/api';
import { db } from '../db/collections';
import { ID_MAX } from '@/shared/rules/ids';
import { handle, notFound, ok, parseIdParam, parsePaging } from '../lib/http';

export const newsHandlers = [
  http.get<{ skip: string; limit: string }, never, GetNewsListApiResponse | ErrorResponse>(
    '*/api/news/gets/:skip/:limit',
    handle(({ params }) => {
      const paging = parsePaging(params);
      if (paging.error) return paging.error;
      const { skip, limit } = paging.data;
      const news = db.news.findMany(undefined, {
        orderBy: { createdAt: 'desc' },
        skip,
        take: limit,
      });
      const body: GetNewsListApiResponse = { success: true, news, count: db.news.count() };
      return ok(body);
    }),
  ),

  http.get<{ id: string }, never, GetNewsApiResponse | ErrorResponse>(
    '*/api/news/get/:id',
    handle(({ params }) => {
      const id = parseIdParam(params.id, ID_MAX, 'id');
      if (id.error) return id.error;
      const post = db.news.findFirst((q) => q.where({ _id: id.data }));
      if (!post) return notFound();
      const body: GetNewsApiResponse = { success: true, post };
      return ok(body);
    }),
  ),
];

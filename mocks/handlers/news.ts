/**
 * news: public news, newest first. They are fixed texts, not records of the database: their
 * module loads the first time news are asked for (mocks/db/fixtures/news.ts).
 */
import { http } from 'msw';
import type { ErrorResponse, GetNewsApiResponse, GetNewsListApiResponse, News } from '@/api';
import { ID_MAX } from '@/shared/rules/ids';
import { handle, notFound, ok, parseIdParam, parsePaging } from '../lib/http';

let newestFirst: Promise<readonly News[]> | undefined;

/** Every post, newest first. A failed load is not kept: the next request tries again. */
function allNews(): Promise<readonly News[]> {
  newestFirst ??= import('../db/fixtures/news').then(
    ({ NEWS }) => [...NEWS].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    (error: unknown) => {
      newestFirst = undefined;
      throw error;
    },
  );
  return newestFirst;
}

export const newsHandlers = [
  http.get<{ skip: string; limit: string }, never, GetNewsListApiResponse | ErrorResponse>(
    '*/api/news/gets/:skip/:limit',
    handle(async ({ params }) => {
      const paging = parsePaging(params);
      if (paging.error) return paging.error;
      const { skip, limit } = paging.data;
      const all = await allNews();
      const news = all.slice(skip, skip + limit);
      const body: GetNewsListApiResponse = { success: true, news, count: all.length };
      return ok(body);
    }),
  ),

  http.get<{ id: string }, never, GetNewsApiResponse | ErrorResponse>(
    '*/api/news/get/:id',
    handle(async ({ params }) => {
      const id = parseIdParam(params.id, ID_MAX, 'id');
      if (id.error) return id.error;
      const post = (await allNews()).find((candidate) => candidate._id === id.data);
      if (!post) return notFound();
      const body: GetNewsApiResponse = { success: true, post };
      return ok(body);
    }),
  ),
];

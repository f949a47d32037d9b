/** pages: static text pages by slug (terms, services). */
import { http } from 'msw';
import type { ErrorResponse, GetPageApiResponse } from '@/api';
import { db } from '../db/collections';
import { handle, notFound, ok } from '../lib/http';

export const pageHandlers = [
  http.get<{ slug: string }, never, GetPageApiResponse | ErrorResponse>(
    '*/api/page/get/:slug',
    handle(({ params }) => {
      const page = db.pages.findFirst((q) => q.where({ slug: params.slug }));
      if (!page) return notFound();
      const body: GetPageApiResponse = { success: true, page };
      return ok(body);
    }),
  ),
];

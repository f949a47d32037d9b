/** pages: static text pages by slug (terms, services). */
import { http } from 'msw';
import type { ErrorResponse, GetPageApiResponse } from '@/api';
import { db } from '../db/collections';
import { SLUG_MAX } from '@/shared/rules/ids';
import { handle, notFound, ok, parseIdParam } from '../lib/http';

export const pageHandlers = [
  http.get<{ slug: string }, never, GetPageApiResponse | ErrorResponse>(
    '*/api/page/get/:slug',
    handle(({ params }) => {
      const slug = parseIdParam(params.slug, SLUG_MAX, 'slug');
      if (slug.error) return slug.error;
      const page = db.pages.findFirst((q) => q.where({ slug: slug.data }));
      if (!page) return notFound();
      const body: GetPageApiResponse = { success: true, page };
      return ok(body);
    }),
  ),
];

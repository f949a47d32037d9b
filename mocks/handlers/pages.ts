/**
 * pages: static text pages by slug (terms, services). They are fixed texts, not records of the
 * database: their module loads the first time a page is asked for (mocks/db/fixtures/pages.ts).
 */
import { http } from 'msw';
import type { ErrorResponse, GetPageApiResponse } from '@/api';
import { SLUG_MAX } from '@/shared/rules/ids';
import { notFound, ok, parseIdParam } from '../api/http';
import type { MockBackend } from './backend';

export function pageHandlers({ handle }: MockBackend) {
  return [
    http.get<{ slug: string }, never, GetPageApiResponse | ErrorResponse>(
      '*/api/page/get/:slug',
      handle(async ({ params }) => {
        const slug = parseIdParam(params.slug, SLUG_MAX, 'slug');
        if (slug.error) return slug.error;
        const { PAGES } = await import('../db/fixtures/pages');
        const page = PAGES.find((candidate) => candidate.slug === slug.data);
        if (!page) return notFound();
        const body: GetPageApiResponse = { success: true, page };
        return ok(body);
      }),
    ),
  ];
}

/**
 * Which requests are the app's own files (scripts, styles, fonts, images, documents) rather than
 * calls for the mock backend. MSW tries every handler on each request before letting an unhandled
 * one through, parsing the cookies each time; mocks/browser.ts puts a passthrough handler for the
 * own files first, so they skip that. The mocked roots come from the handlers themselves (the
 * first segment of each path: api, api2, checkAvailable, __demo, uploads), so a handler added
 * under a new root is never skipped.
 */
import type { RequestHandler } from 'msw';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first path segment of an MSW path ("*\/api2/rate/get" → "api2"; "*\/api*" → "api*"). */
function root(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  return /^\*?\/?([^/]+)/.exec(path)?.[1] ?? null;
}

/** A pattern for the URLs on `origin` that no handler's root covers. */
export function ownFilesPattern(origin: string, handlers: readonly RequestHandler[]): RegExp {
  const roots = new Set<string>();
  for (const handler of handlers) {
    const segment = root((handler.info as { path?: unknown }).path);
    if (segment) roots.add(segment);
  }
  // A root ending in * ("api*") covers any segment it begins ("api2" too); others are exact.
  const alternatives = [...roots].map((segment) =>
    segment.endsWith('*')
      ? `${escape(segment.slice(0, -1))}[^/?#]*`
      : `${escape(segment)}(?=[/?#]|$)`,
  );
  return new RegExp(`^${escape(origin)}/(?!(?:${alternatives.join('|')}))`);
}

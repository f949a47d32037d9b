/**
 * One handler that hands each request to the few handlers its path can concern, for the browser's
 * worker. MSW tries handlers in order until one answers, and trying one costs a copy of the
 * request, its URL parsed, the handler's path matched and the page's cookies read: with some sixty
 * handlers, a sizeable share of each call's round trip, on the page's main thread. Grouped by the
 * first two segments of their paths ("/api/product/…"), a request tries three or four instead.
 *
 * The order within a group is the handlers' own, so the same handler answers as with the flat
 * list: a handler whose path is not plain text there (a pattern, a wildcard, a parameter in its
 * first two segments, such as the demo faults' `*\/api*`) is in every group it may concern.
 */
import { getResponse, http, type RequestHandler } from 'msw';

/**
 * A handler's scope: the first one or two literal segments of its path (lower case, as MSW
 * matches paths without regard to case), or null when it may concern any path.
 */
function scopeOf(handler: RequestHandler): string[] | null {
  const path = (handler.info as { path?: unknown }).path;
  if (typeof path !== 'string') return null;
  const match = /^\*?(\/[^?#]*)$/.exec(path);
  if (!match) return null;
  const segments = match[1]!.split('/').slice(1, 3);
  const literal: string[] = [];
  for (const segment of segments) {
    if (!segment || /[:*(){}?+]/.test(segment)) break;
    literal.push(segment.toLowerCase());
  }
  return literal.length ? literal : null;
}

/** The first two segments of a request's path, lower case. */
function requestSegments(url: string): string[] {
  return new URL(url).pathname.toLowerCase().split('/').slice(1, 3);
}

/** Whether a handler of this scope may answer a request whose path begins with `segments`. */
function concerns(scope: string[] | null, segments: string[]): boolean {
  return scope === null || scope.every((segment, i) => segments[i] === segment);
}

export interface HandlerRouter {
  /** The handlers that may answer a request to `url`, in their original order. */
  candidates(url: string): readonly RequestHandler[];
  /** The one handler to give the worker in place of the list. */
  handler: RequestHandler;
}

export function routeHandlers(handlers: readonly RequestHandler[]): HandlerRouter {
  const scoped = handlers.map((handler) => ({ handler, scope: scopeOf(handler) }));
  const groups = new Map<string, readonly RequestHandler[]>();
  const candidates = (url: string) => {
    const segments = requestSegments(url);
    const key = segments.join('/');
    let group = groups.get(key);
    if (!group) {
      group = scoped.filter(({ scope }) => concerns(scope, segments)).map(({ handler }) => handler);
      // Only the paths handlers name are kept: any other path (a stray or hostile URL) would
      // otherwise grow the map without end.
      if (scoped.some(({ scope }) => scope !== null && concerns(scope, segments))) {
        groups.set(key, group);
      }
    }
    return group;
  };
  const handler = http.all('*', async ({ request }) => {
    const group = candidates(request.url);
    return group.length ? getResponse([...group], request) : undefined;
  });
  return { candidates, handler };
}

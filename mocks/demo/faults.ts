/**
 * Faults of the demo console: latency on every /api (and /api2) call, failures of one operation
 * (500, 401 or a network error; the next call or every call), and offline mode. Applied by one
 * msw handler placed before all others (`resolver`), which delays or fails a call and otherwise
 * returns nothing, so the call falls through to its real handler. /__demo is never delayed or
 * failed.
 *
 * The settings live in memory only, in the mock backend (`createFaults()`,
 * mocks/handlers/backend.ts): in the browser they belong to the tab (the page runs the handlers)
 * and a reload clears them; in the HTTP server they last until it stops.
 */
import { delay, HttpResponse, type HttpResponseResolver } from 'msw';
import type { Failure, FaultSettings, Latency } from '@/config/faults';
import { apiError, unauthorized } from '../api/http';
import { API_PATH, OPERATIONS, pathPattern } from './operations';
import { invalid } from './refusal';

export type FailureRequest = Pick<Failure, 'error' | 'times'> & {
  operation?: string;
  method?: string;
  path?: string;
};

export interface Faults {
  /** A copy of the settings, as the demo console shows them. */
  settings(): FaultSettings;
  setLatency(ms: Latency): void;
  setOffline(offline: boolean): void;
  clear(): void;
  /** Adds a failure of an operation (by operationId, or by method and path); throws a Refusal. */
  addFailure(request: FailureRequest): Failure;
  /** Delays or fails an /api call as the settings say; nothing (fall through) otherwise. */
  resolver: HttpResponseResolver;
}

export function createFaults(): Faults {
  let settings: FaultSettings = { latencyMs: 0, offline: false, failures: [] };
  let lastId = 0;
  const patterns = new Map<number, RegExp>();

  /** The failure a call meets, if any (a `next` one is used up). */
  function takeFailure(method: string, path: string): Failure | undefined {
    const failure = settings.failures.find(
      (f) => f.method === method && patterns.get(f.id)?.test(path),
    );
    if (failure?.times === 'next') {
      settings.failures = settings.failures.filter((f) => f !== failure);
      patterns.delete(failure.id);
    }
    return failure;
  }

  return {
    settings: () => structuredClone(settings),

    setLatency(ms) {
      settings.latencyMs = ms;
    },

    setOffline(offline) {
      settings.offline = offline;
    },

    clear() {
      settings = { latencyMs: 0, offline: false, failures: [] };
      patterns.clear();
    },

    addFailure({ operation, method, path, error, times }) {
      let target: readonly [string, string];
      if (operation) {
        if (!Object.hasOwn(OPERATIONS, operation))
          throw invalid(
            'operation must be an operationId of openapi.yaml under /api, e.g. getDebtSum',
          );
        target = OPERATIONS[operation]!;
      } else if (method && path) {
        target = [method, path];
      } else {
        throw invalid('give an operation (operationId), or a method and a path');
      }
      const failure: Failure = {
        id: ++lastId,
        operation: operation ?? null,
        method: target[0],
        path: target[1],
        error,
        times,
      };
      patterns.set(failure.id, pathPattern(failure.path));
      settings.failures.push(failure);
      return { ...failure };
    },

    async resolver({ request }) {
      const path = new URL(request.url).pathname;
      if (!API_PATH.test(path)) return undefined;
      if (settings.offline) return HttpResponse.error();
      if (settings.latencyMs > 0) await delay(settings.latencyMs);
      const failure = takeFailure(request.method, path);
      if (!failure) return undefined;
      if (failure.error === 'network') return HttpResponse.error();
      if (failure.error === 401) return unauthorized();
      // As a gateway in front of the production API may answer the calls that take a password.
      if (failure.error === 429)
        return apiError(429, 'too_many_requests', undefined, { 'Retry-After': '60' });
      return apiError(500, 'internal_error', 'A failure set by the demo console');
    },
  };
}

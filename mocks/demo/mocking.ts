/**
 * Partial mocking (VITE_API_MOCKING=partial): the mock backend answers only the operations that
 * VITE_MOCKED_OPERATIONS lists, and every other /api call goes on to the real backend at
 * VITE_API_BASE, untouched. For a team whose backend has some operations ready: those come from
 * it, the rest from the mock (README, "Partial mocking").
 *
 * A token the mock does not know (the real backend signed the customer in) is taken to the real
 * backend's getUserInformation once; the customer it names, if the mock has one with that AX code,
 * is then the mock's customer for that token, so that the mocked operations answer for them.
 *
 * In full mocking (the demo) and in `npm run mock:server` nothing of this applies: the handler
 * below lets every call through to its handler. The mode belongs to the mock backend
 * (`createPartialMocking()`, mocks/handlers/backend.ts).
 */
import { bypass, passthrough, type HttpResponseResolver } from 'msw';
import type { GetUserInformationApiResponse } from '@/api';
import { db } from '../db/collections';
import { userByAxid } from '../api/domain';
import { bearerToken } from '../api/http';
import { API_PATH, OPERATIONS, operationOf } from './operations';

/** VITE_MOCKED_OPERATIONS read: the operations the mock answers, and the names it did not know. */
export interface MockedList {
  mocked: ReadonlySet<string>;
  unknown: string[];
}

/**
 * `getNewsList, getNews` (these), `*` (every operation), `*, !signIn, !getUserInformation`
 * (every one but these); commas or spaces between names. Nothing listed: nothing is mocked.
 */
export function parseMockedOperations(spec: string): MockedList {
  const mocked = new Set<string>();
  const unknown: string[] = [];
  for (const word of spec.split(/[\s,]+/).filter(Boolean)) {
    const excluded = word.startsWith('!');
    const name = excluded ? word.slice(1) : word;
    const names = name === '*' ? Object.keys(OPERATIONS) : [name];
    if (name !== '*' && !Object.hasOwn(OPERATIONS, name)) {
      unknown.push(name);
      continue;
    }
    for (const operation of names) {
      if (excluded) mocked.delete(operation);
      else mocked.add(operation);
    }
  }
  return { mocked, unknown };
}

/** What the demo console shows: the mode, each operation with who answers it, unknown names. */
export interface MockingState {
  partial: boolean;
  unknown: string[];
  operations: { operationId: string; method: string; path: string; mocked: boolean }[];
}

export interface PartialMocking {
  /** Answers only the operations of `list` from now on (the browser's start, in partial mode). */
  mockOnly(list: MockedList): void;
  /** Answers every operation again (full mocking, as the demo runs). */
  mockEverything(): void;
  state(): MockingState;
  /**
   * Placed before the handlers (after the demo console's faults): in partial mode, a call of an
   * operation the mock does not answer, or of no operation at all, goes on to the real backend.
   */
  resolver: HttpResponseResolver;
}

/** Full mocking, until `mockOnly` says otherwise. */
export function createPartialMocking(): PartialMocking {
  /** null: full mocking, the mock answers every operation. */
  let partial: MockedList | null = null;
  /** Tokens being adopted, so that calls sent at once ask the real backend only once. */
  const adopting = new Map<string, Promise<void>>();

  /** Makes a token of the real backend the mock's too, for the customer it names (see above). */
  function adopt(request: Request, token: string): Promise<void> {
    let pending = adopting.get(token);
    if (!pending) {
      pending = (async () => {
        const url = new URL('/api/authorization/userInformation', request.url);
        const answer = await fetch(bypass(url, { headers: { authorization: `Bearer ${token}` } }));
        if (!answer.ok) return;
        const body = (await answer.json()) as Partial<GetUserInformationApiResponse>;
        const user = userByAxid(String(body.candidate?.AXID ?? ''));
        if (user && !db.sessions.findFirst((q) => q.where({ token }))) {
          await db.sessions.create({
            token,
            userId: user._id,
            createdAt: new Date().toISOString(),
          });
        }
      })()
        .catch(() => {})
        .finally(() => adopting.delete(token));
      adopting.set(token, pending);
    }
    return pending;
  }

  return {
    mockOnly(list) {
      partial = list;
    },

    mockEverything() {
      partial = null;
    },

    state: () => ({
      partial: partial !== null,
      unknown: partial?.unknown ?? [],
      operations: Object.entries(OPERATIONS).map(([operationId, [method, path]]) => ({
        operationId,
        method,
        path,
        mocked: partial === null || partial.mocked.has(operationId),
      })),
    }),

    async resolver({ request }) {
      if (partial === null) return undefined;
      const path = new URL(request.url).pathname;
      if (!API_PATH.test(path)) return undefined;
      const operation = operationOf(request.method, path);
      if (!operation || !partial.mocked.has(operation)) return passthrough();
      const token = bearerToken(request);
      if (token && !db.sessions.findFirst((q) => q.where({ token }))) await adopt(request, token);
      return undefined;
    },
  };
}

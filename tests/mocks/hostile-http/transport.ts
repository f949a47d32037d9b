/**
 * The hostile-input tests' transport: requests to the real HTTP server of mocks/http-server.ts
 * (not msw's interception) over node's own client, on keep-alive connections, and what is wrong
 * with an answer.
 */
import http from 'node:http';
import { expect } from 'vitest';
import { realHttpServer } from '../helpers';
import { type Case, JSON_TYPE } from './cases';

export interface Answer {
  status: number;
  type: string;
  text: string;
  reused: boolean;
}

/**
 * The real HTTP server for the calling test file (started before its tests, closed after them),
 * with `send` and `signIn` to it.
 */
export function hostileServer() {
  const server = realHttpServer();

  function send(
    agent: http.Agent,
    { method, path, headers = {}, body }: Required<Pick<Case, 'method' | 'path'>> & Case,
    token?: string,
  ): Promise<Answer> {
    const url = new URL(server.api.url);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            Accept: 'application/json',
            // without it node sends the body of a GET unframed (no Content-Length)
            ...(body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) }),
            ...headers,
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            // The demo controls' secret: the hostile input reaches their handlers.
            'X-Demo-Secret': server.api.demoSecret!,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type'] ?? ''),
              text: Buffer.concat(chunks).toString('utf8'),
              reused: request.reusedSocket,
            }),
          );
          response.on('error', reject);
        },
      );
      request.setTimeout(8000, () => request.destroy(new Error('no answer within 8 s')));
      request.on('error', reject);
      request.end(body);
    });
  }

  async function signIn(agent: http.Agent): Promise<string> {
    const answer = await send(agent, {
      name: 'sign in',
      method: 'POST',
      path: '/api/authorization/signin',
      headers: JSON_TYPE,
      body: JSON.stringify({ email: 'AX10001', password: 'demo1234' }),
    });
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.text) as { token: string }).token;
  }

  return { server, send, signIn };
}

/** Runs `tasks` with at most `limit` at a time. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

/** Signs of a stack trace, a file path or an HTML error page. */
const LEAK = /node_modules|\/mocks\/|\.[cm]?[jt]sx?:\d+|\n\s+at |<!DOCTYPE|<html|[A-Z]\w*Error\b/;

/** What is wrong with an answer, or null. */
export function problem(answer: Answer, harmless: boolean, codes: Set<string>): string | null {
  if (answer.status >= 500) return `status ${answer.status}: ${answer.text.slice(0, 200)}`;
  if (LEAK.test(answer.text) || answer.text.includes(process.cwd()))
    return `leaks internals: ${answer.text.slice(0, 200)}`;
  if (answer.status < 400) {
    return harmless && answer.status >= 200 && answer.status < 300
      ? null
      : `status ${answer.status}: ${answer.text.slice(0, 200)}`;
  }
  if (!answer.type.startsWith('application/json')) return `error as ${answer.type}`;
  let body: { success?: unknown; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(answer.text) as typeof body;
  } catch {
    return `error body is not JSON: ${answer.text.slice(0, 200)}`;
  }
  if (body.success !== false || typeof body.message !== 'string') return `not an ErrorResponse`;
  if (typeof body.code !== 'string' || !codes.has(body.code))
    return `unknown code ${String(body.code)}`;
  return null;
}

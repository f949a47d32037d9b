/**
 * Requests to the real HTTP mock server (`npm run mock:server`) as an integrator sends them: the
 * contract's examples unchanged, signed in with the contract's own signIn example.
 */
import type { multipart, realHttpServer } from '../../mocks/helpers';
import type { Operation } from '../openapi';
import { callsOf, isObject, type Json, operation } from './calls';

export interface Answer {
  status: number;
  /** the `code` of an error answer */
  code: string | null;
  body: Json | null;
}

export const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;
export const said = (answer: Answer) => `${answer.status}${answer.code ? ` ${answer.code}` : ''}`;

/** The calls to `server`, the real HTTP server of the calling test file. */
export function exampleClient(server: ReturnType<typeof realHttpServer>) {
  async function send(
    method: string,
    url: string,
    { token, json, form }: { token?: string; json?: unknown; form?: ReturnType<typeof multipart> },
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...form?.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${server.api.url}${url}`, {
      method,
      headers,
      body: form?.body ?? (json === undefined ? undefined : JSON.stringify(json)),
    });
    const text = await response.text();
    let body: Json | null = null;
    try {
      const parsed: unknown = JSON.parse(text);
      body = isObject(parsed) ? parsed : null;
    } catch {
      // An XML answer (checkAvailable) has no error code to read.
    }
    return {
      status: response.status,
      code: typeof body?.code === 'string' ? body.code : null,
      body,
    };
  }

  /** Sends an example as it is; a line for the report unless it answers 2xx. */
  async function sendAsIs(op: Operation, token: string): Promise<string[]> {
    const failures: string[] = [];
    for (const call of callsOf(op)) {
      if (call.problem) {
        failures.push(`${call.label}: ${call.problem}`);
        continue;
      }
      const answer = await send(call.method, call.url, {
        token: op.secured ? token : undefined,
        json: call.json,
      });
      if (!ok(answer)) failures.push(`${call.label}: ${call.method} ${call.url} → ${said(answer)}`);
    }
    return failures;
  }

  /** AX10001's token, from the contract's own signIn example; another account's with its login. */
  async function signIn(login?: string): Promise<string> {
    const [call] = callsOf(operation('signIn'));
    const json = login && isObject(call!.json) ? { ...call!.json, email: login } : call!.json;
    const answer = await send(call!.method, call!.url, { json });
    const token = answer.body?.token;
    if (!ok(answer) || typeof token !== 'string')
      throw new Error(`signIn: ${login ?? 'the example'} did not sign in (${said(answer)})`);
    return token;
  }

  /** Balance and debt of the customer whose token it is. */
  async function money(token: string): Promise<{ balance: number; debt: number } | null> {
    const me = await send('GET', '/api/authorization/userInformation', { token });
    const candidate = isObject(me.body?.candidate) ? me.body.candidate : {};
    const { balance, debt } = candidate;
    return typeof balance === 'number' && typeof debt === 'number' ? { balance, debt } : null;
  }

  return { send, sendAsIs, signIn, money };
}

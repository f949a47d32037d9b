/**
 * What every operation gets under hostile input, with a token and without: the hostile bodies
 * and path ids of ./cases.ts, and three 500 KB requests on one keep-alive connection. Every
 * answer must come within a few seconds, never be a 5xx, carry no stack trace or file path, and
 * be JSON in the error shape of its document when it is an error.
 */
import http from 'node:http';
import { expect, it } from 'vitest';
import type { Operation } from '../../contract/openapi';
import { multipart, pdfFile } from '../helpers';
import { casesOf, JSON_TYPE } from './cases';
import { bodyOf, errorCodes, fill, pathParams } from './contract';
import { type hostileServer, pool, problem } from './transport';

/** The tests of `ops` against the server of the calling file. */
export function hostileOperationTests(
  ops: Operation[],
  { send, signIn }: ReturnType<typeof hostileServer>,
) {
  it.each(ops.map((op) => [op.operationId, op] as const))(
    '%s: hostile bodies and path ids, with a token and without',
    async (_id, op) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const codes = errorCodes(op);
      try {
        const token = await signIn(agent);
        const path = fill(op.path, pathParams(op));
        const tasks = casesOf(op).flatMap((c) =>
          [token, undefined].map((auth) => async () => {
            const full = { method: op.method.toUpperCase(), path, ...c };
            const label = `${op.operationId} ${c.name} ${auth ? 'with' : 'without'} token`;
            try {
              const answer = await send(agent, full, auth);
              const harmless = Boolean(c.harmless) && (Boolean(auth) || !op.secured);
              const wrong = problem(answer, harmless, codes);
              return wrong ? `${label}: ${wrong}` : null;
            } catch (error) {
              return `${label}: ${(error as Error).message}`;
            }
          }),
        );
        const problems = (await pool(tasks, 4)).filter(Boolean);
        expect(problems).toEqual([]);
      } finally {
        agent.destroy();
      }
    },
  );

  it.each(ops.map((op) => [op.operationId, op] as const))(
    '%s: three 500 KB requests on one keep-alive connection, with a token and without',
    async (_id, op) => {
      const codes = errorCodes(op);
      const spec = bodyOf(op);
      const big = 'x'.repeat(500_000);
      const { body, headers } =
        spec?.kind === 'multipart'
          ? multipart({ ...spec.example, address: big }, pdfFile)
          : { body: JSON.stringify({ ...spec?.example, address: big }), headers: JSON_TYPE };
      const path = fill(op.path, pathParams(op));
      const setup = new http.Agent({ keepAlive: true });
      const token = await signIn(setup);
      setup.destroy();
      for (const auth of [undefined, token]) {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        try {
          for (let round = 1; round <= 3; round++) {
            const label = `${op.operationId} #${round} ${auth ? 'with' : 'without'} token`;
            const answer = await send(
              agent,
              { name: label, method: op.method.toUpperCase(), path, headers, body },
              auth,
            );
            expect({ label, problem: problem(answer, true, codes) }).toEqual({
              label,
              problem: null,
            });
            expect({ label, reused: answer.reused }).toEqual({ label, reused: round > 1 });
          }
        } finally {
          agent.destroy();
        }
      }
    },
  );
}

/**
 * A request from an origin outside the allow-list gets 403 before the mock server does any work,
 * whatever its method and content type (docs/security.md): a page elsewhere may send a form post
 * or a multipart body without a preflight. Requests without an Origin, from an allowed origin or
 * from the server's own origin go on.
 */
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { signUpBody } from '../data';
import { realHttpServer } from './helpers';

const server = realHttpServer();

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const BODIES: [string, string][] = [
  ['text/plain', JSON.stringify(signUpBody({ email: 'cors@mail.ge' }))],
  ['application/x-www-form-urlencoded', 'email=cors%40mail.ge'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  ],
  ['application/json', JSON.stringify(signUpBody({ email: 'cors@mail.ge' }))],
];
const FOREIGN = ['https://evil.example', 'null', 'http://127.0.0.1:5174', 'http://localhost'];

describe('a request from a foreign origin', () => {
  it.each(FOREIGN)('from %s gets 403 whatever its method and type', async (origin) => {
    const users = db.users.count();
    for (const method of METHODS) {
      for (const [type, body] of BODIES) {
        const answer = await fetch(`${server.api.url}/api/authorization/signup`, {
          method,
          headers: { Origin: origin, 'Content-Type': type },
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
        });
        expect({ method, type, status: answer.status }).toEqual({ method, type, status: 403 });
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      }
    }
    expect(db.users.count()).toBe(users);
  });

  it('goes on without an Origin, from the dev server and from the server itself', async () => {
    const own = new URL(server.api.url).origin;
    for (const origin of [undefined, 'http://localhost:5173', own]) {
      const answer = await fetch(`${server.api.url}/api/tariffs/gets`, {
        headers: origin ? { Origin: origin } : {},
      });
      expect({ origin, status: answer.status }).toEqual({ origin, status: 200 });
    }
  });
});

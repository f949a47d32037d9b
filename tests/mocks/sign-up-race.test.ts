/**
 * One account per person, even in parallel (openapi.yaml's signUp): however many sign-ups run at
 * once with clashing emails, personal numbers and company codes, every account has its own AX
 * code, and an email, a personal number and a company code belong to one account each.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ErrorResponse, SignUpResponse } from '@/api';
import { CLIENT_HEADER } from '@mocks/api/limits';
import { db } from '@mocks/db/collections';
import { signUpBody } from '../data';
import { request, type Either } from './helpers';

/** Each value of a field, or undefined where no account has it, must be held by one account. */
function duplicates(values: (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  return values.filter((value): value is string => {
    if (!value) return false;
    if (seen.has(value)) return true;
    seen.add(value);
    return false;
  });
}

describe('parallel sign-ups', () => {
  it('never share an AX code, an email, a personal number or a company code', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            organisation: fc.boolean(),
            email: fc.constantFrom('one', 'ONE', 'two'),
            id: fc.constantFrom('1', '2'),
          }),
          { minLength: 2, maxLength: 8 },
        ),
        async (people) => {
          run += 1;
          const answers = await Promise.all(
            people.map(({ organisation, email, id }, i) =>
              request<Either<SignUpResponse>>('/api/authorization/signup', {
                // Each from its own address: the sign-up limit per address is not what is tested.
                headers: { [CLIENT_HEADER]: `10.${run}.0.${i}` },
                json: signUpBody({
                  email: `${email}.${run}@race.ge`,
                  ...(organisation
                    ? {
                        type: 2,
                        personId: '',
                        orgName: 'შპს რბოლა',
                        orgNameEn: 'Race LLC',
                        orgId: `9${String(run).padStart(6, '0')}0${id}`,
                      }
                    : { personId: `0${String(run).padStart(8, '0')}0${id}` }),
                }),
              }),
            ),
          );
          const codes = answers.map(({ status, body }) =>
            status === 200 ? 'ok' : (body as unknown as ErrorResponse).code,
          );
          expect(codes).toContain('ok');
          for (const code of codes) {
            expect([
              'ok',
              'email_or_user_id_already_registred',
              'passport_id_already_registred',
            ]).toContain(code);
          }
          const users = db.users.all();
          expect(duplicates(users.map((u) => u.AXID))).toEqual([]);
          expect(duplicates(users.map((u) => u.email.toLowerCase()))).toEqual([]);
          expect(duplicates(users.map((u) => u.information.personId))).toEqual([]);
          expect(duplicates(users.map((u) => u.information.orgId))).toEqual([]);
          const created = answers
            .filter(({ status }) => status === 200)
            .map(({ body }) => body.AXID);
          expect(new Set(created).size).toBe(created.length);
        },
      ),
      { numRuns: 15 },
    );
  });
});

/**
 * No input stalls the server (docs/security.md): a value over its length is refused before any
 * pattern runs over it, in the mock's request schemas and in the forms' (yup runs every test of a
 * field, so max() alone does not stop a pattern), and a 40,000-character organisation name sent
 * to the real HTTP server is answered at once, as is a request sent right after it.
 */
import http from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyObject, ISchema } from 'yup';
import { signUpSchema as signUpForm, EMPTY_SIGN_UP } from '@/features/accounts/schemas';
import { courierSchema } from '@/features/courier/courierForm';
import * as mock from '@mocks/lib/schemas';
import { signUpBody } from '../data';
import { multipart, realHttpServer } from './helpers';

const LONG = 40_000;
/** No pattern may run over more than this: the longest field of all is far shorter. */
const LONGEST_TESTED = 1_000;

/** The length of every string a validation pattern runs over in each test. */
function patternInputs() {
  const lengths: number[] = [];
  const exec = RegExp.prototype.exec;
  beforeEach(() => {
    lengths.length = 0;
    RegExp.prototype.exec = function (this: RegExp, input: string) {
      // The validation patterns (anchored: the rules', the schemas'), not yup's own casts.
      if (this.source.startsWith('^')) lengths.push(String(input).length);
      return exec.call(this, input);
    };
  });
  afterEach(() => {
    RegExp.prototype.exec = exec;
  });
  return lengths;
}

/** Every string field of `values` replaced by `LONG` copies of a character its pattern takes. */
const stretched = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? `${'a'.repeat(LONG)}!` : value,
    ]),
  );

describe('a value over its length never reaches a pattern', () => {
  const lengths = patternInputs();

  const mockSchemas: [string, ISchema<unknown, AnyObject>, Record<string, unknown>][] = [
    ['sign-up', mock.signUpSchema, signUpBody({ type: 2 })],
    ['sign-in', mock.signInSchema, { email: 'x', password: 'x' }],
    ['profile', mock.updateProfileSchema, { city: 'x', phone: 'x', address: 'x' }],
    ['recovery', mock.forgetPasswordSchema, { email: 'x' }],
    [
      'courier order',
      mock.courierOrderSchema,
      { sq1: 'x', city: 'x', address: 'x', name: 'x', phone: 'x', branches: 'didube' },
    ],
    ['card payment', mock.startCardPaymentSchema, { amount: '1', lari: '1', tetri: '1' }],
    [
      'parcel',
      mock.addParcelSchema,
      {
        statusPage: 'x',
        productOrderId: 'x',
        quantity: '1',
        productName: 'x',
        senderCountryId: 'x',
        shop: 'x',
        shopOther: 'x',
        amount: '1',
        currency: 'x',
        description: 'x',
        senderName: 'x',
        branches: 'x',
      },
    ],
  ];

  it.each(mockSchemas)("the mock's %s", async (_, schema, values) => {
    await expect(schema.validate(stretched(values), { abortEarly: false })).rejects.toThrow();
    expect(Math.max(0, ...lengths)).toBeLessThanOrEqual(LONGEST_TESTED);
  });

  it.each([
    ['sign-up of an organisation', signUpForm, { ...EMPTY_SIGN_UP, type: '2' }],
    ['sign-up of a person', signUpForm, EMPTY_SIGN_UP],
    [
      'courier order',
      courierSchema,
      {
        branch: 'didube',
        flights: ['x'],
        city: '',
        address: '',
        thirdParty: true,
        name: '',
        phone: '',
      },
    ],
  ] as [string, ISchema<unknown, AnyObject>, Record<string, unknown>][])(
    "the form's %s",
    async (_, schema, values) => {
      await expect(schema.validate(stretched(values), { abortEarly: false })).rejects.toThrow();
      expect(Math.max(...lengths)).toBeLessThanOrEqual(LONGEST_TESTED);
    },
  );
});

describe('the HTTP server with a long organisation name', () => {
  const server = realHttpServer();

  /** Status and the milliseconds it took, over node's own client. */
  function timed(
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ) {
    const url = new URL(server.api.url);
    const started = performance.now();
    return new Promise<{ status: number; ms: number }>((resolve, reject) => {
      const request = http.request(
        { host: url.hostname, port: url.port, method, path, headers },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  it.each(['orgName', 'orgNameEn'])('answers a 40,000-character %s at once', async (field) => {
    const value = field === 'orgName' ? `${'ა'.repeat(LONG)}!` : `${'a'.repeat(LONG)}!`;
    const form = multipart(signUpBody({ type: 2, indEntrepreneur: 'false', [field]: value }), {
      content: '%PDF-1.4\n%%EOF\n',
      type: 'application/pdf',
      name: 'extract.pdf',
    });
    const signUp = timed('POST', '/api/authorization/signupFile', form.body, form.headers);
    const news = timed('GET', '/api/news/gets/0/1');
    const [refused, next] = await Promise.all([signUp, news]);
    expect(refused.status).toBe(400);
    expect(refused.ms).toBeLessThan(1_000);
    expect(next.ms).toBeLessThan(1_000);
  });
});

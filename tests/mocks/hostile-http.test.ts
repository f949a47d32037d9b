/**
 * Hostile input against the real HTTP server of mocks/http-server.ts (not msw's interception):
 * every operation of openapi.yaml and of the demo console's mocks/demo-openapi.yaml (/__demo),
 * with a valid token and without, gets prototype keys, objects and arrays where strings belong,
 * 1 MB bodies, wrong content types, broken multipart, huge and malformed path ids, and three
 * 500 KB requests on one keep-alive connection. Every answer must come within a few seconds,
 * never be a 5xx, carry no stack trace or file path, and be JSON in the error shape of its
 * document when it is an error. Operations are read from both documents, so a new one is covered
 * without editing this file.
 */
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { courierOrderSchema, updateProfileSchema } from '@mocks/lib/schemas';
import { loadContract, operations, type Doc, type Operation } from '../contract/openapi';
import { multipart, pdfFile, realHttpServer } from './helpers';

type Json = Record<string, unknown>;

// ------------------------------------------------------------------ the contracts as data
/** The demo console's controls: their own document, never in openapi.yaml. */
const demoOperations = loadContract('mocks/demo-openapi.yaml').operations;
const allOperations = [...operations, ...demoOperations];
const isDemo = (op: Operation) => op.path.startsWith('/__demo/');

/** The document the helpers below read (set per operation). */
let doc: Doc;

function at(ref: string): Json {
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => (node[key] ?? {}) as Json, doc);
}

/** A schema, parameter or request body with its $ref followed. */
function deref(node: unknown): Json {
  let current = (node ?? {}) as Json;
  while (typeof current.$ref === 'string') current = at(current.$ref);
  return current;
}

function isStringSchema(node: unknown): boolean {
  const schema = deref(node);
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('string')) return schema.format !== 'binary';
  if (Array.isArray(schema.enum)) return schema.enum.every((v) => typeof v === 'string');
  const parts = [schema.allOf, schema.oneOf, schema.anyOf].flatMap((p) => (p ?? []) as unknown[]);
  return parts.some(isStringSchema);
}

const isStringArray = (node: unknown) => {
  const schema = deref(node);
  return schema.type === 'array' && isStringSchema(schema.items);
};

function sample(node: unknown): unknown {
  const schema = deref(node);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples)) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = ([] as unknown[]).concat(schema.type ?? 'string')[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return synthesize(schema);
  return 'x';
}

/** The properties of a schema, those of its allOf parts included. */
function propertiesOf(schema: Json): Json {
  const parts = ((schema.allOf ?? []) as unknown[]).map((part) => propertiesOf(deref(part)));
  return Object.assign({}, ...parts, schema.properties ?? {}) as Json;
}

/** The required properties of a schema, those of its allOf parts included. */
function requiredOf(schema: Json): string[] {
  const parts = ((schema.allOf ?? []) as unknown[]).flatMap((part) => requiredOf(deref(part)));
  return [...parts, ...((schema.required ?? []) as string[])];
}

function synthesize(schema: Json): Json {
  const properties = propertiesOf(schema);
  return Object.fromEntries(Object.keys(properties).map((k) => [k, sample(properties[k])]));
}

type Media = { schema?: unknown; example?: unknown; examples?: Record<string, { value: unknown }> };

function exampleOf(media: Media | undefined): Json | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example as Json;
  const first = Object.values(media.examples ?? {})[0];
  return first ? (first.value as Json) : undefined;
}

const allMedia = () =>
  allOperations
    .filter((op) => op.doc === doc)
    .flatMap((op) => {
      const content = (deref(doc.paths[op.path]![op.method]!.requestBody).content ?? {}) as Record<
        string,
        Media
      >;
      return Object.values(content);
    });

/** An example of a request schema: from any operation that documents one, else made up. */
function exampleFor(schemaNode: unknown): Json {
  const ref = (schemaNode as Json).$ref;
  for (const media of allMedia()) {
    const example = exampleOf(media);
    if (example && ref !== undefined && (media.schema as Json | undefined)?.$ref === ref)
      return example;
  }
  return synthesize(deref(schemaNode));
}

interface BodySpec {
  kind: 'json' | 'multipart';
  example: Json;
  /** the schema requires no field, so `{}` is a valid body */
  nothingRequired: boolean;
  /** fields typed string, and fields that are arrays of strings */
  strings: string[];
  stringArrays: string[];
}

function bodyOf(op: Operation): BodySpec | null {
  doc = op.doc;
  const content = (deref(doc.paths[op.path]![op.method]!.requestBody).content ?? {}) as Record<
    string,
    Media
  >;
  let kind: BodySpec['kind'];
  let schemaNode: unknown;
  let example: Json | undefined;
  if (content['application/json']) {
    kind = 'json';
    schemaNode = content['application/json'].schema;
    example = exampleOf(content['application/json']);
  } else if (content['multipart/form-data']) {
    kind = 'multipart';
    const form = deref(content['multipart/form-data'].schema);
    schemaNode = deref((form.properties as Json | undefined)?.inputs).contentSchema;
  } else {
    return null;
  }
  const schema = deref(schemaNode);
  const properties = propertiesOf(schema);
  return {
    kind,
    example: example ?? exampleFor(schemaNode),
    nothingRequired: requiredOf(schema).length === 0,
    strings: Object.keys(properties).filter((k) => isStringSchema(properties[k])),
    stringArrays: Object.keys(properties).filter((k) => isStringArray(properties[k])),
  };
}

/** Path parameters of an operation with their documented example. */
function pathParams(op: Operation): Record<string, string> {
  doc = op.doc;
  const operation = doc.paths[op.path]![op.method]! as Json;
  const declared = [
    ...((doc.paths[op.path]!.parameters ?? []) as unknown[]),
    ...((operation.parameters ?? []) as unknown[]),
  ].map(deref);
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return Object.fromEntries(
    names.map((name) => {
      const param = declared.find((p) => p.name === name) ?? {};
      const value = param.example ?? sample(param.schema);
      return [name, encodeURIComponent(String(value))];
    }),
  );
}

const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');

/** The error codes of the operation's document (the demo console has codes of its own). */
const errorCodes = (op: Operation) => {
  doc = op.doc;
  const name = isDemo(op) ? 'DemoErrorCode' : 'ErrorCode';
  return new Set(deref(at(`#/components/schemas/${name}`)).enum as string[]);
};

// ------------------------------------------------------------------ hostile input
const MB = 1_048_576;
const JSON_TYPE = { 'Content-Type': 'application/json' };
/** Keys that must never reach a prototype; "polluted" is checked on Object.prototype at the end. */
const PROTO = '"__proto__":{"polluted":"yes","email":"AX10001","password":"demo1234"}';
const CONSTRUCTOR = '"constructor":{"prototype":{"polluted":"yes"}},"prototype":{"polluted":"yes"}';
const SHADOWS = '"toString":1,"valueOf":{},"hasOwnProperty":"x","isPrototypeOf":[]';
/** An object where a string belongs: it shadows the methods that casting would call. */
const OBJECT = `{"toString":1,"valueOf":1,${PROTO}}`;
const PATH_VALUES = [
  'x'.repeat(5000),
  '%ff',
  '%E0%A4%A',
  '%',
  '%00',
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
];

/** JSON text of `example` with raw `members` (JSON text) in front of its own. */
function withMembers(members: string, example: Json): string {
  const rest = JSON.stringify(example).slice(1);
  return rest === '}' ? `{${members}}` : `{${members},${rest}`;
}

/** JSON text of `example` with field `key` set to raw JSON text. */
function withRaw(example: Json, key: string, raw: string): string {
  const marker = '__RAW_VALUE__';
  return JSON.stringify({ ...example, [key]: marker }).replace(`"${marker}"`, raw);
}

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

interface Case {
  name: string;
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** a 2xx is fine: the hostile part is legitimately ignored */
  harmless?: boolean;
}

/** Hostile values of every string field of `example`, as JSON texts. */
function stringFieldTexts(spec: BodySpec): [string, string][] {
  return [
    ...spec.strings.flatMap((key): [string, string][] => [
      [`${key} = object`, withRaw(spec.example, key, OBJECT)],
      [`${key} = array`, withRaw(spec.example, key, '["a",{"b":1}]')],
      [`${key} = 60 KB`, withRaw(spec.example, key, JSON.stringify('ა'.repeat(20_000)))],
    ]),
    ...spec.stringArrays.map((key): [string, string] => [
      `${key}[0] = object`,
      withRaw(spec.example, key, `[${OBJECT}]`),
    ]),
  ];
}

function jsonCases(spec: BodySpec): Case[] {
  const example = JSON.stringify(spec.example);
  return [
    { name: '__proto__ key', body: withMembers(PROTO, spec.example), harmless: true },
    { name: 'constructor.prototype', body: withMembers(CONSTRUCTOR, spec.example), harmless: true },
    { name: 'Object.prototype names', body: withMembers(SHADOWS, spec.example), harmless: true },
    { name: 'only __proto__', body: `{${PROTO}}`, harmless: spec.nothingRequired },
    ...stringFieldTexts(spec).map(([name, body]) => ({ name, body })),
    { name: '1 MB body', body: JSON.stringify({ ...spec.example, x: 'a'.repeat(MB + 10) }) },
    { name: 'nested 5000 deep', body: nested(5000) },
    { name: '[ × 200000', body: '['.repeat(200_000) },
    { name: 'empty', body: '' },
    { name: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
    ...['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'].map(
      (type) => ({ name: `as ${type}`, body: example, headers: { 'Content-Type': type } }),
    ),
    { name: 'no content type', body: example, headers: {} },
  ].map((c) => ({ headers: JSON_TYPE, ...c }));
}

function multipartCases(spec: BodySpec): Case[] {
  const form = (inputs: string, file: typeof pdfFile | null = pdfFile) => {
    const { body, headers } = multipart(inputs, file ?? undefined);
    return { body, headers };
  };
  const boundary = { 'Content-Type': 'multipart/form-data; boundary=b' };
  const part = (name: string, value: string) =>
    `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return [
    { name: '__proto__ in inputs', ...form(withMembers(PROTO, spec.example)), harmless: true },
    {
      name: 'constructor.prototype in inputs',
      ...form(withMembers(CONSTRUCTOR, spec.example)),
      harmless: true,
    },
    { name: 'only __proto__ in inputs', ...form(`{${PROTO}}`) },
    ...stringFieldTexts(spec).map(([name, inputs]) => ({
      name: `inputs.${name}`,
      ...form(inputs),
    })),
    { name: 'inputs nested 5000 deep', ...form(nested(5000)) },
    { name: 'inputs not JSON', ...form('{oops') },
    { name: 'no file', ...form(JSON.stringify(spec.example), null) },
    {
      name: '1 MB file of a wrong type',
      ...form(JSON.stringify(spec.example), {
        content: 'a'.repeat(MB),
        type: 'text/x',
        name: 'a.sh',
      }),
    },
    {
      name: '4.5 MB body',
      ...form(JSON.stringify(spec.example), { ...pdfFile, content: 'a'.repeat(4.5 * MB) }),
    },
    {
      name: 'no boundary',
      body: part('inputs', '{}'),
      headers: { 'Content-Type': 'multipart/form-data' },
    },
    { name: 'garbage', body: 'no multipart here', headers: boundary },
    {
      name: 'no closing boundary',
      body: part('inputs', JSON.stringify(spec.example)),
      headers: boundary,
    },
    {
      name: 'another boundary',
      body: `${part('inputs', '{}')}--b--\r\n`.replaceAll('--b', '--c'),
      headers: boundary,
    },
    { name: 'empty', body: '', headers: boundary },
    { name: 'as JSON', body: JSON.stringify(spec.example), headers: JSON_TYPE },
  ];
}

/** A body sent to an operation that takes none: ignoring it is fine. */
const ignoredBodyCases = (): Case[] =>
  [
    { name: '__proto__ body', body: `{${PROTO},${CONSTRUCTOR}}`, headers: JSON_TYPE },
    { name: '1 MB body', body: 'a'.repeat(MB + 10), headers: JSON_TYPE },
    { name: 'text body', body: 'x', headers: { 'Content-Type': 'text/plain' } },
    {
      name: 'broken multipart',
      body: '--x\r\n',
      headers: { 'Content-Type': 'multipart/form-data' },
    },
  ].map((c) => ({ ...c, harmless: true }));

function pathCases(op: Operation): Case[] {
  const valid = pathParams(op);
  const names = Object.keys(valid);
  if (names.length === 0) return [];
  return PATH_VALUES.flatMap((value) => {
    const label = value.length > 20 ? `${value.length} characters` : value;
    const all = { ...valid, ...Object.fromEntries(names.map((n) => [n, value])) };
    const single = names.length > 1 ? names : [];
    return [
      { name: `every path id = ${label}`, path: fill(op.path, all) },
      ...single.map((n) => ({
        name: `${n} = ${label}`,
        path: fill(op.path, { ...valid, [n]: value }),
      })),
    ];
  });
}

function casesOf(op: Operation): Case[] {
  doc = op.doc;
  const spec = bodyOf(op);
  const bodies = !spec
    ? ignoredBodyCases()
    : spec.kind === 'json'
      ? jsonCases(spec)
      : multipartCases(spec);
  return [...pathCases(op), ...bodies];
}

// ------------------------------------------------------------------ transport
const server = realHttpServer();

interface Answer {
  status: number;
  type: string;
  text: string;
  reused: boolean;
}

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

/** Runs `tasks` with at most `limit` at a time. */
async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
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
function problem(answer: Answer, harmless: boolean, codes: Set<string>): string | null {
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

// ------------------------------------------------------------------ tests

describe('the HTTP server under hostile input', () => {
  // tests/setup.ts restores the seed and clears the demo console's faults before each test, so
  // what a /__demo case changes (latency, offline mode, data) ends with its operation.
  it('covers every operation of openapi.yaml and of mocks/demo-openapi.yaml', () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(demoOperations.length).toBeGreaterThanOrEqual(20);
  });

  it.each(allOperations.map((op) => [op.operationId, op] as const))(
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

  it.each(allOperations.map((op) => [op.operationId, op] as const))(
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
});

describe('the measured bugs', () => {
  const agent = new http.Agent({ keepAlive: true });
  afterAll(() => agent.destroy());
  const post = (path: string, body: string, token?: string) =>
    send(agent, { name: path, method: 'POST', path, headers: JSON_TYPE, body }, token);

  it('credentials only in __proto__ do not sign in', async () => {
    const answer = await post('/api/authorization/signin', `{${PROTO}}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, code: 'validation_error' });
  });

  it('an object where a string belongs is a 400 validation_error', async () => {
    const token = await signIn(agent);
    const city = '{"city":{"toString":1},"phone":"599000000","address":"x"}';
    for (const path of [
      '/api/authorization/signup',
      '/api/authorization/updateprofile',
      '/api/courier/create',
    ]) {
      const answer = await post(path, city, token);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(JSON.parse(answer.text)).toMatchObject({ code: 'validation_error' });
    }
  });

  it('string fields reject an object that shadows toString, without throwing', async () => {
    const shadowing = { toString: 1, valueOf: 1, trim: 1 };
    const profile = { city: shadowing, phone: '599000000', address: 'x' };
    await expect(updateProfileSchema.validate(profile)).rejects.toBeInstanceOf(ValidationError);
    const order = { ids: [shadowing], sq1: 'x', city: '_TBILISI_', address: 'x', name: 'x' };
    await expect(
      courierOrderSchema.validate({ ...order, phone: '599000000', branches: 'didube' }),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('malformed percent-encoding is a JSON 400, not an HTML page', async () => {
    const answer = await send(agent, { name: '%ff', method: 'GET', path: '/api/news/get/%ff' });
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, code: 'validation_error' });
  });

  it('a method fetch cannot represent does not take the server down', async () => {
    const trace = await send(agent, { name: 'TRACE', method: 'TRACE', path: '/api/news/gets/0/1' });
    expect(trace.status).toBe(404);
    const after = await send(agent, { name: 'after', method: 'GET', path: '/api/news/gets/0/1' });
    expect(after.status).toBe(200);
  });

  it('a header over 16 KB is a JSON 431', async () => {
    const answer = await send(new http.Agent(), {
      name: 'big header',
      method: 'GET',
      path: '/api/news/gets/0/1',
      headers: { 'X-Big': 'x'.repeat(20_000) },
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, code: 'validation_error' });
  });
});

describe('the request log', () => {
  it('logs one line per request: method, path, status and time', async () => {
    const agent = new http.Agent();
    await signIn(agent);
    agent.destroy();
    await expect
      .poll(() => server.logged.at(-1))
      .toMatch(/^POST \/api\/authorization\/signin 200 \d+ms$/);
  });

  it('logs the demo controls alike', async () => {
    const agent = new http.Agent();
    await send(agent, { name: 'faults', method: 'GET', path: '/__demo/faults?x=1' });
    agent.destroy();
    await expect.poll(() => server.logged.at(-1)).toMatch(/^GET \/__demo\/faults 200 \d+ms$/);
  });

  it('never let a prototype be polluted', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(({} as Json).polluted).toBeUndefined();
  });
});

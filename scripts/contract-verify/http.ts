/**
 * Requests built from an operation and an input, sent with fetch, and the answer checked against
 * what the contract declares: the status, the declared headers and the body's schema.
 */
import {
  describeErrors,
  escapePointer,
  type Contract,
  type Node,
  type Operation,
} from './contract';

/** A file part of a multipart body. */
export interface FilePart {
  file: { name: string; type: string; bytes: Uint8Array };
}
/** A multipart part sent as JSON text (`contentMediaType: application/json`). */
export interface JsonPart {
  json: unknown;
}
export type Part = string | FilePart | JsonPart;

export type Body = { json: unknown } | { parts: Record<string, Part> };

/** What a case sends: parameter values (omitted when undefined) and the body. */
export interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: Body;
}

/** Where each kind of path is served (the contract's `servers` names three bases). */
export interface Bases {
  api: string;
  rates: string;
  site: string;
}

/** The status a case expects: one, or any success. */
export type Expected = number | '2xx';

export interface Checked {
  /** the body: parsed JSON, text, or null when empty */
  body: unknown;
  /** the error body's `code: message`, when it has them (for messages) */
  error: string | null;
  /** what is not as the contract and the case say; empty when all holds */
  problems: string[];
}

/** Each request's deadline: a hung backend fails its case instead of the run. */
const REQUEST_TIMEOUT_MS = 15_000;

export const isFilePart = (part: Part): part is FilePart =>
  typeof part === 'object' && 'file' in part;
export const isJsonPart = (part: Part): part is JsonPart =>
  typeof part === 'object' && 'json' in part;

export function baseOf(bases: Bases, path: string): string {
  if (path.startsWith('/api2/')) return bases.rates;
  if (path.startsWith('/api/')) return bases.api;
  return bases.site;
}

export function urlOf(bases: Bases, op: Operation, input: Input): URL {
  const path = op.path.replace(/\{([^{}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input.path[name] ?? '')),
  );
  const url = new URL(path.replace(/^\//, ''), `${baseOf(bases, op.path)}/`);
  for (const [name, value] of Object.entries(input.query))
    if (value !== undefined) url.searchParams.set(name, String(value));
  return url;
}

function encodeBody(body: Body | undefined): { init: BodyInit | undefined; type?: string } {
  if (!body) return { init: undefined };
  if ('json' in body) return { init: JSON.stringify(body.json), type: 'application/json' };
  const form = new FormData();
  for (const [name, part] of Object.entries(body.parts)) {
    if (isFilePart(part)) {
      const { bytes, type, name: fileName } = part.file;
      form.append(name, new Blob([new Uint8Array(bytes)], { type }), fileName);
    } else form.append(name, isJsonPart(part) ? JSON.stringify(part.json) : part);
  }
  // fetch sets multipart/form-data with its boundary itself.
  return { init: form };
}

export async function send(
  bases: Bases,
  op: Operation,
  input: Input,
  token: string | null,
): Promise<Response> {
  const { init, type } = encodeBody(input.body);
  const headers: Record<string, string> = {};
  if (type) headers['Content-Type'] = type;
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(urlOf(bases, op, input), {
    method: op.method,
    headers,
    body: init,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

const mediaTypeOf = (response: Response) =>
  (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

/** The declared media type a response's type matches (exact, `type/*` or `*\/*`). */
function declaredMediaType(content: Node, type: string): string | undefined {
  const keys = Object.keys(content);
  return (
    keys.find((key) => key.toLowerCase() === type) ??
    keys.find((key) => key.toLowerCase() === `${type.split('/')[0]}/*`) ??
    keys.find((key) => key === '*/*')
  );
}

async function readBody(response: Response, type: string): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!isJsonType(type)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`the body is not JSON: ${text.slice(0, 80)}`);
  }
}

function errorSummary(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return null;
  return typeof message === 'string' ? `${code}: ${message}` : code;
}

/** Problems of the declared response headers: missing required ones, values off their schema. */
function headerProblems(contract: Contract, responsePointer: string, response: Response): string[] {
  const headers = contract.at(`${responsePointer}/headers`);
  if (typeof headers !== 'object' || headers === null) return [];
  return Object.keys(headers).flatMap((name) => {
    if (name.toLowerCase() === 'content-type') return [];
    const pointer = contract.canonical(`${responsePointer}/headers/${escapePointer(name)}`);
    const header = contract.at(pointer) as Node;
    const value = response.headers.get(name);
    if (value === null) return header.required === true ? [`header ${name} is missing`] : [];
    if (typeof header.schema !== 'object') return [];
    const schemaPointer = `${pointer}/schema`;
    const type = (contract.resolved<{ type?: unknown }>(schemaPointer).type ?? '') as string;
    const typed = /^(integer|number)$/.test(type) && value.trim() !== '' ? Number(value) : value;
    return describeErrors(contract.validate(schemaPointer, typed)).map(
      (problem) => `header ${name}: ${problem.replace(/^\(body\) /, '')}`,
    );
  });
}

/**
 * Checks an answer: its status is one the operation declares and the one the case expects, its
 * declared headers are there, and its body matches the schema of its status and media type.
 */
export async function check(
  contract: Contract,
  op: Operation,
  response: Response,
  expect: Expected,
): Promise<Checked> {
  const status = response.status;
  const type = mediaTypeOf(response);
  let body: unknown = null;
  let unreadable: string | null = null;
  try {
    body = await readBody(response, type);
  } catch (error) {
    unreadable = (error as Error).message;
  }
  const error = errorSummary(body);
  const problems: string[] = [];
  const done = () => ({ body, error, problems });
  const pointer = contract.responsePointer(op, status);
  if (!pointer) {
    problems.push(`status ${status} is not declared (declared: ${op.statuses.join(', ')})`);
    return done();
  }
  const expected = expect === '2xx' ? status >= 200 && status < 300 : status === expect;
  if (!expected) problems.push(`expected ${expect}, got ${status}${error ? ` (${error})` : ''}`);
  problems.push(...headerProblems(contract, pointer, response));
  if (unreadable) problems.push(unreadable);
  const content = contract.at(`${pointer}/content`);
  if (unreadable || typeof content !== 'object' || content === null) return done();
  const declaredType = declaredMediaType(content as Node, type);
  if (!declaredType) {
    const declared = Object.keys(content).join(', ');
    problems.push(`content-type "${type}" is not declared (declared: ${declared})`);
    return done();
  }
  const schemaPointer = `${pointer}/content/${escapePointer(declaredType)}/schema`;
  if (contract.at(schemaPointer) !== undefined)
    problems.push(...describeErrors(contract.validate(schemaPointer, body)));
  return done();
}

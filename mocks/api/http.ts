/**
 * The one place for the HTTP plumbing of the emulated backend: typed JSON answers and
 * ErrorResponse helpers, body readers that turn garbage into 400 instead of exceptions (size
 * limits, content types, prototype keys, values of the wrong type), paging of {skip}/{limit}, the
 * bearer-token guard and the top-level wrappers that turn unexpected exceptions into a JSON 500
 * and store the database after a successful write (`httpWrappers`, made for each mock backend).
 */
import {
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type JsonBodyType,
  type PathParams,
} from 'msw';
import { ValidationError, type Schema } from 'yup';
import type { ErrorCode, ErrorResponse } from '@/api';
import { fileRuleBroken, MAX_FILE_BYTES } from '@/shared/rules/files';
import { LIMIT_MAX, SKIP_MAX } from '@/shared/rules/ids';
import { db, type UserRow } from '../db/collections';
import { liveSession } from './sessions';

// ------------------------------------------------------------------ answers
const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  validation_error: 'Fill all required fields',
  invalid_credentials: 'Wrong AX code, email or password',
  unauthorized: 'Token is missing or invalid',
  not_found: 'Not found',
  email_or_user_id_already_registred: 'Email is already registered',
  passport_id_already_registred: 'ID number is already registered',
  INCORECT_FILE_TYPE: 'Not a valid PNG, JPG or PDF file',
  file_too_large: 'File size should not exceed 3 MB',
  file_required:
    'The shop invoice file is required for parcels of 300 GEL or more, or with customs clearance',
  email_not_found: 'Email not found',
  old_password_incorrect: 'Old password incorrect',
  passwords_do_not_match: 'Passwords do not match',
  product_already_added: 'This tracking number has already been added',
  product_not_deletable: 'Only parcels in "Waiting" can be deleted',
  product_not_editable: 'This parcel can no longer be edited',
  not_enough_money: 'Not enough money on the balance',
  nothing_to_pay: 'Nothing to pay',
  payment_start_failed: 'The payment could not be started. Please contact the operator.',
  user_have_not_products: 'You have no arrived parcels at this branch to deliver',
  product_unpaid: 'The fee of the selected flights is unpaid',
  no_flights_selected: 'Select at least one flight',
  branch_required: 'Choose a branch',
  too_many_requests: 'Too many attempts, try again later',
  internal_error: 'Unexpected error in the mock backend',
  storage_full: 'No room for more files',
  password_too_common: 'This password is too common',
};

export type ErrorAnswer = HttpResponse<ErrorResponse>;

/** A 200 JSON answer; build `body` as a contract type so drift is a compile error. */
export function ok<T extends JsonBodyType>(body: T): HttpResponse<T> {
  return HttpResponse.json<T>(body);
}

export function apiError(
  status: number,
  code: ErrorCode,
  message?: string,
  headers?: Record<string, string>,
): ErrorAnswer {
  return HttpResponse.json<ErrorResponse>(
    { success: false, code, message: message ?? DEFAULT_MESSAGES[code] },
    { status, headers },
  );
}

export const badRequest = (code: ErrorCode = 'validation_error', message?: string) =>
  apiError(400, code, message);
export const unauthorized = () => apiError(401, 'unauthorized');
export const notFound = (code: ErrorCode = 'not_found', message?: string) =>
  apiError(404, code, message);

/** 500 for a bug in a handler (the contract's `internal_error`): an answer, never a crash. */
function internalError(error: unknown): HttpResponse<never> {
  console.error('[mock backend] unexpected error', error);
  return apiError(500, 'internal_error') as unknown as HttpResponse<never>;
}

// ------------------------------------------------------------------ readers
/** Either the parsed value or the 400 answer to return; readers never throw. */
export type Parsed<T> = { data: T; error?: undefined } | { data?: undefined; error: ErrorAnswer };

const invalid = (message?: string): { error: ErrorAnswer } => ({
  error: badRequest('validation_error', message),
});

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON body is at most 1 MiB; a longer one is refused (400 validation_error) unread. */
export const MAX_JSON_BYTES = 1_048_576;
/**
 * Upload rules of docs/product.md#files (src/shared/rules/files.ts): png, jpg or pdf, under 3022117
 * bytes.
 */
export { MAX_FILE_BYTES };
/** A multipart body is one file and its JSON `inputs`; anything longer is refused unread. */
export const MAX_MULTIPART_BYTES = MAX_FILE_BYTES + MAX_JSON_BYTES;
/** Nesting deeper than this is no request of the contract. */
const MAX_DEPTH = 32;

/**
 * Keys dropped from every decoded body, at any depth: `__proto__`, `constructor`, `prototype`
 * and every other member of Object.prototype (`toString`, `valueOf`, …). None is a field of the
 * contract; kept, they would reach prototypes or shadow the methods that casting calls.
 */
const UNSAFE_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

class TooDeep extends Error {}

/** A copy of decoded JSON without UNSAFE_KEYS; throws TooDeep past MAX_DEPTH. */
function sanitize(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) throw new TooDeep();
  if (Array.isArray(value)) return value.map((item: unknown) => sanitize(item, depth + 1));
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!UNSAFE_KEYS.has(key)) clean[key] = sanitize(item, depth + 1);
  }
  return clean;
}

/** yup messages quote the offending value: keep an answer short whatever was sent. */
const brief = (message: string) => (message.length > 300 ? `${message.slice(0, 299)}…` : message);

/**
 * Validates an already decoded value with a yup schema (unknown keys are dropped). The value is
 * sanitised first (see UNSAFE_KEYS), and any exception of the schema is a 400, never a 500.
 */
export async function validate<T>(schema: Schema<T>, raw: unknown): Promise<Parsed<T>> {
  if (!isPlainObject(raw)) return invalid('The body must be a JSON object');
  let value: unknown;
  try {
    value = sanitize(raw);
  } catch (error) {
    return invalid(error instanceof TooDeep ? 'The body is nested too deeply' : undefined);
  }
  try {
    return { data: await schema.validate(value, { abortEarly: true, stripUnknown: true }) };
  } catch (error) {
    if (error instanceof ValidationError) return invalid(brief(error.message));
    // A schema that throws on some input is a bug of its own, but the input is what is wrong.
    console.warn('[mock backend] validation threw', error);
    return invalid();
  }
}

/** Decodes JSON text; undefined when it is not JSON. */
function parseJson(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The media type of a request, lower case, without parameters. */
const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * The body as bytes, or null when it is longer than `limit` bytes: a declared Content-Length over
 * the limit is refused unread, and where the Request has a stream (`Request.body`: Chromium,
 * WebKit, Node) reading stops at the limit, the rest left to the HTTP layer (which drains it).
 * Firefox's Request has no `body` (the Fetch standard's stream is not exposed there), so the
 * bytes come from `arrayBuffer()`, which every engine has; the limit is checked after. Throws when
 * the body cannot be read.
 */
async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (!(declared <= limit)) return null;
  const stream = 'body' in request ? request.body : undefined;
  if (stream === undefined) {
    const bytes = new Uint8Array(await request.arrayBuffer());
    return bytes.byteLength > limit ? null : bytes;
  }
  if (stream === null) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return null;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a JSON body and validates it: another content type, a body over `maxBytes` (default
 * MAX_JSON_BYTES), non-JSON, wrong types or missing fields → 400 validation_error.
 */
export async function readJson<T>(
  request: Request,
  schema: Schema<T>,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): Promise<Parsed<T>> {
  const type = mediaType(request);
  if (type !== 'application/json' && !/^application\/[\w.-]+\+json$/.test(type)) {
    return invalid('The body must be JSON (Content-Type: application/json)');
  }
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBytes(request, maxBytes);
  } catch {
    return invalid('The body could not be read');
  }
  if (!bytes) return invalid(`The body must not exceed ${Math.round(maxBytes / 1_048_576)} MB`);
  let text: string;
  try {
    // JSON text is UTF-8 (RFC 8259): broken bytes are refused, not replaced by U+FFFD.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return invalid('The body must be UTF-8 text');
  }
  const parsed = parseJson(text);
  if (!parsed) return invalid('The body must be valid JSON');
  return validate(schema, parsed.value);
}

function isFile(value: FormDataEntryValue | null): value is File {
  return (
    typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function'
  );
}

export function checkFile(file: File): ErrorAnswer | null {
  const broken = fileRuleBroken(file);
  if (broken === 'type') return badRequest('INCORECT_FILE_TYPE');
  if (broken === 'size') return badRequest('file_too_large');
  return null;
}

/** The first bytes of each accepted type: PNG, JPEG and PDF. */
const SIGNATURES: [string, number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];
const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The type a file claims: its declared type, or its name's extension when the type is generic. */
function claimedType(file: File): string {
  const type = file.type.toLowerCase();
  if (type === 'image/jpg' || type === 'image/pjpeg') return 'image/jpeg';
  if (type && type !== 'application/octet-stream') return type;
  return BY_EXTENSION[/\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ''] ?? '';
}

/** The type a file's first bytes show (PNG, JPEG or PDF), or null. */
export async function sniffedType(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const sniffed = SIGNATURES.find(([, bytes]) => bytes.every((byte, i) => head[i] === byte));
  return sniffed?.[0] ?? null;
}

/** Whether a file's first bytes are those of the type it claims (PNG, JPEG or PDF). */
export async function bytesMatchType(file: File): Promise<boolean> {
  const sniffed = await sniffedType(file);
  return sniffed !== null && sniffed === claimedType(file);
}

/** The inputs, and the file with the type its bytes show (what it is stored as). */
export type MultipartBody<T> = { inputs: T; file: File | null; fileType: string | null };

/**
 * Reads a multipart body of `file` + `inputs` (JSON text validated with `schema`). A file that is
 * present is checked for type and size, and its first bytes must be those of its type; `requireFile` makes a missing file a validation_error.
 * Another content type or a broken body is a validation_error; a body over MAX_MULTIPART_BYTES
 * (only a file can make it that long) is file_too_large.
 */
export async function readMultipart<T>(
  request: Request,
  schema: Schema<T>,
  { requireFile }: { requireFile: boolean },
): Promise<Parsed<MultipartBody<T>>> {
  if (mediaType(request) !== 'multipart/form-data') {
    return invalid('The body must be multipart/form-data');
  }
  let form: FormData;
  try {
    const bytes = await readBytes(request, MAX_MULTIPART_BYTES);
    if (!bytes) return { error: badRequest('file_too_large') };
    const headers = { 'Content-Type': request.headers.get('content-type') ?? '' };
    form = await new Response(bytes, { headers }).formData();
  } catch {
    return invalid('The body must be multipart/form-data');
  }
  const rawFile = form.get('file');
  const file = isFile(rawFile) && rawFile.size > 0 ? rawFile : null;
  if (file) {
    const fileError = checkFile(file);
    if (fileError) return { error: fileError };
    // A file is what its bytes are, not what its name or type says.
    if (!(await bytesMatchType(file))) return { error: badRequest('INCORECT_FILE_TYPE') };
  } else if (requireFile) {
    return invalid('file is required');
  }
  const inputs = form.get('inputs');
  if (typeof inputs !== 'string') return invalid('inputs is required');
  const parsed = parseJson(inputs);
  if (!parsed) return invalid('inputs must be JSON text');
  const valid = await validate(schema, parsed.value);
  if (valid.error) return valid;
  return { data: { inputs: valid.data, file, fileType: file ? claimedType(file) : null } };
}

/** {skip}/{limit} path params: skip 0..SKIP_MAX, limit 1..LIMIT_MAX (the contract's bounds). */
export function parsePaging(params: {
  skip?: string | readonly string[];
  limit?: string | readonly string[];
}): Parsed<{ skip: number; limit: number }> {
  const skip = toInt(params.skip);
  const limit = toInt(params.limit);
  if (skip === null || skip > SKIP_MAX || limit === null || limit < 1 || limit > LIMIT_MAX) {
    return invalid(
      `skip must be an integer from 0 to ${SKIP_MAX} and limit an integer from 1 to ${LIMIT_MAX}`,
    );
  }
  return { data: { skip, limit } };
}

/**
 * A path param naming a record (an id, a flight number, a slug): longer than the contract's
 * maxLength is a 400, as a real server's validation answers, before any lookup.
 */
export function parseIdParam(
  value: string | readonly string[] | undefined,
  max: number,
  name: string,
): Parsed<string> {
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    return invalid(`${name} must be 1 to ${max} characters`);
  }
  return { data: value };
}

function toInt(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** A path param that must be one of `values` (e.g. a parcel status or a branch). */
export function parseEnumParam<T extends string>(
  value: string | readonly string[] | undefined,
  values: readonly T[],
  name: string,
): Parsed<T> {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? { data: value as T }
    : invalid(`${name} must be one of ${values.join(', ')}`);
}

// ------------------------------------------------------------------ wrappers
type Info<P extends PathParams, B extends DefaultBodyType> = Parameters<
  HttpResponseResolver<P, B>
>[0];
export type Answer<R extends DefaultBodyType> = HttpResponse<R> | Promise<HttpResponse<R>>;
/** A resolver as msw calls it; assignable to `HttpResponseResolver<P, B, R>` for concrete R. */
export type Resolver<P extends PathParams, B extends DefaultBodyType, R extends DefaultBodyType> = (
  info: Info<P, B>,
) => Promise<HttpResponse<R>>;

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The token of a request's `Authorization: Bearer <token>`, if it has one. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** The signed-in customer of a request, or null without a valid `Authorization: Bearer <token>`. */
export function currentUser(request: Request): UserRow | null {
  const token = bearerToken(request);
  if (!token) return null;
  const session = liveSession(token);
  return session ? (db.users.findFirst((q) => q.where({ _id: session.userId })) ?? null) : null;
}

/** The wrappers of a mock backend's handlers (mocks/handlers/backend.ts). */
export interface HttpWrappers {
  /**
   * Top-level wrapper of every handler: an unexpected exception becomes a JSON 500 instead of a
   * crash, and a successful write is stored before the answer goes out (the browser's shared
   * store, the HTTP server's file; nothing otherwise) unless `persist` is false (the demo's fault
   * settings change no data).
   */
  handle<P extends PathParams, B extends DefaultBodyType, R extends DefaultBodyType>(
    resolver: (info: Info<P, B>) => Answer<NoInfer<R>>,
    options?: { persist?: boolean },
  ): Resolver<P, B, R>;
  /**
   * `handle` for authenticated calls: 401 unauthorized without a valid token, else `user` is the
   * customer.
   */
  withAuth<P extends PathParams, B extends DefaultBodyType, R extends DefaultBodyType>(
    resolver: (info: Info<P, B> & { user: UserRow }) => Answer<NoInfer<R> | ErrorResponse>,
  ): Resolver<P, B, R | ErrorResponse>;
}

/**
 * The wrappers of one mock backend's handlers: `afterWrite` runs after each successful write
 * request, before its answer goes out (the backend's write hook).
 */
export function httpWrappers(afterWrite: () => Promise<void>): HttpWrappers {
  function handle<P extends PathParams, B extends DefaultBodyType, R extends DefaultBodyType>(
    resolver: (info: Info<P, B>) => Answer<NoInfer<R>>,
    { persist = true }: { persist?: boolean } = {},
  ): Resolver<P, B, R> {
    return async (info) => {
      try {
        const response = await resolver(info);
        if (persist && WRITE_METHODS.has(info.request.method) && response.ok) await afterWrite();
        return response;
      } catch (error) {
        return internalError(error);
      }
    };
  }

  function withAuth<P extends PathParams, B extends DefaultBodyType, R extends DefaultBodyType>(
    resolver: (info: Info<P, B> & { user: UserRow }) => Answer<NoInfer<R> | ErrorResponse>,
  ): Resolver<P, B, R | ErrorResponse> {
    return handle<P, B, R | ErrorResponse>((info) => {
      const user = currentUser(info.request);
      return user ? resolver({ ...info, user }) : unauthorized();
    });
  }

  return { handle, withAuth };
}

/**
 * The emulated backend as a real HTTP server, for integrators and for a front end served from
 * another origin: `npm run mock:server` (PORT, default 9090; 0 picks a free port, and the first
 * line says which). It is a development tool, never a production backend: it listens on
 * 127.0.0.1 unless MOCK_HOST names another interface, answers only requests for its own host names
 * (localhost, 127.0.0.1, [::1], MOCK_HOST and MOCK_ALLOWED_HOSTS), CORS only for the origins in
 * MOCK_CORS_ORIGINS (the dev server's by default; a request from any other origin gets 403), and its demo controls under /__demo/ (however
 * the path is spelled) need the X-Demo-Secret header with the secret it prints at start (MOCK_DEMO_SECRET sets it; `off`
 * switches the controls off). Same handlers as the browser and the tests, through msw's
 * `getResponse` (answerWith). Data is seeded in memory, or with MOCK_DB_FILE=path.json kept in that
 * file across restarts (mocks/demo/file.ts): a file that cannot be used stops the start with one
 * line on stderr and exit code 1. Tests import `startMockServer` and listen on an ephemeral port.
 *
 * Around the handlers, node's http layer makes sure that every answer is JSON in the contract's
 * error shape (never an HTML page or a stack trace), that a request whose body was not read (a 401
 * before the body, a body over the size limit) does not stall its keep-alive connection, and logs
 * one line per request: `POST /api/authorization/signin 200 3ms`.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, realpathSync } from 'node:fs';
import {
  createServer as createHttpServer,
  STATUS_CODES,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse, http, type RequestHandler } from 'msw';
import type { ErrorCode, ErrorResponse } from '@/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo';
import { contractFile, CONTRACT_FILES, isContractFile } from './lib/contractFiles';
import { DbFileError, openDbFile, type DbFile } from './demo/file';
import { seedDatabase } from './demo/seed';
import { createHandlers, createMockBackend, type MockBackend } from './handlers';
import { DEMO_SECRET_HEADER, secretDemoGate, type DemoGate } from './api/demoGate';
import { notFound } from './api/http';
import { CLIENT_HEADER } from './api/limits';

/** Methods answerWith can turn into a fetch Request (TRACE would throw there, and crash). */
const METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);
/** A declared body this long is refused before any handler (no request of the contract is). */
const MAX_REQUEST_BYTES = 8 * 1_048_576;
/** The longest URL msw's route matching takes (it throws on a longer one). */
const MAX_URL_LENGTH = 8192;
/** Paths are logged up to this length. */
const LOGGED_PATH = 200;

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** The dev server's origins (`npm run dev`), the only ones CORS allows unless told otherwise. */
export const DEV_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'];

export { DEMO_SECRET_HEADER };

/** The host names the server always answers to (DNS rebinding: any other name is refused). */
export const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * CORS for the listed origins only; a preflight is answered here. A request from any other
 * origin is refused with 403 before anything reads it, whatever its method and content type: a
 * page elsewhere may send a form post or a multipart body without a preflight, and without this
 * the server would do the work though the page cannot read the answer. A request without an
 * Origin (curl, a server) or from the server's own origin goes on.
 */
function answerCors(req: IncomingMessage, res: ServerResponse, origins: Set<string>): boolean {
  const origin = req.headers.origin;
  const allowed =
    origin !== undefined && (origins.has(origin) || origin === `http://${req.headers.host}`);
  res.setHeader('Vary', 'Origin');
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader(
      'Access-Control-Allow-Headers',
      `Authorization, Content-Type, ${DEMO_SECRET_HEADER}`,
    );
    res.setHeader('Access-Control-Max-Age', '600');
    // What the app reads of an answer from another origin: the wait after a 429, and the date of
    // an answer, which tells how old kept public data is (src/shared/components/DataAge.tsx).
    res.setHeader('Access-Control-Expose-Headers', 'Date, Retry-After');
  }
  if (origin !== undefined && !allowed) {
    sendError(res, 403, 'unauthorized', 'This origin may not call the mock backend');
    return true;
  }
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.writeHead(204).end();
  return true;
}

/**
 * A request path as the handlers may read it: percent-decoded (until nothing changes), dot
 * segments resolved, backslashes read as slashes, runs of slashes collapsed, lower case.
 */
export function normalisedPath(rawUrl: string): string {
  let path = rawUrl.split(/[?#]/, 1)[0]!;
  for (let i = 0; i < 5; i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/**
 * The demo controls' gate at the door: any path that could reach a demo handler (`__demo`
 * anywhere in it, however spelled) needs the secret. The handlers ask the same gate themselves
 * (api/demoGate.ts); this one also keeps such requests from everything else. True when answered.
 */
function guardDemo(req: IncomingMessage, res: ServerResponse, gate: DemoGate): boolean {
  if (!normalisedPath(req.url ?? '/').includes('__demo')) return false;
  const secret = req.headers[DEMO_SECRET_HEADER.toLowerCase()];
  const headers = new Headers();
  try {
    if (typeof secret === 'string') headers.set(DEMO_SECRET_HEADER, secret);
  } catch {
    // A value fetch refuses is no secret: the gate refuses without it.
  }
  const refused = gate(new Request('http://localhost/__demo', { headers }));
  if (!refused) return false;
  void refused.text().then((body) => {
    res.writeHead(refused.status, { 'Content-Type': 'application/json' });
    res.end(body);
  });
  return true;
}

/** The host name of a Host header (`[::1]:9090` → `[::1]`), lower case; null when malformed. */
function hostNameOf(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/i.exec(header.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/**
 * Only requests for the server's own host names are answered: a web page that points a name of
 * its own at 127.0.0.1 (DNS rebinding) gets a refusal, never the data. True when refused.
 */
function refuseForeignHost(
  req: IncomingMessage,
  res: ServerResponse,
  hosts: ReadonlySet<string>,
): boolean {
  const name = hostNameOf(req.headers.host);
  if (name !== null && hosts.has(name)) return false;
  sendError(
    res,
    403,
    'unauthorized',
    `This mock server answers only for ${[...hosts].join(', ')}; add a host name to MOCK_ALLOWED_HOSTS`,
  );
  return true;
}

const errorBody = (code: ErrorCode, message: string) =>
  JSON.stringify({ success: false, code, message } satisfies ErrorResponse);

/** A JSON error answered by this layer, outside the handlers. */
function sendError(res: ServerResponse, status: number, code: ErrorCode, message: string): void {
  const body = errorBody(code, message);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * Why a request cannot reach the handlers, which would otherwise throw on it: a method fetch
 * refuses, a URL or Host that is no URL, headers fetch refuses, malformed percent-encoding in the
 * path (the route matcher decodes it), a URL over MAX_URL_LENGTH, or a body declared over
 * MAX_REQUEST_BYTES.
 */
function refusal(req: IncomingMessage): [number, ErrorCode, string] | null {
  const method = req.method ?? '';
  if (!METHODS.has(method)) return [404, 'not_found', 'No such endpoint in the mock backend'];
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    new Request(url, { method, headers: new Headers(req.headers as Record<string, string>) });
  } catch {
    return [400, 'validation_error', 'Malformed request'];
  }
  try {
    decodeURIComponent(url.pathname);
  } catch {
    return [400, 'validation_error', 'Malformed percent-encoding in the path'];
  }
  if (url.href.length > MAX_URL_LENGTH) return [414, 'validation_error', 'The URL is too long'];
  if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
    return [413, 'validation_error', 'The request body is too large'];
  }
  return null;
}

/**
 * Once the answer is sent, the rest of an unread body is read and dropped, so that the next
 * request on a keep-alive connection is parsed. Node does this by itself for a body nobody
 * touched, but answerWith always hands the body to the handlers as a stream, which stays
 * paused when a handler answers without reading it (e.g. a 401).
 */
function drainAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (req.complete || req.destroyed) return;
    req.removeAllListeners('data');
    req.resume();
  });
}

/** `METHOD /path STATUS 12ms` (without the query string) once the answer is sent or abandoned. */
function logRequest(req: IncomingMessage, res: ServerResponse, log: (line: string) => void): void {
  const started = performance.now();
  res.once('close', () => {
    const raw = (req.url ?? '').split('?')[0]!;
    const path = raw.length > LOGGED_PATH ? `${raw.slice(0, LOGGED_PATH)}…` : raw;
    const ms = Math.round(performance.now() - started);
    const aborted = res.writableFinished ? '' : ' (aborted)';
    log(`${req.method ?? '-'} ${path} ${res.statusCode} ${ms}ms${aborted}`);
  });
}

/**
 * A network error of a handler (`HttpResponse.error()`, the demo console's faults) reaches node as
 * status 0, which it cannot send: the connection is dropped without an answer instead, as a
 * broken network would (the client sees a reset socket; the log shows status 0, aborted).
 */
function dropOnNetworkError(res: ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (res.statusCode !== 0) return end(...args);
    res.destroy();
    return res;
  }) as ServerResponse['end'];
}

/**
 * A request the HTTP parser rejects (a header over 16 KB, garbage instead of HTTP) gets a JSON
 * answer too, unless an answer on that connection has already begun.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // `_httpMessage` is the in-flight answer of the connection; node's own handler checks it too.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = errorBody('validation_error', 'Malformed request');
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The contract the server answers by, for tools that import it by URL. */
const SPEC_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'openapi.yaml');

/** Answers GET and HEAD /openapi.yaml and /openapi.json; false for any other request. */
function serveContract(req: IncomingMessage, res: ServerResponse): boolean {
  const name = (req.url ?? '').split('?', 1)[0]!.slice(1);
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isContractFile(name)) return false;
  contractFile(name, SPEC_PATH).then(
    (body) => {
      res.writeHead(200, { 'Content-Type': CONTRACT_FILES[name], 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    (error: unknown) => {
      console.error('[mock backend] cannot read the contract', error);
      sendError(res, 500, 'internal_error', 'The contract cannot be read');
    },
  );
  return true;
}

/**
 * The handlers answer a request as they answer the app in the browser: msw's `getResponse` turns
 * it into a fetch Request and finds the handler's answer (the last handler answers any path), which
 * goes out as it is, streamed. A network error (`HttpResponse.error()`) has status 0, which
 * dropOnNetworkError turns into a dropped connection. Never failing by design (handlers answer
 * their own errors): anything unexpected is a 500 without details.
 */
function answerWith(handlers: RequestHandler[]): Listener {
  return (req, res) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const method = req.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(new URL(req.url ?? '/', origin), {
      method,
      headers: new Headers(req.headers as Record<string, string>),
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types lack it.
      duplex: 'half',
    });
    getResponse(handlers, request, { baseUrl: origin })
      .then((response) => {
        if (!response) throw new Error(`no handler answered ${method} ${req.url}`);
        res.statusCode = response.status;
        if (response.statusText) res.statusMessage = response.statusText;
        response.headers.forEach((value, name) => res.appendHeader(name, value));
        if (response.body) Readable.fromWeb(response.body as WebReadableStream).pipe(res);
        else res.end();
      })
      .catch((error: unknown) => {
        console.error('[mock backend] unexpected error', error);
        if (res.headersSent) res.destroy();
        else sendError(res, 500, 'internal_error', 'Unexpected error in the mock backend');
      });
  };
}

/** `backend`'s handlers behind CORS and the guards above; anything unexpected is a bare JSON 500. */
function createListener(
  backend: MockBackend,
  log: (line: string) => void,
  origins: Set<string>,
  demoSecret: string | null,
  hosts: ReadonlySet<string>,
): Listener {
  const demoGate = secretDemoGate(demoSecret);
  /** Anything else is a JSON 404 in the contract's error shape. */
  const fallback = http.all(
    '*',
    backend.handle(() => notFound('not_found', 'No such endpoint in the mock backend')),
  );
  const app = answerWith([...createHandlers(backend, demoGate), fallback]);

  return (req, res) => {
    logRequest(req, res, log);
    drainAfterAnswer(req, res);
    dropOnNetworkError(res);
    try {
      if (refuseForeignHost(req, res, hosts)) return;
      if (answerCors(req, res, origins)) return;
      if (serveContract(req, res)) return;
      if (guardDemo(req, res, demoGate)) return;
      const refused = refusal(req);
      if (!refused) {
        // The client's address, for the limits on attempts; never what the client claims.
        req.headers[CLIENT_HEADER] = req.socket.remoteAddress ?? 'unknown';
        app(req, res);
        return;
      }
      const [status, code, message] = refused;
      // Too long to drain: the connection is closed after the answer.
      if (status === 413) res.setHeader('Connection', 'close');
      sendError(res, status, code, message);
    } catch (error) {
      console.error('[mock backend] unexpected error', error);
      if (res.headersSent) res.destroy();
      else sendError(res, 500, 'internal_error', 'Unexpected error in the mock backend');
    }
  };
}

export interface MockServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** The interface to listen on: 127.0.0.1 unless another is named. */
  host?: string;
  /** The origins CORS allows (exactly, e.g. `http://127.0.0.1:5173`): DEV_ORIGINS by default. */
  corsOrigins?: readonly string[];
  /**
   * The secret the demo controls (/__demo/) ask for in X-Demo-Secret: a random one by default
   * (on the returned server); null switches the controls off.
   */
  demoSecret?: string | null;
  /**
   * Host names answered besides LOCAL_HOSTS and `host` (MOCK_ALLOWED_HOSTS, comma-separated): a
   * name under which another machine reaches this one.
   */
  allowedHosts?: readonly string[];
  /** Where the request log goes: stdout by default, `false` for none. */
  log?: ((line: string) => void) | false;
  /** Seed the database first (the default; not with `dbFile`). */
  seed?: boolean;
  /**
   * Keep the data in this JSON file: loaded at start (seeded and written when missing), saved
   * after each successful write. Rejects with a DbFileError when the file cannot be used.
   */
  dbFile?: string;
  /**
   * The state the handlers keep beside the database (mocks/handlers/backend.ts): a new one by
   * default, the server's own. The tests give vitest's (mocks/node.ts), so that msw in the test
   * and the server are one backend, reset together before each test.
   */
  backend?: MockBackend;
}

export interface MockServer {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  port: number;
  /** The database file, when there is one. */
  dbFile: DbFile | null;
  /** The demo controls' secret, or null when they are off. */
  demoSecret: string | null;
  close(): Promise<void>;
}

/** A fresh secret for the demo controls: 128 random bits. */
export const newDemoSecret = () => randomBytes(16).toString('hex');

/** Starts the mock backend over HTTP; resolves once it listens. */
export async function startMockServer({
  port = 0,
  host = '127.0.0.1',
  corsOrigins = DEV_ORIGINS,
  demoSecret = newDemoSecret(),
  allowedHosts = [],
  log = (line) => console.log(line),
  seed = true,
  dbFile: file,
  backend = createMockBackend(),
}: MockServerOptions = {}): Promise<MockServer> {
  const dbFile = file ? await openDbFile(file, backend) : null;
  if (!dbFile && seed) await seedDatabase();
  const hosts = new Set(
    [...LOCAL_HOSTS, ...allowedHosts, ...(host ? [host.includes(':') ? `[${host}]` : host] : [])]
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name && name !== '0.0.0.0' && name !== '[::]'),
  );
  const server = createHttpServer(
    createListener(backend, log || (() => undefined), new Set(corsOrigins), demoSecret, hosts),
  );
  server.on('clientError', answerClientError);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  const shown = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    url: `http://${shown.includes(':') ? `[${shown}]` : shown}:${actual}`,
    port: actual,
    dbFile,
    demoSecret,
    close: () =>
      new Promise<void>((done, fail) => {
        dbFile?.close();
        server.close((error) => (error ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}

/** `tsx mocks/http-server.ts`, as opposed to an import. */
function isMain(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(resolve(script)) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

/**
 * `npm run mock:server -- --watch`: the server under `tsx watch`, restarted whenever a file it
 * imports changes (a handler, a rule, the seed). Its data outlives each restart in MOCK_DB_FILE,
 * or, when none is given, in a scratch file of this session (a fresh seed at each new session).
 */
function serveWatched(): void {
  const dbFile =
    process.env.MOCK_DB_FILE || join(mkdtempSync(join(tmpdir(), 'mock-server-')), 'db.json');
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const script = fileURLToPath(import.meta.url);
  // One secret for the demo controls across the restarts.
  const secret = process.env.MOCK_DEMO_SECRET || newDemoSecret();
  const child = spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', script], {
    stdio: 'inherit',
    env: { ...process.env, MOCK_DB_FILE: dbFile, MOCK_DEMO_SECRET: secret },
  });
  console.log(`Watching mocks/ for changes; the data lives in ${dbFile} meanwhile`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => child.kill(signal));
  child.once('exit', (code) => process.exit(code ?? 0));
}

if (isMain() && process.argv.includes('--watch')) {
  serveWatched();
} else if (isMain()) {
  // A bug must cost one answer, never the server.
  process.on('unhandledRejection', (reason) => {
    console.error('[mock backend] unhandled rejection', reason);
  });
  const file = process.env.MOCK_DB_FILE || undefined;
  const origins = process.env.MOCK_CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const secret = process.env.MOCK_DEMO_SECRET || newDemoSecret();
  let started: MockServer;
  try {
    started = await startMockServer({
      port: Number(process.env.PORT ?? 9090),
      host: process.env.MOCK_HOST || undefined,
      corsOrigins: origins?.length ? origins : DEV_ORIGINS,
      demoSecret: secret === 'off' ? null : secret,
      allowedHosts: process.env.MOCK_ALLOWED_HOSTS?.split(',').filter(Boolean),
      dbFile: file,
    });
  } catch (error) {
    if (!(error instanceof DbFileError)) throw error;
    console.error(`[mock backend] ${error.message}`);
    process.exit(1);
  }
  const { url, dbFile, demoSecret } = started;
  // Every answered write is on disk already; a last save on the way out costs nothing.
  const stop = () => {
    try {
      dbFile?.save();
    } catch (error) {
      console.error('[mock backend] could not save the data on the way out', error);
      process.exit(1);
    }
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  console.log(
    `Parcel Portal mock backend on ${url} (a development tool, not a production backend)`,
  );
  console.log(
    demoSecret
      ? `Demo controls: /__demo/ with the header ${DEMO_SECRET_HEADER}: ${demoSecret}`
      : 'Demo controls: off',
  );
  if (dbFile)
    console.log(
      `Data ${dbFile.origin === 'restored' ? 'loaded from' : 'seeded into'} ${dbFile.path}, saved after each write`,
    );
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS)
    console.log(`  ${account.axid}  ${account.email.padEnd(22)} ${account.kind}`);
  console.log(
    `Try: curl -s -XPOST ${url}/api/authorization/signin -H 'content-type: application/json' -d '{"email":"AX10001","password":"${DEMO_PASSWORD}"}'`,
  );
}

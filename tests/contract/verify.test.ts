/**
 * `npm run contract:verify` (scripts/contract-verify.ts), the conformance kit for any backend,
 * against `npm run mock:server` started for real: every operation of openapi.yaml passes with
 * writes allowed. And the kit guards something: behind a proxy that breaks one field of one
 * answer, it fails, naming that operation and field, and nothing else.
 *
 * Both run as child processes over HTTP, as an integrator runs them. tests/setup.ts needs jsdom
 * (the default environment), so this file keeps it and switches msw's interception of node's
 * http off instead, as tests/mocks/db-file.test.ts does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { server as msw } from '@mocks/node';

const TSX = resolve('node_modules/.bin/tsx');
/** Deadlines for a hang, not speed limits: tsx compiles first, on two shared cores. */
const START_TIMEOUT = 90_000;
const RUN_TIMEOUT = 120_000;

const operationIds = (): string[] => {
  const doc = parse(readFileSync('openapi.yaml', 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string }>>;
  };
  return Object.values(doc.paths).flatMap((item) =>
    Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])),
  );
};

/** `tsx mocks/http-server.ts` (what `npm run mock:server` runs) on a free port, in its own group. */
function startMockServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(TSX, ['mocks/http-server.ts'], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  return new Promise((done, fail) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const url = /mock backend on (http:\/\/\S+)/.exec(stdout)?.[1];
      // Listening once it says where; the request log that follows is not read.
      if (url) done({ child, url: url.replace('localhost', '127.0.0.1') });
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('exit', (code) => fail(new Error(`the mock server exited (${code}): ${stderr}`)));
  });
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function verify(base: string, junit: string, ...args: string[]): Promise<Run> {
  const child = spawn(
    TSX,
    ['scripts/contract-verify.ts', '--base', base, '--junit', junit, ...args],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((done) => child.once('close', (code) => done({ code, stdout, stderr })));
}

/** The lines of the report's Failures section. */
const failureLines = (stdout: string): string[] =>
  /\nFailures\n([\s\S]*?)\n\n/
    .exec(stdout)?.[1]
    ?.split('\n')
    .map((line) => line.trim()) ?? [];

/**
 * A proxy in front of the mock server that answers getParcels with the first parcel's `price`
 * as a string, and passes everything else through unchanged.
 */
function tamperingProxy(target: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const upstream = request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: req.headers },
      (answer) => {
        // Every tab of getParcels (the kit also lists parcels to find ids); an empty one passes.
        const tamper = /^\/api\/product\/gets\//.test(req.url ?? '') && answer.statusCode === 200;
        if (!tamper) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
            products: { price: unknown }[];
          };
          const first = body.products[0];
          if (first) first.price = String(first.price);
          const text = JSON.stringify(body);
          const headers: IncomingHttpHeaders = { ...answer.headers };
          delete headers['transfer-encoding'];
          headers['content-length'] = String(Buffer.byteLength(text));
          res.writeHead(200, headers).end(text);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let mock: { child: ChildProcess; url: string } | null = null;
let dir = '';

beforeAll(async () => {
  // tests/setup.ts answers node's http with msw: the proxy's requests go to the real server.
  msw.close();
  dir = mkdtempSync(join(tmpdir(), 'pp-contract-verify-'));
  mock = await startMockServer();
}, START_TIMEOUT);

afterAll(() => {
  if (mock?.child.pid) {
    try {
      process.kill(-mock.child.pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
  rmSync(dir, { recursive: true, force: true });
  msw.listen({ onUnhandledRequest: 'error' });
});

describe('npm run contract:verify', () => {
  it(
    'passes against the mock server with writes allowed, every operation in its table',
    async () => {
      const junit = join(dir, 'verify.xml');
      const run = await verify(mock!.url, junit, '--allow-writes');
      expect(run.stderr).toBe('');
      expect(failureLines(run.stdout)).toEqual([]);
      expect(run.code).toBe(0);
      for (const id of operationIds()) expect(run.stdout).toMatch(new RegExp(`^${id} `, 'm'));
      expect(run.stdout).toMatch(/ 0 failed, /);
      expect(readFileSync(junit, 'utf8')).toContain('failures="0"');
    },
    RUN_TIMEOUT,
  );

  it(
    'fails when one field of one answer breaks its schema, naming the operation and the field',
    async () => {
      const proxy = await tamperingProxy(mock!.url);
      try {
        const junit = join(dir, 'tampered.xml');
        const run = await verify(proxy.url, junit);
        expect(run.code).toBe(1);
        expect(failureLines(run.stdout)).toEqual([
          'getParcels happy: /products/0/price must be number',
        ]);
        expect(run.stdout).toMatch(/^getParcels +FAIL /m);
        expect(readFileSync(junit, 'utf8')).toContain(
          '<failure message="/products/0/price must be number">',
        );
      } finally {
        proxy.server.closeAllConnections();
        proxy.server.close();
      }
    },
    RUN_TIMEOUT,
  );
});

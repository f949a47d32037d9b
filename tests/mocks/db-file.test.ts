/**
 * A team's shared mock server keeps its data: `npm run mock:server` with
 * MOCK_DB_FILE, started for real as a child process. What a customer did (a parcel declared, a
 * flight paid) and was answered survives a kill -9 and a restart on the same file; a corrupt or
 * foreign file stops the start with one line naming the file, exit code 1, the file untouched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetParcelsApiResponse, PaymentResponse, User } from '@/api';
import { DEMO_PASSWORD } from '@/config/demo';
import { server as msw } from '@mocks/node';
import { parcel } from '../data';

const TSX = resolve('node_modules/.bin/tsx');
/** A start on two shared cores: tsx compiles the server first. */
const START_TIMEOUT = 90_000;

type Run = { child: ChildProcess; url: string; stdout: string[] };
type Ended = { code: number | null; signal: NodeJS.Signals | null; stderr: string };

/**
 * `tsx mocks/http-server.ts` (what `npm run mock:server` runs) with PORT=0 and the file, in a
 * process group of its own: tsx runs the server in a child process, which a kill must reach.
 */
function spawnServer(file: string): ChildProcess {
  return spawn(TSX, ['mocks/http-server.ts'], {
    env: { ...process.env, PORT: '0', MOCK_DB_FILE: file },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

/** Starts the server; resolves once it has said where it listens and where its data comes from. */
function startServer(file: string): Promise<Run> {
  const child = spawnServer(file);
  const stdout: string[] = [];
  let stderr = '';
  return new Promise((done, fail) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      stdout.push(chunk);
      const text = stdout.join('');
      const url = /mock backend on (http:\/\/\S+)/.exec(text)?.[1];
      if (url && text.includes('saved after each write'))
        done({ child, url: url.replace('localhost', '127.0.0.1'), stdout });
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('exit', (code) => fail(new Error(`the server exited (${code}): ${stderr}`)));
  });
}

/** Runs the server on a file it must refuse; resolves with how it ended. */
function refusedStart(file: string): Promise<Ended> {
  const child = spawnServer(file);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout!.resume();
  return new Promise((done) =>
    child.once('exit', (code, signal) => done({ code, signal, stderr })),
  );
}

/** kill -9 of the server's process group: tsx and the server it runs. */
function killGroup(run: Run): void {
  try {
    process.kill(-run.child.pid!, 'SIGKILL');
  } catch {
    // gone already
  }
}

function kill9(run: Run): Promise<void> {
  return new Promise((done) => {
    if (run.child.exitCode !== null || run.child.signalCode !== null) return done();
    run.child.once('exit', () => done());
    killGroup(run);
  });
}

/** Whether anything still answers at the server's address. */
const answers = (run: Run) =>
  fetch(`${run.url}/api/tariffs/gets`).then(
    () => true,
    () => false,
  );

async function api<T>(
  run: Run,
  path: string,
  { token, json }: { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${run.url}${path}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const me = async (run: Run, token: string) =>
  (await api<{ candidate: User }>(run, '/api/authorization/userInformation', { token })).body
    .candidate;
const tab = async (run: Run, token: string, status: string) =>
  (await api<GetParcelsApiResponse>(run, `/api/product/gets/${status}/0/100`, { token })).body;

let dir = '';
const running: Run[] = [];

beforeAll(() => {
  // tests/setup.ts answers node's fetch with msw: these requests go to the real child server.
  msw.close();
  dir = mkdtempSync(join(tmpdir(), 'pp-db-file-'));
});
afterAll(() => {
  for (const run of running) killGroup(run);
  rmSync(dir, { recursive: true, force: true });
  msw.listen({ onUnhandledFrame: 'error' });
});

describe('MOCK_DB_FILE', () => {
  it(
    'keeps a declared parcel and a paid flight across a kill -9 and a restart',
    async () => {
      const file = join(dir, 'team.json');
      let run = await startServer(file);
      running.push(run);
      expect(run.stdout.join('')).toContain(`seeded into ${file}`);

      const signIn = await api<{ token: string }>(run, '/api/authorization/signin', {
        json: { email: 'AX10001', password: DEMO_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const { token } = signIn.body;
      const before = await me(run, token);

      const declared = await api(run, '/api/product/addProduct', {
        token,
        json: parcel({ productOrderId: 'KEPT0000000028' }),
      });
      expect(declared.status).toBe(200);
      // The cheapest unpaid flight that the balance covers.
      const flight = (await tab(run, token, 'arrived')).flights
        .filter((f) => f.state === 'unpaid' && f.debt > 0 && f.debt <= before.balance)
        .sort((a, b) => a.debt - b.debt)[0]!;
      const paid = await api<PaymentResponse>(run, '/api/payment/payFlightId', {
        token,
        json: { flightId: flight.flightId },
      });
      expect(paid.status).toBe(200);
      const balance = Math.round((before.balance - flight.debt) * 100) / 100;
      expect(paid.body.balance).toBe(balance);

      // Killed without a chance to save anything more, then started on the same file.
      await kill9(run);
      expect(await answers(run)).toBe(false);
      run = await startServer(file);
      running.push(run);
      expect(run.stdout.join('')).toContain(`loaded from ${file}`);

      // The session, the parcel and the payment are all there.
      expect(await me(run, token)).toMatchObject({ balance, debt: paid.body.debt });
      const waiting = await tab(run, token, 'waiting');
      expect(waiting.products.map((p) => p.productOrderId)).toContain('KEPT0000000028');
      const arrived = await tab(run, token, 'arrived');
      expect(arrived.flights.find((f) => f.flightId === flight.flightId)).toMatchObject({
        state: 'paid',
        debt: 0,
      });
      // Written in place by rename: no temporary file is left beside it.
      expect(readdirSync(dir)).toEqual(['team.json']);
      await kill9(run);
    },
    2 * START_TIMEOUT,
  );

  it(
    'refuses a corrupt or foreign file with one line naming it, and leaves it as it was',
    async () => {
      const cases = [
        ['truncated.json', '{"version":1,"data":', /is not JSON/],
        ['foreign.json', '{"version":7,"data":{"parcels":[]}}', /version 7/],
      ] as const;
      const ends = await Promise.all(
        cases.map(([name, text]) => {
          writeFileSync(join(dir, name), text);
          return refusedStart(join(dir, name));
        }),
      );
      for (const [index, [name, text, reason]] of cases.entries()) {
        const file = join(dir, name);
        const ended = ends[index]!;
        expect(ended.code).not.toBe(0);
        expect(ended.code).not.toBeNull();
        const lines = ended.stderr.trim().split('\n');
        expect(lines).toHaveLength(1);
        expect(lines[0]).toContain(file);
        expect(lines[0]).toMatch(reason);
        expect(readFileSync(file, 'utf8')).toBe(text);
      }
      expect(readdirSync(dir).filter((name) => name.includes('.tmp'))).toEqual([]);
    },
    2 * START_TIMEOUT,
  );
});

/**
 * `npm run mock:server -- --watch` (mocks/http-server.ts): the server runs under `tsx watch`,
 * which starts it again when a file it imports changes, or when Return is pressed, the rerun this
 * test uses (it never edits a source file); the data written before a restart is there after it.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as msw } from '@mocks/node';
import { parcel } from '../data';
import { apiSignIn } from '../helpers/session';

const ROOT = resolve(__dirname, '../..');
let child: ChildProcessWithoutNullStreams;
let output = '';

/** The address of the server's latest start, once its `n`th start has printed it. */
async function started(n: number): Promise<string> {
  await expect
    .poll(() => [...output.matchAll(/mock backend on (http:\/\/\S+)/g)].length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(n);
  return [...output.matchAll(/mock backend on (http:\/\/\S+)/g)].at(-1)![1]!;
}

async function json(url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(() => {
  // tests/setup.ts answers node's fetch with msw; these requests go to the real server.
  msw.close();
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const env = { ...process.env, PORT: '0', MOCK_DB_FILE: '' };
  child = spawn(process.execPath, [tsx, 'mocks/http-server.ts', '--watch'], { cwd: ROOT, env });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
});

afterAll(async () => {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
  msw.listen({ onUnhandledFrame: 'error' });
});

describe('the mock server in watch mode', () => {
  it('starts again on a rerun and keeps what was written', async () => {
    const first = await started(1);
    expect(output).toMatch(/the data lives in \S+db\.json/);
    const token = await apiSignIn('AX10001', { origin: first });
    const declared = await json(`${first}/api/product/addProduct`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify(parcel({ productOrderId: 'WATCH0000000001' })),
    });
    expect(declared).toMatchObject({ success: true });

    child.stdin.write('\n');
    const second = await started(2);
    // The server prints where its data came from just after the address it listens on.
    await expect.poll(() => output).toMatch(/Data loaded from \S+db\.json/);
    const list = await json(`${second}/api/product/gets/waiting/0/50`, {
      headers: { Authorization: `Bearer ${await apiSignIn('AX10001', { origin: second })}` },
    });
    expect(JSON.stringify(list)).toContain('WATCH0000000001');
  });
});

/**
 * The demo controls' curl recipes of docs/architecture.md ("Demo controls"), run as they are
 * written against the mock's HTTP server (mocks/http-server.ts), so they cannot go stale: each
 * command is taken from the doc and run by the shell with curl; only the address is this test's
 * server. The ids the recipes take (PARCEL, FLIGHT) come from the first recipe's answer, as an
 * integrator reads them.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { realHttpServer } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const run = promisify(execFile);
const server = realHttpServer();

/** The commands of the doc's first bash block after "### Demo controls", continuations joined. */
function recipes(): string[] {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const section = doc.slice(doc.indexOf('### Demo controls'));
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .replace(/\\\n\s*/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('curl '));
}

/** Runs one recipe as the shell would, with the secret and ids in its environment. */
async function shell(command: string, env: Record<string, string>): Promise<Json> {
  const address = new URL(server.api.url).host;
  const { stdout } = await run('sh', ['-c', command.replaceAll('localhost:9090', address)], {
    env: { ...process.env, ...env },
  });
  return JSON.parse(stdout) as Json;
}

/** The customer as the demo controls read it. */
async function customer(): Promise<Json> {
  const response = await fetch(`${server.api.url}/__demo/customer?axid=AX10001`, {
    headers: { 'X-Demo-Secret': server.api.demoSecret! },
  });
  return (await response.json()) as Json;
}

describe('the curl recipes of the demo controls (docs/architecture.md)', () => {
  const commands = recipes();
  const recipe = (path: string) => {
    const found = commands.find((command) => command.includes(path));
    if (!found) throw new Error(`docs/architecture.md has no curl recipe for ${path}`);
    return found;
  };

  it('are there for reading a customer, receiving a parcel, landing a flight, latency and reset', () => {
    for (const path of [
      '/__demo/customer',
      '/__demo/parcels/receive',
      '/__demo/flights/land',
      '/__demo/faults/latency',
      '/__demo/reset',
    ]) {
      expect(recipe(path)).toContain('-H "X-Demo-Secret: $S"');
    }
  });

  it('do what they say, run as written', async () => {
    const env = { S: server.api.demoSecret!, PARCEL: '', FLIGHT: '' };

    const read = await shell(recipe('/__demo/customer'), env);
    expect(read.customer.AXID).toBe('AX10001');
    const waiting = (read.parcels as Json[]).find((parcel) => parcel.status === 'waiting')!;
    const departed = (read.flights as Json[]).find((flight) => flight.stage === 'departed')!;
    env.PARCEL = waiting._id as string;
    env.FLIGHT = departed.flightId as string;

    const received = await shell(recipe('/__demo/parcels/receive'), env);
    expect(received.parcel).toMatchObject({ _id: env.PARCEL, status: 'stock', weight: 1.25 });

    const landed = await shell(recipe('/__demo/flights/land'), env);
    expect(landed.customers).toContain('AX10001');
    const after = await customer();
    expect(after.flights).toContainEqual(
      expect.objectContaining({ flightId: env.FLIGHT, stage: 'landed' }),
    );

    expect((await shell(recipe('/__demo/faults/latency'), env)).faults.latencyMs).toBe(300);
    expect((await shell(recipe('/__demo/faults/clear'), env)).faults.latencyMs).toBe(0);

    expect((await shell(recipe('/__demo/reset'), env)).success).toBe(true);
    const reset = await customer();
    expect(reset.parcels).toContainEqual(
      expect.objectContaining({ _id: env.PARCEL, status: 'waiting' }),
    );
  });

  it('are refused without the secret', async () => {
    await expect(
      shell(recipe('/__demo/reset'), { S: 'wrong', PARCEL: '', FLIGHT: '' }),
    ).resolves.toMatchObject({ success: false });
  });
});

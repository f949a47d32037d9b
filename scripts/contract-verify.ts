// `npm run contract:verify -- --base URL [--allow-writes] [--junit path]`: a conformance kit
// for any backend of openapi.yaml (docs/contract.md). It calls every operation over HTTP and
// checks every answer against the contract: the happy path signed in, 401 without a token, 404
// for another customer's record, 400 for inputs generated to break the contract's constraints.
// It speaks HTTP only and imports nothing from mocks/, so that a pass means the same for the
// forwarder's real backend as for `npm run mock:server`.
//
// Exit code: 0 when no case failed (skips allowed), 1 when one did, 2 when the run could not
// start (arguments, contract, an unreachable backend).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/config/demo';
import { Contract } from './contract-verify/contract';
import type { Bases } from './contract-verify/http';
import { failures, junit, skips, table, totals, writeJunit } from './contract-verify/report';
import { changesData, Unreachable, Unsupported, verify, type Options } from './contract-verify/run';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = `Usage: npm run contract:verify -- --base URL [options]

  --base URL         origin of the API (/api/...); required
  --rates-base URL   origin of the rates service (/api2/...); default --base
  --site-base URL    origin of the site (/checkAvailable); default --base
  --allow-writes     also run the operations that change data (never on production data)
  --junit PATH       JUnit XML report (default test-results/contract-verify.xml)
  --seed N           seed of the generated invalid inputs (default 1)
  --runs N           invalid inputs per operation (default 3)
  --contract PATH    the OpenAPI document (default openapi.yaml)

Accounts: CONTRACT_USER / CONTRACT_PASSWORD sign in for the cases,
CONTRACT_OTHER_USER / CONTRACT_OTHER_PASSWORD own the records the 404 cases ask for
(defaults: the demo accounts ${DEMO_ACCOUNTS[0].axid} and ${DEMO_ACCOUNTS[2].axid}).`;

class UsageError extends Error {}

const origin = (value: string, name: string) => {
  try {
    return new URL(value).href.replace(/\/$/, '');
  } catch {
    throw new UsageError(`${name} is not a URL: ${value}`);
  }
};

function count(value: string, name: string): number {
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number: ${value}`);
  return Number(value);
}

interface Settings extends Options {
  contract: string;
  junit: string;
}

function settings(argv: string[], env: NodeJS.ProcessEnv): Settings | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      base: { type: 'string' },
      'rates-base': { type: 'string' },
      'site-base': { type: 'string' },
      'allow-writes': { type: 'boolean', default: false },
      junit: { type: 'string', default: 'test-results/contract-verify.xml' },
      seed: { type: 'string', default: '1' },
      runs: { type: 'string', default: '3' },
      contract: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  if (!values.base) throw new UsageError('--base URL is required');
  const api = origin(values.base, '--base');
  const bases: Bases = {
    api,
    rates: values['rates-base'] ? origin(values['rates-base'], '--rates-base') : api,
    site: values['site-base'] ? origin(values['site-base'], '--site-base') : api,
  };
  // The other demo account is the entrepreneur: the seed gives it a flight of its own, which
  // the invoice and payment 404 cases need (a flight both share would be the first's own).
  const otherDemo = DEMO_ACCOUNTS.find((a) => a.kind === 'entrepreneur')!.axid;
  return {
    bases,
    allowWrites: values['allow-writes'],
    seed: count(values.seed, '--seed'),
    runs: count(values.runs, '--runs'),
    first: {
      login: env.CONTRACT_USER || DEMO_ACCOUNTS[0].axid,
      password: env.CONTRACT_PASSWORD || DEMO_PASSWORD,
    },
    other: {
      login: env.CONTRACT_OTHER_USER || otherDemo,
      password: env.CONTRACT_OTHER_PASSWORD || DEMO_PASSWORD,
    },
    contract: values.contract ? resolve(values.contract) : resolve(ROOT, 'openapi.yaml'),
    junit: resolve(values.junit),
  };
}

async function main(): Promise<number> {
  let options: Settings | null;
  let contract: Contract;
  try {
    options = settings(process.argv.slice(2), process.env);
    if (!options) {
      console.log(USAGE);
      return 0;
    }
    contract = new Contract(options.contract);
  } catch (error) {
    console.error(`contract-verify: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const writes = contract.operations.filter(changesData).length;
  console.log(
    `Contract ${options.contract} (${contract.operations.length} operations) against ${options.bases.api}`,
  );
  console.log(
    `Customer ${options.first.login}, other customer ${options.other.login}; ` +
      `seed ${options.seed}, ${options.runs} invalid inputs per operation; ` +
      (options.allowWrites
        ? 'writes allowed'
        : `read-only (${writes} operations that change data are skipped)`),
  );

  const started = performance.now();
  let results;
  try {
    results = await verify(contract, options);
  } catch (error) {
    if (!(error instanceof Unreachable || error instanceof Unsupported)) throw error;
    console.error(`contract-verify: ${error.message}`);
    return 2;
  }
  const seconds = (performance.now() - started) / 1000;

  console.log(
    `\n${table(
      results,
      contract.operations.map((op) => op.id),
    )}`,
  );
  console.log(
    "\nhappy: signed in, valid input · 401: no token · 404: another customer's record · 400: input that breaks the contract",
  );
  const failed = failures(results);
  if (failed.length > 0) console.log(`\nFailures\n${failed.map((line) => `  ${line}`).join('\n')}`);
  const skipped = skips(results);
  if (skipped.length > 0)
    console.log(`\nSkipped\n${skipped.map((line) => `  ${line}`).join('\n')}`);

  const t = totals(results);
  writeJunit(
    options.junit,
    junit(results, seconds, {
      base: options.bases.api,
      seed: String(options.seed),
      writes: String(options.allowWrites),
    }),
  );
  console.log(
    `\n${t.operations} operations, ${t.cases} cases: ${t.passed} passed, ${t.failed} failed, ` +
      `${t.skipped} skipped in ${seconds.toFixed(1)} s`,
  );
  console.log(`JUnit report: ${options.junit}`);
  return t.failed > 0 ? 1 : 0;
}

process.exitCode = await main();

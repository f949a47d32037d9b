/**
 * The contract's examples work as they are (docs/contract.md#examples): every operation of
 * openapi.yaml, built from nothing but the contract (path and query parameters from their
 * `example` / `examples`, the JSON body from its media type's example, each of them where there
 * are several) and sent with AX10001's token from the contract's own signIn example, answers 2xx
 * from the real HTTP mock server (`npm run mock:server`) on a fresh seed. That is what an
 * integrator gets who imports the contract into Postman and sends each request unchanged.
 *
 * The operations that cannot are EXCEPTIONS, which docs/contract.md lists too. Each is checked to
 * fail for its stated reason, and to work once that reason is out of the way, so that neither the
 * list nor its reasons can outlive the facts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/config/demo';
import { seedDatabase } from '@mocks/demo/seed';
import { multipart, pdfFile, realHttpServer } from '../mocks/helpers';
import { bodyContent, callsOf, deref, examplesOf, isObject } from './examples-live/calls';
import { exampleClient, ok, said } from './examples-live/client';
import { operations, type Operation } from './openapi';

type Reason = 'file' | 'balance' | 'date';

/** Why an operation's examples cannot answer 2xx as they are; docs/contract.md#examples says it too. */
const REASONS: Record<Reason, string> = {
  file: 'a multipart upload: no example can hold the file',
  balance: "AX10001's seeded balance does not cover its debt",
  date: 'a flight number, which the seed derives from the date',
};

/** The operations whose examples do not answer 2xx as they are. */
const EXCEPTIONS: Readonly<Record<string, Reason>> = {
  signUpWithFile: 'file',
  addParcelWithFile: 'file',
  updateParcelWithFile: 'file',
  payAll: 'balance',
  payFlight: 'date',
  getInvoice: 'date',
};

/** The day whose seed numbers the flights as the examples do (the demo's "today"). */
const EXAMPLES_DATE = Date.UTC(2026, 10, 26);
/** A day on which those numbers name other flights or none. */
const ANOTHER_DATE = Date.UTC(2027, 0, 26);

const server = realHttpServer();
const { send, sendAsIs, signIn, money } = exampleClient(server);

const stale = (op: Operation, what: string) =>
  `${op.operationId} is listed as an exception (${REASONS[EXCEPTIONS[op.operationId]!]}), but ${what}: ` +
  'take it out of EXCEPTIONS and docs/contract.md#examples';

/**
 * A multipart upload: its body is multipart only, with a binary `file` part. Sent as its example
 * leaves it (the other parts, no file), the server asks for the file; with any small PDF, the
 * example's other parts are accepted.
 */
async function checkFileException(op: Operation, token: string): Promise<string[]> {
  const content = bodyContent(op) ?? {};
  const media = isObject(content['multipart/form-data']) ? content['multipart/form-data'] : null;
  const properties = media ? deref(media.schema).properties : undefined;
  const file = isObject(properties) && isObject(properties.file) ? properties.file : null;
  if ('application/json' in content || !media || file?.format !== 'binary')
    return [stale(op, 'its body is not a multipart upload with a binary file part')];
  const [example] = examplesOf(media);
  if (!isObject(example?.value) || typeof example.value.inputs !== 'string')
    return [`${op.operationId}: no example of its multipart parts other than the file`];

  const method = op.method.toUpperCase();
  const auth = op.secured ? token : undefined;
  const withoutFile = await send(method, op.path, {
    token: auth,
    form: multipart(example.value.inputs),
  });
  const failures: string[] = [];
  if (withoutFile.status !== 400 || withoutFile.code !== 'validation_error')
    failures.push(stale(op, `without a file it answered ${said(withoutFile)}`));
  const withFile = await send(method, op.path, {
    token: auth,
    form: multipart(example.value.inputs, pdfFile),
  });
  if (!ok(withFile))
    failures.push(
      `${op.operationId}: with a PDF as the file, the example answered ${said(withFile)}`,
    );
  return failures;
}

/**
 * payAll pays the whole debt, and the seed gives AX10001 less money than that, on purpose. The
 * same example works for a demo account whose balance covers its debt.
 */
async function checkBalanceException(op: Operation, token: string): Promise<string[]> {
  const mine = await money(token);
  if (!mine) return [`${op.operationId}: getUserInformation gave no balance and debt`];
  const failures: string[] = [];
  if (mine.balance >= mine.debt)
    failures.push(stale(op, `the balance (${mine.balance}) covers the debt (${mine.debt})`));
  const [call] = callsOf(op);
  const answer = await send(call!.method, call!.url, { token, json: call!.json });
  if (answer.status !== 400 || answer.code !== 'not_enough_money')
    failures.push(stale(op, `it answered ${said(answer)}`));

  // Not AX10001, whose password changePassword's example has changed by now.
  for (const { axid } of DEMO_ACCOUNTS.filter((account) => account.axid !== 'AX10001')) {
    const other = await signIn(axid);
    const theirs = await money(other);
    if (!theirs || theirs.debt === 0 || theirs.balance < theirs.debt) continue;
    const paid = await send(call!.method, call!.url, { token: other, json: call!.json });
    if (!ok(paid))
      failures.push(`${op.operationId}: as ${axid}, the example answered ${said(paid)}`);
    return failures;
  }
  return [
    ...failures,
    `${op.operationId}: no demo account has the money to show the example works`,
  ];
}

/**
 * Sign-in first: it gives the token, and a write (changePassword) changes the password its example
 * signs in with. Then the reads, on the seed as it is; then the writes; the deletes last, since a
 * record they remove is one that another example may name; sign-out after everything, since it
 * ends the session every other example uses, and signing out everywhere last of all. Each stage in document order.
 */
const stage = (op: Operation) =>
  op.operationId === 'signOutEverywhere'
    ? 4
    : op.operationId === 'signOut'
      ? 3
      : op.method === 'get'
        ? 0
        : op.method === 'delete' || /^delete/.test(op.operationId)
          ? 2
          : 1;

describe('the examples of openapi.yaml, sent as they are to a fresh mock:server', () => {
  it('every operation answers 2xx, in order (sign-in, reads, writes, deletes), but the exceptions', async () => {
    const token = await signIn();
    const failures: string[] = [];
    const ordered = operations
      .filter((op) => op.operationId !== 'signIn')
      .sort((a, b) => stage(a) - stage(b));
    for (const op of ordered) {
      const reason = EXCEPTIONS[op.operationId];
      // Checked on the seed of the examples' date, below.
      if (reason === 'date') continue;
      if (reason === 'file') failures.push(...(await checkFileException(op, token)));
      else if (reason === 'balance') failures.push(...(await checkBalanceException(op, token)));
      // Signing out everywhere ends the session sign-out already ended: another account signs
      // in for it (the examples changed AX10001's password).
      else if (op.operationId === 'signOutEverywhere')
        failures.push(...(await sendAsIs(op, await signIn('AX10002'))));
      else failures.push(...(await sendAsIs(op, token)));
    }
    expect(failures, `Examples that do not work as they are:\n${failures.join('\n')}`).toEqual([]);
  });

  it('the flight numbers work on the seed of the examples’ date, and not on another date', async () => {
    const dated = operations.filter((op) => EXCEPTIONS[op.operationId] === 'date');
    const failures: string[] = [];
    for (const [date, works] of [
      [EXAMPLES_DATE, true],
      [ANOTHER_DATE, false],
    ] as const) {
      await seedDatabase(date);
      const token = await signIn();
      const day = new Date(date).toISOString().slice(0, 10);
      for (const op of dated) {
        for (const call of callsOf(op)) {
          const answer = await send(call.method, call.url, { token, json: call.json });
          if (works && !ok(answer))
            failures.push(`${call.label}: on the seed of ${day}, ${call.url} → ${said(answer)}`);
          if (!works && answer.status !== 404)
            failures.push(stale(op, `on the seed of ${day} it answered ${said(answer)}`));
        }
      }
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('the exceptions are operations of the contract, and docs/contract.md lists the same', () => {
    const ids = operations.map((op) => op.operationId);
    expect(Object.keys(EXCEPTIONS).filter((id) => !ids.includes(id))).toEqual([]);
    const docs = readFileSync('docs/contract.md', 'utf8');
    const section = /\n## Examples\n([\s\S]*?)(?:\n## |$)/.exec(docs)?.[1] ?? '';
    const exceptions = /^The exceptions: ([\s\S]*?)(?:\n\n|(?![\s\S]))/m.exec(section)?.[1] ?? '';
    const listed = [...exceptions.matchAll(/`(\w+)`/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(Object.keys(EXCEPTIONS).sort());
  });
});

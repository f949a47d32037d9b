/**
 * Runs the cases of every operation against a backend and collects their results: the happy
 * path signed in, 401 without a token, 404 for another customer's record, 400 for inputs that
 * break the contract. Operations that change data run only when writes are allowed.
 */
import type { Contract, Operation } from './contract';
import { check, send, type Bases, type Expected, type Input } from './http';
import {
  exampleInput,
  PLANS,
  signInInput,
  Skip,
  type Account,
  type Ctx,
  type Plan,
  type Session,
} from './inputs';
import { hasConstraints, invalidInputs } from './invalid';

export type Column = 'happy' | '401' | '404' | '400';
export type Outcome = 'pass' | 'fail' | 'skip';

export interface CaseResult {
  op: string;
  column: Column;
  name: string;
  outcome: Outcome;
  /** why it failed or was skipped */
  reasons: string[];
  ms: number;
}

export interface Options {
  bases: Bases;
  allowWrites: boolean;
  seed: number;
  /** invalid inputs per operation */
  runs: number;
  first: Account;
  other: Account;
}

/** Nothing answered at the base: no case can say anything. */
export class Unreachable extends Error {}
/** The contract asks for something the verifier cannot do. */
export class Unsupported extends Error {}

export const READ_ONLY = 'read-only run';
const SIGN_IN = 'signIn';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CASE_NAMES: Record<Column, string> = {
  happy: 'happy',
  '401': 'no token',
  '404': "another customer's record",
  '400': 'invalid input',
};

/** Operations that change data; signing in changes none. */
export const changesData = (op: Operation) => !READ_METHODS.has(op.method) && op.id !== SIGN_IN;

function networkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const message = (error as Error).message;
  return cause ? `${message} (${cause.code ?? cause.message})` : message;
}

/** Only the bearer token of an http scheme is supported; anything else is said at once. */
function checkSchemes(contract: Contract): void {
  for (const op of contract.operations.filter((o) => o.secured)) {
    const scheme = contract.at(`/components/securitySchemes/${op.scheme}`) as
      { type?: string; scheme?: string } | undefined;
    if (scheme?.type !== 'http' || scheme.scheme?.toLowerCase() !== 'bearer')
      throw new Unsupported(`${op.id}: security scheme ${op.scheme} is not an http bearer token`);
  }
}

/** Sign-in first, reads in the contract's order, then writes (those with a rank last). */
function runOrder(contract: Contract): Operation[] {
  const key = (op: Operation) =>
    op.id === SIGN_IN ? -1 : changesData(op) ? 1 + (PLANS[op.id]?.rank ?? 0) : 0;
  return contract.operations
    .map((op, index) => ({ op, index }))
    .sort((a, b) => key(a.op) - key(b.op) || a.index - b.index)
    .map(({ op }) => op);
}

class Runner {
  readonly results: CaseResult[] = [];
  private ctx!: Ctx;

  constructor(
    private readonly contract: Contract,
    private readonly options: Options,
  ) {}

  record(
    op: Operation,
    column: Column,
    outcome: Outcome,
    reasons: string[],
    { name = CASE_NAMES[column], ms = 0 }: { name?: string; ms?: number } = {},
  ) {
    this.results.push({ op: op.id, column, name, outcome, reasons, ms });
  }

  /** Sends one case and records whether the answer is the expected one and the contract's. */
  async attempt(
    op: Operation,
    column: Column,
    input: Input,
    token: string | null,
    expect: Expected,
    name?: string,
  ): Promise<{ passed: boolean; body: unknown }> {
    const started = performance.now();
    let body: unknown = null;
    let problems: string[];
    try {
      const response = await send(this.options.bases, op, input, token);
      ({ body, problems } = await check(this.contract, op, response, expect));
    } catch (error) {
      problems = [`no answer: ${networkError(error)}`];
    }
    const passed = problems.length === 0;
    const ms = Math.round(performance.now() - started);
    this.record(op, column, passed ? 'pass' : 'fail', problems, { name, ms });
    return { passed, body };
  }

  /** Signs in through the contract's sign-in operation; the session, or why there is none. */
  async signIn(account: Account, asCase: boolean): Promise<Session | string> {
    const op = this.contract.operation(SIGN_IN);
    const input = signInInput(exampleInput(this.contract, op), account);
    if (asCase) {
      const { passed, body } = await this.attempt(op, 'happy', input, null, '2xx');
      const token = (body as { token?: unknown } | null)?.token;
      if (passed && typeof token === 'string') return { ...account, token };
      return `signing in as ${account.login} failed`;
    }
    let response: Response;
    try {
      response = await send(this.options.bases, op, input, null);
    } catch (error) {
      throw new Unreachable(networkError(error));
    }
    const { body, error } = await check(this.contract, op, response, '2xx');
    const token = (body as { token?: unknown } | null)?.token;
    if (response.ok && typeof token === 'string') return { ...account, token };
    return `signing in as ${account.login} failed (${response.status} ${error ?? ''})`.trim();
  }

  async run(): Promise<CaseResult[]> {
    checkSchemes(this.contract);
    const { first: account, other } = this.options;
    const first = await this.signIn(account, true);
    if (typeof first === 'string' && this.results[0]?.reasons[0]?.startsWith('no answer'))
      throw new Unreachable(this.results[0].reasons[0]);
    this.ctx = this.makeCtx(
      typeof first === 'string' ? { ...account, token: '' } : first,
      await this.signIn(other, false),
    );
    for (const op of runOrder(this.contract)) await this.operation(op);
    return this.results;
  }

  private makeCtx(first: Session, other: Session | string): Ctx {
    const { contract } = this;
    const stamp = Date.now();
    let counter = 0;
    return {
      contract,
      first,
      other,
      made: { parcels: [], payments: [], emails: [] },
      unique(kind) {
        counter += 1;
        const n = String(counter % 100).padStart(2, '0');
        if (kind === 'tracking') return `CV${stamp.toString(36).toUpperCase()}${n}`;
        if (kind === 'email') return `contract.${stamp.toString(36)}.${n}@example.com`;
        return `${String(stamp).slice(-9)}${n}`;
      },
      call: async (id, session, change) => {
        const op = contract.operation(id);
        const input = exampleInput(contract, op);
        change?.(input);
        let response: Response;
        try {
          response = await send(this.options.bases, op, input, session.token || null);
        } catch (error) {
          throw new Skip(`${id} gave no answer (${networkError(error)})`);
        }
        const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
        if (!response.ok || typeof body !== 'object' || body === null)
          throw new Skip(`${id}, called to prepare the case, answered ${response.status}`);
        return body;
      },
      accepts: (id, body) => {
        const op = contract.operation(id);
        return op.body !== null && contract.validate(op.body.schemaPointer, body).length === 0;
      },
    };
  }

  private async happyInput(plan: Plan, example: Input): Promise<Input | string> {
    try {
      return plan.happy ? await plan.happy(this.ctx, example) : example;
    } catch (error) {
      if (error instanceof Skip) return error.message;
      throw error;
    }
  }

  private async operation(op: Operation): Promise<void> {
    const plan = PLANS[op.id] ?? {};
    const { contract, ctx } = this;
    const foreign = Boolean(plan.foreign) || (op.secured && op.statuses.includes('404'));
    let example: Input | null = null;
    let missing = '';
    try {
      example = exampleInput(contract, op);
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      missing = error.message;
    }
    const constrained = example ? hasConstraints(contract, op, example) : op.body !== null;
    const skipAll = (reason: string) => {
      if (op.id !== SIGN_IN) this.record(op, 'happy', 'skip', [reason]);
      if (op.secured) this.record(op, '401', 'skip', [reason]);
      if (foreign) this.record(op, '404', 'skip', [reason]);
      if (constrained) this.record(op, '400', 'skip', [reason]);
    };
    if (changesData(op) && !this.options.allowWrites) return skipAll(READ_ONLY);
    if (op.secured && !ctx.first.token)
      return skipAll(`no token: signing in as ${ctx.first.login} failed`);

    const happy = example ? await this.happyInput(plan, example) : missing;
    const renew = (input: Input) => (plan.renew ? plan.renew(ctx, input) : input);
    const base = typeof happy !== 'string' ? happy : example ? renew(example) : null;
    const fresh = plan.freshSession && op.secured ? await this.signIn(ctx.first, false) : null;
    const token = op.secured
      ? fresh && typeof fresh !== 'string'
        ? fresh.token
        : ctx.first.token
      : null;

    // Before the happy call: a delete or payment must be refused without a token while its
    // record still exists.
    if (op.secured) {
      if (base) await this.attempt(op, '401', renew(base), null, 401);
      else this.record(op, '401', 'skip', [missing]);
    }
    if (op.id !== SIGN_IN) {
      if (typeof happy === 'string') this.record(op, 'happy', 'skip', [happy]);
      else {
        const { passed, body } = await this.attempt(op, 'happy', happy, token, '2xx');
        if (passed) plan.remember?.(ctx, body, happy);
      }
    }
    if (foreign) await this.foreign(op, plan, base, token);
    if (!constrained) return;
    if (!base) {
      this.record(op, '400', 'skip', [`no valid input to change: ${missing}`]);
      return;
    }
    const mutations = invalidInputs(contract, op, base, this.options);
    for (const mutation of mutations) {
      const input = mutation.apply(renew(base)) ?? mutation.apply(base)!;
      await this.attempt(op, '400', input, token, 400, `invalid: ${mutation.label}`);
    }
  }

  private async foreign(op: Operation, plan: Plan, base: Input | null, token: string | null) {
    const { other } = this.ctx;
    if (!plan.foreign)
      return this.record(op, '404', 'skip', ["no way known to find another customer's record"]);
    // A run that was asked for another customer and cannot sign in as one has not checked this.
    if (typeof other === 'string') return this.record(op, '404', 'fail', [other]);
    if (!base) return this.record(op, '404', 'skip', ['no valid input']);
    let input: Input;
    try {
      input = await plan.foreign(this.ctx, other, base);
    } catch (error) {
      if (!(error instanceof Skip)) throw error;
      return this.record(op, '404', 'skip', [error.message]);
    }
    await this.attempt(op, '404', input, token, 404);
  }
}

export function verify(contract: Contract, options: Options): Promise<CaseResult[]> {
  return new Runner(contract, options).run();
}

/**
 * Valid inputs of an operation: first the contract's own examples (of its parameters and request
 * body), and where an example cannot serve (an id the backend does not have, a value that must
 * be new, a record of this customer) what a plan derives by calling the API itself: it lists
 * parcels to find an id, reads the profile, uses the parcel this run declared. Nothing here knows
 * a seeded id: a real backend has other ones.
 */
import { escapePointer, type Contract, type Operation, type Schema } from './contract';
import type { FilePart, Input, Part } from './http';

/** The case cannot run; the reason is reported. */
export class Skip extends Error {}

export interface Account {
  login: string;
  password: string;
}
export interface Session extends Account {
  token: string;
}

type Row = Record<string, unknown>;

export interface Ctx {
  contract: Contract;
  first: Session;
  /** the other customer, or why there is none */
  other: Session | string;
  /** what this run created, for the operations that edit, pay or delete it */
  made: { parcels: Row[]; payments: string[]; emails: string[] };
  /** a value no earlier run used: a tracking number, an email, a personal number */
  unique(kind: 'tracking' | 'email' | 'personId'): string;
  /**
   * The body of a successful call of the operation: its example, changed by `change`, sent with
   * the session's token (none for an empty one).
   */
  call(opId: string, session: Session, change?: (input: Input) => void): Promise<Row>;
  /** the JSON body is valid for the operation's request schema */
  accepts(opId: string, body: unknown): boolean;
}

export interface Plan {
  /** the happy path's input, from the example; throws Skip when none can be found */
  happy?(ctx: Ctx, example: Input): Promise<Input> | Input;
  /** fresh values where the backend refuses one twice (each case sends its own) */
  renew?(ctx: Ctx, input: Input): Input;
  /** the same request naming a record of the other customer; throws Skip when none is found */
  foreign?(ctx: Ctx, other: Session, base: Input): Promise<Input>;
  /** keeps what a successful happy call created */
  remember?(ctx: Ctx, body: unknown, input: Input): void;
  /** writes run in the contract's order, then those with a rank by rank */
  rank?: number;
  /** signs in anew for this operation (its session may have been ended by an earlier one) */
  freshSession?: boolean;
}

// ------------------------------------------------------------------ examples
/** Small files of the types the contract's `encoding` accepts (a PDF first). */
const FILES: Record<string, FilePart['file']> = {
  'application/pdf': {
    name: 'invoice.pdf',
    type: 'application/pdf',
    bytes: new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  },
  'image/png': {
    name: 'extract.png',
    type: 'image/png',
    bytes: Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      ),
      (char) => char.charCodeAt(0),
    ),
  },
};

function exampleFile(types: string[] | undefined): FilePart {
  const type = ['application/pdf', 'image/png'].find((t) => !types || types.includes(t));
  if (!type) throw new Skip(`no sample file of the types ${types?.join(', ')}`);
  return { file: FILES[type]! };
}

/**
 * The example of a multipart part that holds JSON (`contentSchema`): the example of the
 * operation whose JSON body has that schema (addParcelWithFile's `inputs` is addParcel's body).
 */
function partExample(contract: Contract, contentPointer: string): unknown {
  const target = contract.canonical(contentPointer);
  const twin = contract.operations.find(
    (op) => op.body?.schemaPointer === target && op.body.example !== undefined,
  );
  if (!twin) throw new Skip(`no example of ${target}`);
  return structuredClone(twin.body!.example);
}

function exampleBody(contract: Contract, op: Operation): Input['body'] {
  const body = op.body;
  if (!body) return undefined;
  if (body.mediaType !== 'multipart/form-data') {
    if (body.example === undefined) throw new Skip('the contract has no example of the body');
    return { json: structuredClone(body.example) };
  }
  const parts: Record<string, Part> = {};
  const { schema } = contract.flatSchema(body.schemaPointer);
  for (const [name, part] of Object.entries(schema.properties ?? {})) {
    if (part.format === 'binary') parts[name] = exampleFile(body.encoding[name]);
    else if (part.contentSchema)
      parts[name] = {
        json: partExample(
          contract,
          `${body.schemaPointer}/properties/${escapePointer(name)}/contentSchema`,
        ),
      };
  }
  return { parts };
}

const firstValue = (schema: Schema): unknown => schema.enum?.[0] ?? schema.examples?.[0];

/** The operation's input from the contract's examples; throws Skip when one is missing. */
export function exampleInput(contract: Contract, op: Operation): Input {
  const input: Input = { path: {}, query: {} };
  for (const param of op.parameters) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const value = param.example ?? firstValue(param.schema);
    if (value === undefined && param.required)
      throw new Skip(`the contract has no example of the ${param.in} parameter ${param.name}`);
    input[param.in][param.name] = value;
  }
  input.body = exampleBody(contract, op);
  return input;
}

// ------------------------------------------------------------------ reading answers
const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rows(body: Row, field: string): Row[] {
  const list = body[field];
  return Array.isArray(list) ? list.filter(isRow) : [];
}

function row(body: Row, field: string): Row {
  const value = body[field];
  if (!isRow(value)) throw new Skip(`the answer has no ${field}`);
  return value;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' ? value : 0);

/** Sets JSON body fields (or those of a multipart part's JSON) on a copy of the input. */
function withFields(input: Input, fields: Row, part = 'inputs'): Input {
  const next = structuredClone(input);
  if (next.body && 'json' in next.body && isRow(next.body.json))
    next.body = { json: { ...next.body.json, ...fields } };
  else if (next.body && 'parts' in next.body) {
    const current = next.body.parts[part];
    if (current && typeof current === 'object' && 'json' in current && isRow(current.json))
      next.body.parts[part] = { json: { ...current.json, ...fields } };
  }
  return next;
}

/** The JSON body's fields, or those of a multipart part's JSON. */
function sentFields(input: Input, part = 'inputs'): Row | null {
  const body = input.body;
  const sent =
    body && 'json' in body
      ? body.json
      : body && 'parts' in body
        ? (body.parts[part] as { json?: unknown } | undefined)?.json
        : undefined;
  return isRow(sent) ? sent : null;
}

/** Sets only the fields the input has: a case that left one out keeps it out. */
function renewFields(input: Input, fields: Row, part = 'inputs'): Input {
  const current = sentFields(input, part);
  if (!current) return input;
  const present = Object.fromEntries(
    Object.entries(fields).filter(([key]) => typeof current[key] === 'string'),
  );
  return withFields(input, present, part);
}

// ------------------------------------------------------------------ the customer's records
interface Records {
  parcels: Row[];
  /** flight groups of every tab (the flights of the parcel lists) */
  groups: Row[];
}

/** Every parcel and flight group of the customer, one list call per parcel status. */
async function recordsOf(ctx: Ctx, session: Session): Promise<Records> {
  const list = ctx.contract.operation('getParcels');
  const status = list.parameters.find((p) => p.name === 'status');
  const statuses = (status?.schema.enum ?? [status?.example]).map(String);
  const records: Records = { parcels: [], groups: [] };
  for (const tab of statuses) {
    const body = await ctx.call('getParcels', session, (input) => {
      input.path.status = tab;
    });
    records.parcels.push(...rows(body, 'products'));
    records.groups.push(...rows(body, 'flights'));
  }
  return records;
}

function firstOf(list: Row[], what: string): Row {
  const found = list[0];
  if (!found) throw new Skip(`found no ${what}`);
  return found;
}

const flightIds = (records: Records) =>
  new Set([...records.parcels, ...records.groups].map((r) => text(r.flightId)).filter(Boolean));

/** The parcel fields an edit must keep (the country and tracking number cannot change). */
const editOf = (parcel: Row): Row => ({
  productId: parcel._id,
  productOrderId: parcel.productOrderId,
  senderCountryId: parcel.senderCountryId,
  statusPage: parcel.status,
});

/** The other customer's parcel an edit or delete names: a waiting one if there is one. */
async function othersParcel(ctx: Ctx, other: Session): Promise<Row> {
  const { parcels } = await recordsOf(ctx, other);
  return (
    parcels.find((p) => p.status === 'waiting') ?? firstOf(parcels, 'parcel of the other customer')
  );
}

/** A flight of the other customer's parcels that none of the first customer's parcels is on. */
async function othersOwnFlight(ctx: Ctx, other: Session, statuses?: string[]): Promise<string> {
  const mine = flightIds(await recordsOf(ctx, ctx.first));
  const { parcels } = await recordsOf(ctx, other);
  const flight = parcels
    .filter((p) => !statuses || statuses.includes(text(p.status)))
    .map((p) => text(p.flightId))
    .find((id) => id && !mine.has(id));
  if (!flight) throw new Skip('the other customer has no flight without parcels of the first');
  return flight;
}

// ------------------------------------------------------------------ the plans
/** Invoices cover the parcels that have arrived (docs/product.md#invoice). */
const INVOICED = ['arrived', 'obtained'];

/** A new email, and a new personal number where the example has one (an LTD has none). */
function signUpRenew(ctx: Ctx, input: Input, part?: string): Input {
  const fields: Row = { email: ctx.unique('email') };
  if (sentFields(input, part)?.personId) fields.personId = ctx.unique('personId');
  return renewFields(input, fields, part);
}

/** The email of an account this run registered (forgetPassword sends it a password). */
const signUpRemember = (ctx: Ctx, _body: unknown, input: Input) => {
  const email = sentFields(input)?.email;
  if (typeof email === 'string') ctx.made.emails.push(email);
};

const productRemember = (ctx: Ctx, body: unknown) => {
  if (isRow(body) && isRow(body.product)) ctx.made.parcels.push(body.product);
};

/** The contract's sign-in body for an account: `email` takes the account code or the email. */
export const signInInput = (example: Input, account: Account): Input =>
  withFields(example, { email: account.login, password: account.password });

/** The edit of a parcel, as JSON or with a file: the parcel this run declared, not the customer's own. */
const PARCEL_EDIT: Plan = {
  happy(ctx, example) {
    const parcel = ctx.made.parcels[0];
    if (!parcel) throw new Skip('no parcel declared by this run (addParcel) to edit');
    return withFields(example, editOf(parcel));
  },
  async foreign(ctx, other, base) {
    return withFields(base, editOf(await othersParcel(ctx, other)));
  },
};

export const PLANS: Record<string, Plan> = {
  signIn: {
    happy: (ctx, example) => signInInput(example, ctx.first),
  },
  // It ends the session every other operation uses: after all of them.
  signOut: { rank: 9 },
  // It ends every session of the account, the one every other operation uses: the very last.
  signOutEverywhere: { rank: 10, freshSession: true },
  signUp: {
    // The example's email and personal number are registered after one run.
    happy: (ctx, example) => signUpRenew(ctx, example),
    renew: (ctx, input) => signUpRenew(ctx, input),
    remember: signUpRemember,
  },
  signUpWithFile: {
    happy: (ctx, example) => signUpRenew(ctx, example, 'inputs'),
    renew: (ctx, input) => signUpRenew(ctx, input, 'inputs'),
    remember: signUpRemember,
  },
  updateProfile: {
    // The customer's own profile, sent back unchanged, rather than the example's.
    async happy(ctx, example) {
      const me = row(await ctx.call('getUserInformation', ctx.first), 'candidate');
      const info = isRow(me.information) ? me.information : {};
      const own = { city: info.city, phone: me.phone, address: info.address };
      return ctx.accepts('updateProfile', own) ? withFields(example, own) : example;
    },
  },
  forgetPassword: {
    // A new password for an account this run registered, never for the accounts it signs in as.
    happy(ctx, example) {
      const email = ctx.made.emails[0];
      if (!email) throw new Skip('no account registered by this run (signUp) to send it to');
      return withFields(example, { email });
    },
  },
  changePassword: {
    // Changed to the same password: the account stays usable for the next run.
    happy: (ctx, example) =>
      withFields(example, {
        oldPassword: ctx.first.password,
        newPassword: ctx.first.password,
        newRePassword: ctx.first.password,
      }),
    rank: 2,
  },
  getParcel: {
    async happy(ctx, example) {
      const { parcels } = await recordsOf(ctx, ctx.first);
      return { ...example, path: { id: firstOf(parcels, 'parcel of the customer')._id } };
    },
    async foreign(ctx, other, base) {
      const { parcels } = await recordsOf(ctx, other);
      return { ...base, path: { id: firstOf(parcels, 'parcel of the other customer')._id } };
    },
  },
  addParcel: {
    // A tracking number is declared once.
    happy: (ctx, example) => withFields(example, { productOrderId: ctx.unique('tracking') }),
    renew: (ctx, input) => renewFields(input, { productOrderId: ctx.unique('tracking') }),
    remember: productRemember,
  },
  addParcelWithFile: {
    happy: (ctx, example) => withFields(example, { productOrderId: ctx.unique('tracking') }),
    renew: (ctx, input) => renewFields(input, { productOrderId: ctx.unique('tracking') }),
    remember: productRemember,
  },
  updateParcel: PARCEL_EDIT,
  updateParcelWithFile: PARCEL_EDIT,
  deleteParcel: {
    happy(ctx, example) {
      const parcel = ctx.made.parcels.at(-1);
      if (!parcel) throw new Skip('no parcel declared by this run (addParcel) to delete');
      return { ...example, path: { id: parcel._id } };
    },
    async foreign(ctx, other, base) {
      return { ...base, path: { id: (await othersParcel(ctx, other))._id } };
    },
  },
  payAll: {
    // Pays the whole debt: only when the balance covers it (a top-up needs a real card).
    async happy(ctx, example) {
      const debt = amount((await ctx.call('getDebtSum', ctx.first)).deptSum);
      const me = row(await ctx.call('getUserInformation', ctx.first), 'candidate');
      if (debt <= 0) throw new Skip('the customer owes nothing');
      if (amount(me.balance) < debt)
        throw new Skip(`the balance (${amount(me.balance)}) does not cover the debt (${debt})`);
      return example;
    },
    rank: 1,
  },
  payFlight: {
    // The flight with the smallest debt the balance covers.
    async happy(ctx, example) {
      const me = row(await ctx.call('getUserInformation', ctx.first), 'candidate');
      const { groups } = await recordsOf(ctx, ctx.first);
      const payable = groups
        .filter((g) => text(g.flightId) && amount(g.debt) > 0)
        .filter((g) => amount(g.debt) <= amount(me.balance))
        .sort((a, b) => amount(a.debt) - amount(b.debt));
      return withFields(example, {
        flightId: firstOf(payable, 'flight whose debt the balance covers').flightId,
      });
    },
    async foreign(ctx, other, base) {
      return withFields(base, { flightId: await othersOwnFlight(ctx, other) });
    },
  },
  startCardPayment: {
    remember(ctx, body) {
      if (isRow(body) && isRow(body.result)) ctx.made.payments.push(text(body.result._id));
    },
  },
  updateCardPayment: {
    // The payment this run started, settled: no card was charged, so the provider has not
    // approved it and no money is added.
    happy(ctx, example) {
      const paymentId = ctx.made.payments.at(-1);
      if (!paymentId) throw new Skip('no payment started by this run (startCardPayment)');
      return withFields(example, { paymentId });
    },
    async foreign(ctx, other, base) {
      const started = row(await ctx.call('startCardPayment', other), 'result');
      return withFields(base, { paymentId: started._id });
    },
  },
  createCourierOrder: {
    // A flight the courier can take (getCourierFlights) whose parcels are paid.
    async happy(ctx, example) {
      const branch = sentFields(example)?.branches;
      const courier = await ctx.call('getCourierFlights', ctx.first, (input) => {
        if (branch) input.path.branches = branch;
      });
      const { groups } = await recordsOf(ctx, ctx.first);
      const paid = new Set(
        groups
          .filter((g) => g.state === 'paid' && amount(g.unpriced) === 0)
          .map((g) => text(g.flightId)),
      );
      const flight = firstOf(
        rows(courier, 'flights').filter((f) => paid.has(text(f.flightId))),
        'paid flight the courier can deliver',
      );
      return withFields(example, { ids: [flight._id] });
    },
  },
  getNotification: {
    async happy(ctx, example) {
      const list = rows(await ctx.call('getAllNotifications', ctx.first), 'notifications');
      return { ...example, path: { id: firstOf(list, 'notification of the customer')._id } };
    },
    async foreign(ctx, other, base) {
      const list = rows(await ctx.call('getAllNotifications', other), 'notifications');
      return { ...base, path: { id: firstOf(list, 'notification of the other customer')._id } };
    },
  },
  getInvoice: {
    async happy(ctx, example) {
      const { parcels } = await recordsOf(ctx, ctx.first);
      const parcel = firstOf(
        parcels.filter((p) => INVOICED.includes(text(p.status)) && text(p.flightId)),
        'arrived parcel of the customer',
      );
      return { ...example, path: { ...example.path, flightId: parcel.flightId } };
    },
    async foreign(ctx, other, base) {
      return {
        ...base,
        path: { ...base.path, flightId: await othersOwnFlight(ctx, other, INVOICED) },
      };
    },
  },
  createBranch: {
    // The customer's own branch, saved again, rather than the example's.
    async happy(ctx, example) {
      const me = row(await ctx.call('getUserInformation', ctx.first), 'candidate');
      const own = isRow(me.takedPlaced) ? me.takedPlaced : {};
      return ctx.accepts('createBranch', own) ? withFields(example, own) : example;
    },
  },
  getNews: {
    async happy(ctx, example) {
      const list = rows(await ctx.call('getNewsList', ctx.first), 'news');
      return { ...example, path: { id: firstOf(list, 'news post')._id } };
    },
  },
};

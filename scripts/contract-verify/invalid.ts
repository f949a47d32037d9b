/**
 * Inputs that break the contract's own constraints, generated with fast-check from the schemas of
 * an operation's parameters and request body: one field of a valid input is changed so that it
 * misses a required field, has the wrong type, leaves its enum, is longer or shorter than its
 * length limits, breaks its pattern, or leaves its numeric or item-count range. Each generated
 * input is checked with ajv to break the contract indeed before it is sent.
 */
import fc from 'fast-check';
import { escapePointer, type Contract, type Operation, type Schema } from './contract';
import { isJsonPart, type Input } from './http';

/** The field is left out of the request. */
const OMIT = Symbol('omit');
type Value = unknown;

interface Target {
  /** `body /quantity`, `path limit`, `query o_amount`, `inputs /amount` */
  label: string;
  schema: Schema;
  required: boolean;
  /** sent as text (a path or query parameter) */
  text: boolean;
  /** a path segment: an empty value would be a request to another route */
  segment: boolean;
  get(input: Input): unknown;
  set(input: Input, value: Value): Input;
  /** the changed input breaks the contract (by ajv), so a 400 is due */
  broken(input: Input): boolean;
}

interface Breaker {
  target: Target;
  rule: string;
  value: fc.Arbitrary<Value>;
}

export interface Mutation {
  label: string;
  /** the input with the one field broken, or null when that leaves it valid after all */
  apply(input: Input): Input | null;
}

/**
 * Wrong-type values a lenient server cannot read as the right type either: no "12" for a number,
 * no 0, 1 or "true" for a boolean. Such a server may accept those, and the contract's types are
 * about what is sent, not about how leniently it is read.
 */
const WRONG_TYPE_VALUES: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.constantFrom('abc', 'yes', 'x-y'),
  number: fc.integer({ min: 2, max: 999 }),
  boolean: fc.boolean(),
  array: fc.constant([]),
  object: fc.constant({}),
  null: fc.constant(null),
};
/** Characters of values that should break a pattern: punctuation, markup, other scripts. */
const PATTERN_UNITS = [...'aZ09!<>;%&ä_.-@/ა', ' '];

const clone = (input: Input): Input => structuredClone(input);

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  const values = schema.enum ?? ('const' in schema ? [schema.const] : []);
  return [
    ...new Set(
      values.map((v) =>
        v === null
          ? 'null'
          : Number.isInteger(v)
            ? 'integer'
            : Array.isArray(v)
              ? 'array'
              : typeof v,
      ),
    ),
  ];
}

/** The value as a server reads a path or query parameter of this schema. */
function fromText(text: string, schema: Schema): unknown {
  const numeric = typesOf(schema).some((t) => t === 'integer' || t === 'number');
  return numeric && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

const codePoints = (text: string) => Array.from(text);

/** A string of `length` code points built from the valid one, so that only its length is off. */
function stretch(base: unknown, length: number, schema: Schema): string {
  const seed = typeof base === 'string' && base !== '' ? base : 'a';
  const points = codePoints(seed);
  const text =
    points.length >= length
      ? points.slice(0, length).join('')
      : points[0]!.repeat(length - points.length) + seed;
  return schema.pattern && !new RegExp(schema.pattern, 'u').test(text) ? 'a'.repeat(length) : text;
}

function outsideEnum(values: unknown[]): fc.Arbitrary<unknown> {
  if (values.every((v) => typeof v === 'string'))
    return fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/).filter((v) => !values.includes(v));
  if (values.every((v) => typeof v === 'number'))
    return fc.integer({ min: -100, max: 100 }).filter((v) => !values.includes(v));
  return fc.constant('not-in-enum');
}

function offPattern(schema: Schema): fc.Arbitrary<string> {
  const pattern = new RegExp(schema.pattern!, 'u');
  const minLength = Math.max(1, schema.minLength ?? 1);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 12, 12));
  // No space at either end: a server that trims would read another value than the one sent.
  return fc
    .string({ unit: fc.constantFrom(...PATTERN_UNITS), minLength, maxLength })
    .filter((v) => v.trim() === v && !pattern.test(v));
}

function wrongTypes(target: Target, types: string[]): fc.Arbitrary<unknown> | null {
  const numeric = types.includes('integer') || types.includes('number');
  if (target.text) return numeric || types.includes('boolean') ? WRONG_TYPE_VALUES.string! : null;
  const accepted = new Set(types);
  if (numeric) accepted.add('number');
  const pools = Object.entries(WRONG_TYPE_VALUES)
    .filter(([type]) => !accepted.has(type))
    .map(([, pool]) => pool);
  return pools.length > 0 ? fc.oneof(...pools) : null;
}

function stringBreakers(target: Target, base: unknown): Omit<Breaker, 'target'>[] {
  const { maxLength, minLength, pattern } = target.schema;
  const out: Omit<Breaker, 'target'>[] = [];
  if (maxLength !== undefined)
    out.push({
      rule: `longer than maxLength ${maxLength}`,
      value: fc
        .integer({ min: maxLength + 1, max: maxLength + 16 })
        .map((n) => stretch(base, n, target.schema)),
    });
  // An empty path segment is no request to this operation at all.
  if (minLength !== undefined && minLength > (target.segment ? 1 : 0)) {
    const shorter = codePoints(typeof base === 'string' ? base : '')
      .slice(0, minLength - 1)
      .join('');
    out.push({ rule: `shorter than minLength ${minLength}`, value: fc.constant(shorter) });
  }
  if (pattern) out.push({ rule: 'off pattern', value: offPattern(target.schema) });
  return out;
}

function numberBreakers(schema: Schema, integer: boolean): Omit<Breaker, 'target'>[] {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  const out: Omit<Breaker, 'target'>[] = [];
  if (minimum !== undefined)
    out.push({
      rule: `below minimum ${minimum}`,
      value: fc.integer({ min: Math.ceil(minimum) - 1000, max: Math.ceil(minimum) - 1 }),
    });
  if (exclusiveMinimum !== undefined) {
    const edge = Math.floor(exclusiveMinimum);
    out.push({
      rule: `not above exclusiveMinimum ${exclusiveMinimum}`,
      value: fc.oneof(fc.constant(exclusiveMinimum), fc.integer({ min: edge - 1000, max: edge })),
    });
  }
  if (maximum !== undefined)
    out.push({
      rule: `above maximum ${maximum}`,
      value: fc.integer({ min: Math.floor(maximum) + 1, max: Math.floor(maximum) + 1000 }),
    });
  if (exclusiveMaximum !== undefined) {
    const edge = Math.ceil(exclusiveMaximum);
    out.push({
      rule: `not below exclusiveMaximum ${exclusiveMaximum}`,
      value: fc.oneof(fc.constant(exclusiveMaximum), fc.integer({ min: edge, max: edge + 1000 })),
    });
  }
  if (integer) {
    const floor = minimum ?? (exclusiveMinimum !== undefined ? exclusiveMinimum + 1 : 0);
    out.push({
      rule: 'fraction',
      value: fc.constantFrom(0.5, 1.5, 2.25).map((fraction) => floor + fraction),
    });
  }
  return out;
}

function arrayBreakers(schema: Schema, base: unknown): Omit<Breaker, 'target'>[] {
  const items = Array.isArray(base) ? (base as unknown[]) : [];
  const out: Omit<Breaker, 'target'>[] = [];
  if (schema.minItems !== undefined && schema.minItems > 0)
    out.push({
      rule: `fewer items than minItems ${schema.minItems}`,
      value: fc.constant(items.slice(0, schema.minItems - 1)),
    });
  if (schema.maxItems !== undefined) {
    const max = schema.maxItems;
    out.push({
      rule: `more items than maxItems ${max}`,
      value: fc
        .integer({ min: max + 1, max: max + 3 })
        .map((n) =>
          Array.from({ length: n }, (_, i) => items[i % Math.max(items.length, 1)] ?? 'x'),
        ),
    });
  }
  return out;
}

function breakersOf(target: Target, base: unknown): Breaker[] {
  const { schema } = target;
  const types = typesOf(schema);
  const out: Omit<Breaker, 'target'>[] = [];
  if (target.required && !target.segment) out.push({ rule: 'missing', value: fc.constant(OMIT) });
  const wrong = wrongTypes(target, types);
  if (wrong) out.push({ rule: 'wrong type', value: wrong });
  if (schema.enum) out.push({ rule: 'not in enum', value: outsideEnum(schema.enum) });
  if ('const' in schema) {
    const value = schema.const;
    const other = typeof value === 'boolean' ? !value : typeof value === 'number' ? value + 1 : 'x';
    out.push({ rule: `not the const ${JSON.stringify(value)}`, value: fc.constant(other) });
  }
  if (types.includes('string')) out.push(...stringBreakers(target, base));
  if (types.includes('integer') || types.includes('number'))
    out.push(...numberBreakers(schema, !types.includes('number')));
  if (types.includes('array')) out.push(...arrayBreakers(schema, base));
  return out.map((breaker) => ({ ...breaker, target }));
}

/** Targets of an object's fields (and of its arrays' first items) at `pointer`. */
function fieldTargets(
  contract: Contract,
  pointer: string,
  prefix: string,
  read: (input: Input) => Record<string, unknown> | null,
  write: (input: Input, value: Record<string, unknown>) => void,
): Target[] {
  const { schema, pointers } = contract.flatSchema(pointer);
  const broken = (input: Input) => contract.validate(pointer, read(input)).length > 0;
  const change = (input: Input, edit: (object: Record<string, unknown>) => void): Input => {
    const next = clone(input);
    const object = { ...(read(next) ?? {}) };
    edit(object);
    write(next, object);
    return next;
  };
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]): Target[] => {
    const own: Target = {
      label: `${prefix} /${name}`,
      schema: field,
      required: (schema.required ?? []).includes(name),
      text: false,
      segment: false,
      get: (input) => read(input)?.[name],
      set: (input, value) =>
        change(input, (object) => {
          if (value === OMIT) delete object[name];
          else object[name] = value;
        }),
      broken,
    };
    const itemPointer = `${pointers[name]}/items`;
    if (!typesOf(field).includes('array') || contract.at(itemPointer) === undefined) return [own];
    const item: Target = {
      label: `${prefix} /${name}/0`,
      schema: contract.resolved<Schema>(itemPointer),
      required: false,
      text: false,
      segment: false,
      get: (input) => (read(input)?.[name] as unknown[] | undefined)?.[0],
      set: (input, value) =>
        change(input, (object) => {
          const items = [...((object[name] as unknown[] | undefined) ?? [])];
          items[0] = value;
          object[name] = items;
        }),
      broken,
    };
    return [own, item];
  });
}

function parameterTargets(contract: Contract, op: Operation): Target[] {
  return op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((param) => {
      const where = param.in as 'path' | 'query';
      return {
        label: `${where} ${param.name}`,
        schema: param.schema,
        required: param.required,
        text: true,
        segment: where === 'path',
        get: (input) => input[where][param.name],
        set: (input, value) => {
          const next = clone(input);
          next[where][param.name] = value === OMIT ? undefined : value;
          return next;
        },
        broken: (input) => {
          const value = input[where][param.name];
          if (value === undefined) return param.required;
          const read = fromText(String(value), param.schema);
          return contract.validate(param.schemaPointer, read).length > 0;
        },
      };
    });
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

function bodyTargets(contract: Contract, op: Operation, base: Input): Target[] {
  if (!op.body || !base.body) return [];
  if ('json' in base.body) {
    return fieldTargets(
      contract,
      op.body.schemaPointer,
      'body',
      (input) => (input.body && 'json' in input.body ? asObject(input.body.json) : null),
      (input, value) => (input.body = { json: value }),
    );
  }
  // A multipart part that holds JSON text: its fields are broken inside that text.
  const formPointer = op.body.schemaPointer;
  return Object.keys(op.body.schema.properties ?? {}).flatMap((part) => {
    const contentPointer = `${formPointer}/properties/${escapePointer(part)}/contentSchema`;
    if (contract.at(contentPointer) === undefined) return [];
    const partOf = (input: Input) => {
      const value = input.body && 'parts' in input.body ? input.body.parts[part] : undefined;
      return value !== undefined && isJsonPart(value) ? value : null;
    };
    return fieldTargets(
      contract,
      contract.canonical(contentPointer),
      part,
      (input) => asObject(partOf(input)?.json),
      (input, value) => {
        if (input.body && 'parts' in input.body) input.body.parts[part] = { json: value };
      },
    );
  });
}

function preview(value: Value): string {
  if (value === OMIT) return '';
  if (typeof value === 'string' && codePoints(value).length > 16)
    return ` ("${codePoints(value).slice(0, 6).join('')}…", ${codePoints(value).length} chars)`;
  if (Array.isArray(value) && value.length > 3) return ` (${value.length} items)`;
  return ` (${JSON.stringify(value)})`;
}

/** FNV-1a: each operation draws its own cases, unchanged when others are added. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193);
  return h | 0;
}

/**
 * Up to `runs` inputs that each break one constraint of the contract, drawn from every rule the
 * operation's parameters and body declare, the same for the same seed.
 */
export function invalidInputs(
  contract: Contract,
  op: Operation,
  base: Input,
  { seed, runs }: { seed: number; runs: number },
): Mutation[] {
  const targets = [...parameterTargets(contract, op), ...bodyTargets(contract, op, base)];
  const breakers = targets.flatMap((target) => breakersOf(target, target.get(base)));
  if (breakers.length === 0 || runs <= 0) return [];
  // Twice as many as needed: a drawn value the contract still accepts is dropped.
  const count = Math.min(breakers.length, runs * 2);
  const draw = fc
    .shuffledSubarray(breakers, { minLength: count, maxLength: count })
    .chain((chosen) =>
      fc.tuple(...chosen.map((breaker) => breaker.value.map((value) => ({ breaker, value })))),
    );
  const [drawn] = fc.sample(draw, { seed: seed ^ hash(op.id), numRuns: 1 });
  const found: Mutation[] = [];
  for (const { breaker, value } of drawn ?? []) {
    const { target } = breaker;
    const apply = (input: Input) => {
      const changed = target.set(input, value);
      return target.broken(changed) ? changed : null;
    };
    if (!apply(base)) continue;
    found.push({ label: `${target.label} ${breaker.rule}${preview(value)}`, apply });
    if (found.length === runs) break;
  }
  return found;
}

/** Whether an operation has anything a request can break (a body or constrained parameters). */
export function hasConstraints(contract: Contract, op: Operation, base: Input): boolean {
  const targets = [...parameterTargets(contract, op), ...bodyTargets(contract, op, base)];
  return targets.some((target) => breakersOf(target, target.get(base)).length > 0);
}

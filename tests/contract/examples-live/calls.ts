/**
 * The requests an integrator builds from openapi.yaml alone (tests/contract/examples-live.test.ts):
 * path and query parameters from their `example` / `examples`, the JSON body from its media
 * type's example, one request per example of the body.
 */
import { doc, operations, type Operation } from '../openapi';

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A node of the contract, following `$ref`s. */
export function deref(node: unknown): Json {
  let at = node;
  while (isObject(at) && typeof at.$ref === 'string') {
    at = at.$ref
      .replace(/^#/, '')
      .split('/')
      .slice(1)
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((parent, key) => (isObject(parent) ? parent[key] : undefined), doc);
  }
  if (!isObject(at)) throw new Error(`openapi.yaml: ${JSON.stringify(node)} is not an object`);
  return at;
}

/** `example`, or every `examples` entry's value, of a parameter or media type. */
export function examplesOf(holder: Json): { name: string; value: unknown }[] {
  if ('example' in holder) return [{ name: 'example', value: holder.example }];
  if (!isObject(holder.examples)) return [];
  return Object.entries(holder.examples).map(([name, entry]) => ({
    name,
    value: deref(entry).value,
  }));
}

export interface Call {
  /** the operation, and the example's name where the body has several */
  label: string;
  method: string;
  url: string;
  json?: unknown;
  /** what keeps the call from being built from the examples alone */
  problem?: string;
}

const spec = (op: Operation) => deref(doc.paths[op.path]![op.method]);
export const bodyContent = (op: Operation): Json | null => {
  const body = spec(op).requestBody;
  return body === undefined ? null : (deref(deref(body).content) as Json);
};

/** The requests an integrator sends from the contract alone: one per example of the JSON body. */
export function callsOf(op: Operation): Call[] {
  const item = doc.paths[op.path]!;
  const params = [item.parameters, spec(op).parameters]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map(deref);
  let path = op.path;
  const query = new URLSearchParams();
  const problems: string[] = [];
  for (const param of params) {
    if (param.in !== 'path' && param.in !== 'query') continue;
    const name = String(param.name);
    const [example] = examplesOf(param);
    if (!example) {
      if (param.required) problems.push(`no example of its ${param.in} parameter ${name}`);
      continue;
    }
    const value = String(example.value);
    if (param.in === 'path') path = path.replace(`{${name}}`, encodeURIComponent(value));
    else query.set(name, value);
  }
  const call = {
    label: op.operationId,
    method: op.method.toUpperCase(),
    url: query.toString() ? `${path}?${query}` : path,
  };
  if (problems.length > 0) return [{ ...call, problem: problems.join(', ') }];
  const content = bodyContent(op);
  if (!content) return [call];
  const json = isObject(content['application/json']) ? content['application/json'] : null;
  const examples = json ? examplesOf(json) : [];
  if (examples.length === 0)
    return [{ ...call, problem: `no example of a JSON body (${Object.keys(content).join(', ')})` }];
  return examples.map(({ name, value }) => ({
    ...call,
    label: examples.length > 1 ? `${op.operationId} "${name}"` : op.operationId,
    json: value,
  }));
}

export const operation = (operationId: string): Operation => {
  const found = operations.find((op) => op.operationId === operationId);
  if (!found) throw new Error(`openapi.yaml has no operation ${operationId}`);
  return found;
};

/**
 * The contracts the hostile-input tests read as data: every operation of openapi.yaml and of the
 * demo console's mocks/demo-openapi.yaml, with the request bodies, path parameters and error
 * codes each one documents.
 */
import { loadContract, operations, type Doc, type Operation } from '../../contract/openapi';

export type Json = Record<string, unknown>;

/** The demo console's controls: their own document, never in openapi.yaml. */
export const demoOperations = loadContract('mocks/demo-openapi.yaml').operations;
const allOperations = [...operations, ...demoOperations];
const isDemo = (op: Operation) => op.path.startsWith('/__demo/');

/** The document the helpers below read (set per operation). */
let doc: Doc;

function at(ref: string): Json {
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => (node[key] ?? {}) as Json, doc);
}

/** A schema, parameter or request body with its $ref followed. */
function deref(node: unknown): Json {
  let current = (node ?? {}) as Json;
  while (typeof current.$ref === 'string') current = at(current.$ref);
  return current;
}

function isStringSchema(node: unknown): boolean {
  const schema = deref(node);
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('string')) return schema.format !== 'binary';
  if (Array.isArray(schema.enum)) return schema.enum.every((v) => typeof v === 'string');
  const parts = [schema.allOf, schema.oneOf, schema.anyOf].flatMap((p) => (p ?? []) as unknown[]);
  return parts.some(isStringSchema);
}

const isStringArray = (node: unknown) => {
  const schema = deref(node);
  return schema.type === 'array' && isStringSchema(schema.items);
};

function sample(node: unknown): unknown {
  const schema = deref(node);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples)) return schema.examples[0];
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = ([] as unknown[]).concat(schema.type ?? 'string')[0];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return synthesize(schema);
  return 'x';
}

/** The properties of a schema, those of its allOf parts included. */
function propertiesOf(schema: Json): Json {
  const parts = ((schema.allOf ?? []) as unknown[]).map((part) => propertiesOf(deref(part)));
  return Object.assign({}, ...parts, schema.properties ?? {}) as Json;
}

/** The required properties of a schema, those of its allOf parts included. */
function requiredOf(schema: Json): string[] {
  const parts = ((schema.allOf ?? []) as unknown[]).flatMap((part) => requiredOf(deref(part)));
  return [...parts, ...((schema.required ?? []) as string[])];
}

function synthesize(schema: Json): Json {
  const properties = propertiesOf(schema);
  return Object.fromEntries(Object.keys(properties).map((k) => [k, sample(properties[k])]));
}

type Media = { schema?: unknown; example?: unknown; examples?: Record<string, { value: unknown }> };

function exampleOf(media: Media | undefined): Json | undefined {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example as Json;
  const first = Object.values(media.examples ?? {})[0];
  return first ? (first.value as Json) : undefined;
}

const allMedia = () =>
  allOperations
    .filter((op) => op.doc === doc)
    .flatMap((op) => {
      const content = (deref(doc.paths[op.path]![op.method]!.requestBody).content ?? {}) as Record<
        string,
        Media
      >;
      return Object.values(content);
    });

/** An example of a request schema: from any operation that documents one, else made up. */
function exampleFor(schemaNode: unknown): Json {
  const ref = (schemaNode as Json).$ref;
  for (const media of allMedia()) {
    const example = exampleOf(media);
    if (example && ref !== undefined && (media.schema as Json | undefined)?.$ref === ref)
      return example;
  }
  return synthesize(deref(schemaNode));
}

export interface BodySpec {
  kind: 'json' | 'multipart';
  example: Json;
  /** the schema requires no field, so `{}` is a valid body */
  nothingRequired: boolean;
  /** fields typed string, and fields that are arrays of strings */
  strings: string[];
  stringArrays: string[];
}

export function bodyOf(op: Operation): BodySpec | null {
  doc = op.doc;
  const content = (deref(doc.paths[op.path]![op.method]!.requestBody).content ?? {}) as Record<
    string,
    Media
  >;
  let kind: BodySpec['kind'];
  let schemaNode: unknown;
  let example: Json | undefined;
  if (content['application/json']) {
    kind = 'json';
    schemaNode = content['application/json'].schema;
    example = exampleOf(content['application/json']);
  } else if (content['multipart/form-data']) {
    kind = 'multipart';
    const form = deref(content['multipart/form-data'].schema);
    schemaNode = deref((form.properties as Json | undefined)?.inputs).contentSchema;
  } else {
    return null;
  }
  const schema = deref(schemaNode);
  const properties = propertiesOf(schema);
  return {
    kind,
    example: example ?? exampleFor(schemaNode),
    nothingRequired: requiredOf(schema).length === 0,
    strings: Object.keys(properties).filter((k) => isStringSchema(properties[k])),
    stringArrays: Object.keys(properties).filter((k) => isStringArray(properties[k])),
  };
}

/** Path parameters of an operation with their documented example. */
export function pathParams(op: Operation): Record<string, string> {
  doc = op.doc;
  const operation = doc.paths[op.path]![op.method]! as Json;
  const declared = [
    ...((doc.paths[op.path]!.parameters ?? []) as unknown[]),
    ...((operation.parameters ?? []) as unknown[]),
  ].map(deref);
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return Object.fromEntries(
    names.map((name) => {
      const param = declared.find((p) => p.name === name) ?? {};
      const value = param.example ?? sample(param.schema);
      return [name, encodeURIComponent(String(value))];
    }),
  );
}

export const fill = (path: string, values: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'x');

/** The error codes of the operation's document (the demo console has codes of its own). */
export const errorCodes = (op: Operation) => {
  doc = op.doc;
  const name = isDemo(op) ? 'DemoErrorCode' : 'ErrorCode';
  return new Set(deref(at(`#/components/schemas/${name}`)).enum as string[]);
};

/**
 * The examples of an OpenAPI 3.1 document, found where the specification puts them, each with
 * the schema it illustrates:
 * - a media type's `example` or `examples.<name>.value` (request bodies, responses), checked
 *   against the media type's `schema`;
 * - a parameter's or a header's `example` / `examples.<name>.value`, against its `schema`;
 * - a schema's own `examples` (JSON Schema 2020-12: a list) or `example` (OpenAPI's older
 *   keyword), against that schema, in components and wherever a schema is written inline.
 * A `$ref` is not followed: what it points at is visited once, where it is written
 * (components/parameters, components/responses, …), so every example is reported at its own place.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { escape, METHODS } from './openapi';

type Json = Record<string, unknown>;

export interface ExampleSite {
  /** where a reader finds it: operation or component, request/response, media type, name */
  label: string;
  /** JSON pointer of the example value in the document */
  pointer: string;
  /** JSON pointer of the schema the example must match */
  schemaPointer: string;
  value: unknown;
  /** an example that cannot be checked at all (e.g. an `examples` entry without `value`) */
  problem?: string;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Subschemas of a JSON Schema 2020-12 schema: maps, single schemas and lists of schemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'dependentSchemas'];
const SCHEMA_ONE = [
  'items',
  'additionalProperties',
  'unevaluatedItems',
  'unevaluatedProperties',
  'propertyNames',
  'contains',
  'not',
  'if',
  'then',
  'else',
];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** Every example of the document, in document order. */
export function collectExamples(document: Json): ExampleSite[] {
  const sites: ExampleSite[] = [];

  function deref(node: unknown): { node: unknown; pointer: string } | null {
    if (!isObject(node) || typeof node.$ref !== 'string') return null;
    const pointer = node.$ref.replace(/^#/, '');
    const target = pointer
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), document);
    return { node: target, pointer };
  }

  /** `example` and `examples` of a media type, parameter or header. */
  function examplesOf(owner: Json, pointer: string, schemaPointer: string, label: string) {
    if ('example' in owner)
      sites.push({
        label: `${label}, example`,
        pointer: `${pointer}/example`,
        schemaPointer,
        value: owner.example,
      });
    if (!isObject(owner.examples)) return;
    for (const [name, entry] of Object.entries(owner.examples)) {
      const ref = deref(entry);
      const example = ref ? ref.node : entry;
      const at = ref ? ref.pointer : `${pointer}/examples/${escape(name)}`;
      const site = { label: `${label}, example "${name}"`, schemaPointer };
      if (isObject(example) && 'value' in example)
        sites.push({ ...site, pointer: `${at}/value`, value: example.value });
      else
        sites.push({
          ...site,
          pointer: at,
          value: undefined,
          problem: 'has no `value` (an externalValue or a broken $ref cannot be checked)',
        });
    }
  }

  function schema(node: unknown, pointer: string, label: string) {
    if (!isObject(node)) return;
    if (Array.isArray(node.examples))
      node.examples.forEach((value, index) =>
        sites.push({
          label: `${label}, examples[${index}]`,
          pointer: `${pointer}/examples/${index}`,
          schemaPointer: pointer,
          value,
        }),
      );
    if ('example' in node)
      sites.push({
        label: `${label}, example`,
        pointer: `${pointer}/example`,
        schemaPointer: pointer,
        value: node.example,
      });
    for (const key of SCHEMA_MAPS)
      if (isObject(node[key]))
        for (const [name, sub] of Object.entries(node[key]))
          schema(sub, `${pointer}/${key}/${escape(name)}`, `${label}.${name}`);
    for (const key of SCHEMA_ONE) schema(node[key], `${pointer}/${key}`, `${label}.${key}`);
    for (const key of SCHEMA_LISTS)
      if (Array.isArray(node[key]))
        node[key].forEach((sub, index) =>
          schema(sub, `${pointer}/${key}/${index}`, `${label}.${key}[${index}]`),
        );
  }

  function content(node: unknown, pointer: string, label: string) {
    if (!isObject(node)) return;
    for (const [type, media] of Object.entries(node)) {
      if (!isObject(media)) continue;
      const at = `${pointer}/${escape(type)}`;
      examplesOf(media, at, `${at}/schema`, `${label} ${type}`);
      schema(media.schema, `${at}/schema`, `${label} ${type} schema`);
    }
  }

  /** A parameter or a header (same shape: a schema, or content). */
  function parameter(node: unknown, pointer: string, label: string) {
    if (!isObject(node) || deref(node)) return;
    const name = typeof node.name === 'string' ? node.name : label;
    examplesOf(node, pointer, `${pointer}/schema`, `${label} ${name}`);
    schema(node.schema, `${pointer}/schema`, `${label} ${name} schema`);
    content(node.content, `${pointer}/content`, `${label} ${name}`);
  }

  function headers(node: unknown, pointer: string, label: string) {
    if (!isObject(node)) return;
    for (const [name, header] of Object.entries(node))
      parameter(header, `${pointer}/${escape(name)}`, `${label} header ${name}`);
  }

  /** A request body or a response. */
  function body(node: unknown, pointer: string, label: string) {
    if (!isObject(node) || deref(node)) return;
    content(node.content, `${pointer}/content`, label);
    headers(node.headers, `${pointer}/headers`, label);
  }

  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const itemPointer = `/paths/${escape(path)}`;
    if (Array.isArray(item.parameters))
      item.parameters.forEach((p, i) =>
        parameter(p, `${itemPointer}/parameters/${i}`, `${path} parameter`),
      );
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const pointer = `${itemPointer}/${method}`;
      const name = `${String(op.operationId)} (${method.toUpperCase()} ${path})`;
      if (Array.isArray(op.parameters))
        op.parameters.forEach((p, i) =>
          parameter(p, `${pointer}/parameters/${i}`, `${name} parameter`),
        );
      body(op.requestBody, `${pointer}/requestBody`, `${name} request`);
      if (isObject(op.responses))
        for (const status of Object.keys(op.responses))
          body(
            op.responses[status],
            `${pointer}/responses/${escape(status)}`,
            `${name} response ${status}`,
          );
    }
  }

  const components = isObject(document.components) ? document.components : {};
  const each = (key: string, visit: (node: unknown, pointer: string, label: string) => void) => {
    const group = components[key];
    if (isObject(group))
      for (const [name, node] of Object.entries(group))
        visit(node, `/components/${key}/${escape(name)}`, `components.${key}.${name}`);
  };
  each('parameters', parameter);
  each('headers', parameter);
  each('requestBodies', body);
  each('responses', body);
  each('schemas', schema);
  return sites;
}

/**
 * How many examples the document writes, counted without knowing OpenAPI: every `example` key,
 * and every entry of every `examples` list or map, anywhere (not looking inside example values).
 * collectExamples must find as many, or an example sits where it does not look.
 */
export function countExampleKeywords(node: unknown): number {
  if (Array.isArray(node))
    return node.reduce<number>((n, item) => n + countExampleKeywords(item), 0);
  if (!isObject(node)) return 0;
  let count = 0;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example') count += 1;
    else if (key === 'examples' && Array.isArray(value)) count += value.length;
    else if (key === 'examples' && isObject(value))
      for (const entry of Object.values(value)) {
        count += 1;
        if (isObject(entry)) count += countExampleKeywords({ ...entry, value: undefined });
      }
    else count += countExampleKeywords(value);
  }
  return count;
}

/** Why an example does not match its schema (empty when it does). */
export function exampleErrors(ajv: Ajv2020, site: ExampleSite): string[] {
  if (site.problem) return [site.problem];
  const validate = ajv.getSchema(`api#${site.schemaPointer}`);
  if (!validate) return [`no schema at #${site.schemaPointer}`];
  if (validate(site.value)) return [];
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`,
  );
}

/** A copy of the document with the value at a JSON pointer replaced (to break an example). */
export function withValueAt<T extends Json>(document: T, pointer: string, value: unknown): T {
  const copy = structuredClone(document);
  const keys = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop();
  const parent = keys.reduce<unknown>((at, key) => (at as Json)[key], copy) as Json;
  if (last === undefined || !(last in parent)) throw new Error(`nothing at ${pointer}`);
  parent[last] = value;
  return copy;
}

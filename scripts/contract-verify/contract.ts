/**
 * openapi.yaml as the verifier reads it: its operations with their parameters, request bodies,
 * examples and security, and one validator (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses it) for
 * any schema of the document, reached by JSON pointer so that its `#/components/...` refs resolve.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

export type Node = Record<string, unknown>;

/** The keywords of a schema the verifier reads (the rest is ajv's business). */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  allOf?: Schema[];
  format?: string;
  contentMediaType?: string;
  contentSchema?: Schema;
  examples?: unknown[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
  /** canonical JSON pointer of its schema (refs followed) */
  schemaPointer: string;
  example: unknown;
}

export interface RequestBody {
  mediaType: string;
  schema: Schema;
  schemaPointer: string;
  /** the example, or the first of the examples, when the contract gives one */
  example: unknown;
  /** multipart parts: the media types a file part may have (from `encoding`) */
  encoding: Record<string, string[]>;
}

export interface Operation {
  id: string;
  /** upper case */
  method: string;
  path: string;
  pointer: string;
  parameters: Parameter[];
  body: RequestBody | null;
  /** the statuses it declares, as written ("200", "4XX", "default") */
  statuses: string[];
  /** a token is required: every security requirement names a scheme */
  secured: boolean;
  /** the security scheme that carries the token (http bearer only) */
  scheme: string | null;
}

export const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** OpenAPI's own formats that say nothing JSON Schema can check. */
const OPENAPI_FORMATS = ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'];

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `examples` of a media type or parameter is a map of Example objects; its first `value`. */
function firstExample(holder: Node): unknown {
  if ('example' in holder) return holder.example;
  if (isNode(holder.examples)) {
    const first = Object.values(holder.examples)[0];
    if (isNode(first) && 'value' in first) return first.value;
  }
  return undefined;
}

export class Contract {
  readonly doc: Node;
  readonly operations: Operation[];
  private readonly ajv: Ajv2020;

  constructor(file: string) {
    this.doc = parse(readFileSync(file, 'utf8')) as Node;
    // strict off: the document carries OpenAPI keywords (example, discriminator…) beside the
    // schema ones; its schemas are Redocly-linted, so ajv need not check them again.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    for (const format of OPENAPI_FORMATS) this.ajv.addFormat(format, true);
    this.ajv.addSchema(this.doc, 'api');
    this.operations = this.readOperations();
  }

  /** The node at a JSON pointer of the document. */
  at(pointer: string): unknown {
    let node: unknown = this.doc;
    for (const segment of pointer.split('/').slice(1)) {
      if (!isNode(node) && !Array.isArray(node)) return undefined;
      node = (node as Node)[unescapePointer(segment)];
    }
    return node;
  }

  /** The pointer a $ref chain starting at `pointer` ends at. */
  canonical(pointer: string): string {
    let current = pointer;
    for (let hops = 0; hops < 32; hops++) {
      const node = this.at(current);
      if (!isNode(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/'))
        return current;
      current = node.$ref.slice(1);
    }
    throw new Error(`$ref loop at ${pointer}`);
  }

  /** The node at a pointer, refs followed. */
  resolved<T = Node>(pointer: string): T {
    return this.at(this.canonical(pointer)) as T;
  }

  /**
   * The schema at `pointer` with its refs followed and an allOf of objects merged, as far as
   * the verifier needs it: properties and required fields.
   */
  flatSchema(pointer: string): { schema: Schema; pointers: Record<string, string> } {
    const base = this.canonical(pointer);
    const schema = { ...this.resolved<Schema>(base) };
    const pointers: Record<string, string> = {};
    const properties: Record<string, Schema> = {};
    const required = new Set(schema.required ?? []);
    const parts = [base, ...(schema.allOf ?? []).map((_, i) => `${base}/allOf/${i}`)];
    for (const part of parts) {
      const node = this.resolved<Schema>(part);
      const partPointer = this.canonical(part);
      for (const name of node.required ?? []) required.add(name);
      for (const name of Object.keys(node.properties ?? {})) {
        const propertyPointer = this.canonical(`${partPointer}/properties/${escapePointer(name)}`);
        pointers[name] = propertyPointer;
        properties[name] = this.at(propertyPointer) as Schema;
      }
    }
    return { schema: { ...schema, properties, required: [...required] }, pointers };
  }

  /** ajv's errors for `value` against the schema at `pointer`; empty when it is valid. */
  validate(pointer: string, value: unknown): ErrorObject[] {
    const validator = this.ajv.getSchema(`api#${this.canonical(pointer)}`);
    if (!validator) throw new Error(`no schema at ${pointer}`);
    return validator(value) ? [] : [...(validator.errors ?? [])];
  }

  operation(id: string): Operation {
    const found = this.operations.find((op) => op.id === id);
    if (!found) throw new Error(`openapi.yaml has no operation ${id}`);
    return found;
  }

  /** The pointer of the response object an operation declares for a status, if any. */
  responsePointer(op: Operation, status: number): string | null {
    const exact = String(status);
    const range = `${exact[0]}XX`;
    const key = [exact, range, 'default'].find((candidate) => op.statuses.includes(candidate));
    return key ? this.canonical(`${op.pointer}/responses/${key}`) : null;
  }

  private readOperations(): Operation[] {
    const paths = (this.doc.paths ?? {}) as Record<string, Node>;
    const topSecurity = this.doc.security;
    return Object.entries(paths).flatMap(([path, item]) =>
      METHODS.filter((method) => isNode(item[method])).map((method) => {
        const pointer = `/paths/${escapePointer(path)}/${method}`;
        const op = item[method] as Node;
        const security = (op.security ?? topSecurity ?? []) as Node[];
        const secured = security.length > 0 && security.every((r) => Object.keys(r).length > 0);
        return {
          id: String(op.operationId ?? `${method.toUpperCase()} ${path}`),
          method: method.toUpperCase(),
          path,
          pointer,
          parameters: this.readParameters(`/paths/${escapePointer(path)}`, pointer),
          body: this.readBody(pointer),
          statuses: Object.keys((op.responses ?? {}) as Node),
          secured,
          scheme: secured ? (Object.keys(security[0]!)[0] ?? null) : null,
        };
      }),
    );
  }

  /** Path-level parameters, overridden by the operation's own of the same name and place. */
  private readParameters(itemPointer: string, opPointer: string): Parameter[] {
    const byKey = new Map<string, Parameter>();
    for (const owner of [itemPointer, opPointer]) {
      const list = this.at(`${owner}/parameters`);
      if (!Array.isArray(list)) continue;
      list.forEach((_, index) => {
        const paramPointer = this.canonical(`${owner}/parameters/${index}`);
        const param = this.at(paramPointer) as Node;
        const schemaPointer = this.canonical(`${paramPointer}/schema`);
        const schema = this.at(schemaPointer) as Schema;
        const example = firstExample(param) ?? schema.examples?.[0];
        byKey.set(`${String(param.in)} ${String(param.name)}`, {
          name: String(param.name),
          in: param.in as Parameter['in'],
          required: param.required === true,
          schema,
          schemaPointer,
          example,
        });
      });
    }
    return [...byKey.values()];
  }

  private readBody(opPointer: string): RequestBody | null {
    const bodyPointer = this.canonical(`${opPointer}/requestBody`);
    const body = this.at(bodyPointer);
    if (!isNode(body) || !isNode(body.content)) return null;
    const [mediaType, media] = Object.entries(body.content)[0] as [string, Node];
    const schemaPointer = this.canonical(
      `${bodyPointer}/content/${escapePointer(mediaType)}/schema`,
    );
    const encoding: Record<string, string[]> = {};
    for (const [part, spec] of Object.entries((media.encoding ?? {}) as Record<string, Node>)) {
      if (typeof spec.contentType === 'string')
        encoding[part] = spec.contentType.split(',').map((type) => type.trim());
    }
    return {
      mediaType,
      schema: this.at(schemaPointer) as Schema,
      schemaPointer,
      example: firstExample(media),
      encoding,
    };
  }
}

/** `/products/0/price must be number` for each error. */
export function describeErrors(errors: ErrorObject[]): string[] {
  return errors.map((error) => {
    const where = error.instancePath || '(body)';
    const params = error.params as { allowedValues?: unknown[]; allowedValue?: unknown };
    const allowed = params.allowedValues
      ? ` (${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
      : 'allowedValue' in params
        ? ` (${JSON.stringify(params.allowedValue)})`
        : '';
    return `${where} ${error.message ?? error.keyword}${allowed}`;
  });
}

/**
 * The contract as data for tests: its operations, and a validator for any response of any
 * operation against the schema that openapi.yaml documents for that status and media type. The
 * demo console's own document (mocks/demo-openapi.yaml, mock-only) loads the same way.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
export type Doc = Json & { paths: Record<string, Record<string, Json>> };

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  pointer: string;
  /** a token is required (every security requirement names a scheme) */
  secured: boolean;
  statuses: string[];
  /** the document that describes it */
  doc: Doc;
}

export const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A validator that knows a whole OpenAPI 3.1 document under the id `api`, so that any schema in
 * it is reached as `api#<JSON pointer>` and its `#/components/...` refs resolve. OpenAPI's own
 * formats (binary, int32, …) are accepted as they are.
 */
export function contractAjv(document: object): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  for (const format of ['binary', 'int32', 'int64', 'double', 'float', 'password'])
    ajv.addFormat(format, true);
  ajv.addSchema(document, 'api');
  return ajv;
}

export interface Contract {
  doc: Doc;
  operations: Operation[];
  /**
   * Validates a fetch Response against the document. Returns the errors (empty when valid).
   * The status must be documented, and the body must match the schema of its media type.
   */
  contractErrors(op: Operation, response: Response): Promise<string[]>;
}

export function loadContract(file: string): Contract {
  const doc = parse(readFileSync(file, 'utf8')) as Doc;

  const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => {
      const op = item[method] as Json & { responses: Json; security?: unknown[] };
      const security = Array.isArray(op.security) ? (op.security as Json[]) : [];
      return {
        operationId: String(op.operationId),
        method,
        path,
        pointer: `/paths/${escape(path)}/${method}`,
        secured: security.length > 0 && security.every((r) => Object.keys(r).length > 0),
        statuses: Object.keys(op.responses),
        doc,
      };
    }),
  );

  const ajv = contractAjv(doc);

  function resolve(pointer: string): Json {
    return pointer
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((node, key) => node[key] as Json, doc);
  }

  /** JSON pointer to the response object for a status, following a components/responses $ref. */
  function responsePointer(op: Operation, status: number): string {
    const key = op.statuses.includes(String(status)) ? String(status) : 'default';
    let pointer = `${op.pointer}/responses/${key}`;
    const response = resolve(pointer);
    if (!response) throw new Error(`${op.operationId} documents no ${status} response`);
    if (typeof response.$ref === 'string') pointer = response.$ref.slice(1);
    return pointer;
  }

  async function contractErrors(op: Operation, response: Response): Promise<string[]> {
    const documented =
      op.statuses.includes(String(response.status)) || op.statuses.includes('default');
    if (!documented) return [`status ${response.status} is not documented for ${op.operationId}`];
    const pointer = responsePointer(op, response.status);
    const content = (resolve(pointer).content ?? {}) as Record<string, unknown>;
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    if (!(type in content))
      return [`content-type "${type}" is not documented (${Object.keys(content).join(', ')})`];
    const body = type.includes('json') ? await response.json() : await response.text();
    const validate = ajv.getSchema(`api#${pointer}/content/${escape(type)}/schema`);
    if (!validate) return [`no schema at ${pointer}`];
    return validate(body)
      ? []
      : (validate.errors ?? []).map(
          (e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`,
        );
  }

  return { doc, operations, contractErrors };
}

/** The customer contract, openapi.yaml. */
export const { doc, operations, contractErrors } = loadContract('openapi.yaml');

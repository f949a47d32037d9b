/**
 * The contract's examples are real: every example of openapi.yaml — request and response
 * `example` / `examples` of every operation (and of the shared components/responses), parameter
 * examples, and schema-level `examples` — is valid against the schema it illustrates. The rendered
 * API docs (`npm run docs`, /api-docs/) show these examples to integrators.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isMap, isNode, isSeq, LineCounter, parseDocument } from 'yaml';
import {
  collectExamples,
  countExampleKeywords,
  exampleErrors,
  type ExampleSite,
  withValueAt,
} from './examples';
import { contractAjv, doc } from './openapi';

const ajv = contractAjv(doc);
const sites = collectExamples(doc);

const lines = new LineCounter();
const source = parseDocument(readFileSync('openapi.yaml', 'utf8'), { lineCounter: lines });

/** `openapi.yaml:LINE` of a JSON pointer, to jump to from the failure. */
function where(pointer: string): string {
  let node: unknown = source.contents;
  for (const key of pointer.split('/').slice(1)) {
    const name = key.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isSeq(node) ? node.get(Number(name), true) : isMap(node) ? node.get(name, true) : null;
  }
  const offset = isNode(node) ? node.range?.[0] : undefined;
  return offset === undefined ? 'openapi.yaml' : `openapi.yaml:${lines.linePos(offset).line}`;
}

function report(site: ExampleSite, errors: string[]): string {
  return [
    `${site.label} does not match its schema`,
    `  example: ${where(site.pointer)} (#${site.pointer})`,
    `  schema:  ${where(site.schemaPointer)} (#${site.schemaPointer})`,
    ...errors.map((error) => `  ${error}`),
  ].join('\n');
}

describe('examples of openapi.yaml', () => {
  it('are all found: requests, responses, parameters and schemas', () => {
    expect(sites.length).toBe(countExampleKeywords(doc));
    expect(sites.some((s) => s.pointer.includes('/requestBody/'))).toBe(true);
    expect(sites.some((s) => /\/paths\/.*\/responses\//.test(s.pointer))).toBe(true);
    expect(sites.some((s) => s.pointer.startsWith('/components/responses/'))).toBe(true);
    expect(sites.some((s) => s.pointer.includes('/parameters/'))).toBe(true);
    expect(sites.some((s) => s.pointer.startsWith('/components/schemas/'))).toBe(true);
  });

  it.each(sites.map((site) => [site.label, site] as const))('%s', (_label, site) => {
    const errors = exampleErrors(ajv, site);
    expect(errors, report(site, errors)).toEqual([]);
  });

  it('a wrong example fails, with its place and the reason', () => {
    // Break one response example (a boolean field given as text) and one schema-level example
    // (a string given as a number) in a copy of the contract; exactly these two must fail.
    const response = sites.find(
      (s) =>
        s.pointer.includes('/responses/') &&
        typeof (s.value as { success?: unknown } | null)?.success === 'boolean',
    );
    const schemaLevel = sites.find(
      (s) => /\/examples\/\d+$/.test(s.pointer) && typeof s.value === 'string',
    );
    if (!response || !schemaLevel) throw new Error('the contract has no example to break');
    const broken = withValueAt(
      withValueAt(doc, `${response.pointer}/success`, 'yes'),
      schemaLevel.pointer,
      12345,
    );
    const brokenAjv = contractAjv(broken);
    // (An example already wrong in openapi.yaml fails its own test above, not this one.)
    const wrongBefore = new Set(
      sites.filter((site) => exampleErrors(ajv, site).length > 0).map((site) => site.pointer),
    );
    const failing = collectExamples(broken)
      .filter((site) => !wrongBefore.has(site.pointer))
      .map((site) => ({ site, errors: exampleErrors(brokenAjv, site) }))
      .filter(({ errors }) => errors.length > 0);

    expect(failing.map(({ site }) => site.pointer).sort()).toEqual(
      [response.pointer, schemaLevel.pointer].sort(),
    );
    const responseFailure = failing.find(({ site }) => site.pointer === response.pointer)!;
    expect(responseFailure.errors.join('\n')).toMatch(/^\/success must be boolean/);
    const message = report(responseFailure.site, responseFailure.errors);
    expect(message).toMatch(/^\s+example: openapi\.yaml:\d+ \(#/m);
    expect(message).toContain(`(#${response.pointer})`);
    const schemaFailure = failing.find(({ site }) => site.pointer === schemaLevel.pointer)!;
    expect(schemaFailure.errors.join('\n')).toMatch(/must be string/);
  });
});

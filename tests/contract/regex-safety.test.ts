/**
 * Every pattern over user input runs in linear time (docs/security.md): recheck, a ReDoS checker,
 * finds no input that makes a pattern of the contract (openapi.yaml's and the demo console's
 * `pattern`s, which a backend may adopt) or of the shared rules (src/shared/rules, which the
 * forms and the mock check with) take time growing faster than the input.
 */
import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import * as R from '@/shared/rules';
import { doc, loadContract } from './openapi';

/** Every `pattern` anywhere in a document, with where it is. */
function patternsOf(node: unknown, at = '#'): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => patternsOf(item, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    key === 'pattern' && typeof value === 'string'
      ? [[at, value]]
      : patternsOf(value, `${at}/${key}`),
  );
}

/**
 * A check fuzzes for seconds on a busy machine: no timeout of recheck's own (a timeout is no
 * verdict), the test's instead.
 */
const CHECK_MS = 60_000;
const PARAMS = { timeout: null };
const demoDoc = loadContract('mocks/demo-openapi.yaml').doc;
const contract = [...patternsOf(doc), ...patternsOf(demoDoc, 'demo#')];
const rules = Object.entries(R).filter(
  (entry): entry is [string, RegExp] => entry[1] instanceof RegExp,
);

describe('patterns run in linear time', () => {
  it('finds the patterns', () => {
    expect(contract.length).toBeGreaterThan(10);
    expect(rules.map(([name]) => name)).toEqual(
      expect.arrayContaining(['GEORGIAN_ORG_NAME', 'LATIN_ORG_NAME', 'EMAIL']),
    );
  });

  it.each(contract)(
    'openapi %s: %s',
    (_, source) => {
      const result = checkSync(source, '', PARAMS);
      expect(result.status, JSON.stringify(result)).toBe('safe');
    },
    CHECK_MS,
  );

  it.each(rules)(
    'rule %s',
    (_, pattern) => {
      const result = checkSync(pattern.source, pattern.flags, PARAMS);
      expect(result.status, JSON.stringify(result)).toBe('safe');
    },
    CHECK_MS,
  );
});

/**
 * The e2e accessibility checks leave out axe's rules that can only report a moderate or minor
 * impact (tests/e2e/axe-rules.ts), since the tests fail on serious and critical ones only. This
 * holds the list to the installed axe-core: every rule on it exists, and none of its checks can
 * report more than moderate, so leaving them out never hides a violation a test would fail on.
 */
import axe from 'axe-core';
import { EXTRA_RULES, MODERATE_OR_MINOR_RULES } from '../e2e/axe-rules';

/** axe-core's loaded rules and checks, as its own build holds them (not in its typings). */
interface Audit {
  rules: {
    id: string;
    impact?: string;
    tags: string[];
    any: CheckRef[];
    all: CheckRef[];
    none: CheckRef[];
  }[];
  data: { checks: Record<string, { impact?: string }> };
}
type CheckRef = string | { id: string };

const audit = (axe as unknown as { _audit: Audit })._audit;
const SERIOUS = ['serious', 'critical'];

/** The impacts a rule can report: its own, and those of each of its checks. */
function impactsOf(id: string): (string | undefined)[] {
  const rule = audit.rules.find((r) => r.id === id);
  if (!rule) throw new Error(`${id} is not an axe rule`);
  const checks = [...rule.any, ...rule.all, ...rule.none];
  if (checks.length === 0) throw new Error(`${id} has no checks`);
  return [
    rule.impact,
    ...checks.map(
      (check) => audit.data.checks[typeof check === 'string' ? check : check.id]?.impact,
    ),
  ];
}
const canBeSerious = (id: string) =>
  impactsOf(id).some((impact) => impact !== undefined && SERIOUS.includes(impact));

describe('axe rules the e2e checks leave out', () => {
  it.each(MODERATE_OR_MINOR_RULES)(
    '%s exists and can report only a moderate or minor impact',
    (id) => {
      expect(canBeSerious(id), impactsOf(id).join(', ')).toBe(false);
    },
  );

  it('tells apart the rules that can be serious', () => {
    expect(canBeSerious('button-name')).toBe(true);
    expect(canBeSerious('color-contrast')).toBe(true);
    expect(() => impactsOf('no-such-rule')).toThrow('no-such-rule is not an axe rule');
  });
});

describe('axe rules the e2e checks turn on', () => {
  it.each(EXTRA_RULES)('%s exists, is off by default and can be serious', (id) => {
    const rule = audit.rules.find((r) => r.id === id);
    expect(rule?.tags).toContain('experimental');
    expect(canBeSerious(id)).toBe(true);
  });
});

// The browser tests' accessibility check: axe-core run in the page, failing on serious and
// critical violations only (the rules left out and turned on: ../axe-rules.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { EXTRA_RULES, MODERATE_OR_MINOR_RULES } from '../axe-rules';

/** axe-core's browser build, injected into a page once per document. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeOptions {
  /** a CSS selector: check only inside it */
  include?: string;
}

/**
 * Serious and critical axe violations on the page (or inside `include`), as readable lines. axe
 * runs in the page itself: injected once per document and reused after client-side navigations,
 * and asked for violations only (no list of passing nodes). This is about twice as fast as
 * @axe-core/playwright's analyze(), which re-injects axe and finishes every run in a new blank
 * page; the portal has no iframes for that to matter.
 * Colour contrast is checked in every language: a longer word can wrap onto another background.
 */
export async function seriousViolations(page: Page, { include }: AxeOptions = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const rules = Object.fromEntries([
    ...MODERATE_OR_MINOR_RULES.map((id) => [id, { enabled: false }]),
    ...EXTRA_RULES.map((id) => [id, { enabled: true }]),
  ]);
  const violations = await page.evaluate(
    async ({ context, rules }) => {
      const axe = (window as unknown as { axe: AxeInPage }).axe;
      const results = await axe.run(context ? { include: [context] } : document, {
        resultTypes: ['violations'],
        rules,
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { context: include ?? null, rules },
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** What the tests use of axe-core's API in the page. */
interface AxeInPage {
  run(
    context: unknown,
    options: unknown,
  ): Promise<{
    violations: { id: string; impact?: string | null; nodes: { target: string[] }[] }[];
  }>;
}

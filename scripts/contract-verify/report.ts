/**
 * The results as people and CI read them: a table of operations × case, the failures and skips
 * with their reasons, a summary line, and a JUnit XML file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { READ_ONLY, type CaseResult, type Column } from './run';

const COLUMNS: Column[] = ['happy', '401', '404', '400'];

export interface Totals {
  operations: number;
  cases: number;
  passed: number;
  failed: number;
  skipped: number;
}

export function totals(results: CaseResult[]): Totals {
  const count = (outcome: CaseResult['outcome']) =>
    results.filter((r) => r.outcome === outcome).length;
  return {
    operations: new Set(results.map((r) => r.op)).size,
    cases: results.length,
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skip'),
  };
}

/** `pass`, `FAIL`, `skip`, or for several cases `pass 3/3`, `FAIL 1/3`; `-` when none applies. */
function cell(cases: CaseResult[]): string {
  if (cases.length === 0) return '-';
  const failed = cases.filter((c) => c.outcome === 'fail').length;
  const passed = cases.filter((c) => c.outcome === 'pass').length;
  const of = cases.length > 1 ? ` ${failed || passed}/${cases.length}` : '';
  if (failed > 0) return `FAIL${of}`;
  return passed > 0 ? `pass${of}` : 'skip';
}

export function table(results: CaseResult[], operations: string[]): string {
  const width = Math.max(...operations.map((op) => op.length), 'operation'.length) + 2;
  const pad = (text: string, size: number) => text.padEnd(size);
  const lines = [
    pad('operation', width) +
      COLUMNS.map((c) => pad(c, 10))
        .join('')
        .trimEnd(),
  ];
  for (const op of operations) {
    const cells = COLUMNS.map((column) =>
      cell(results.filter((r) => r.op === op && r.column === column)),
    );
    lines.push(
      pad(op, width) +
        cells
          .map((c) => pad(c, 10))
          .join('')
          .trimEnd(),
    );
  }
  return lines.join('\n');
}

/** One line per problem: `getParcels happy: /products/0/price must be number`. */
export function failures(results: CaseResult[]): string[] {
  return results
    .filter((r) => r.outcome === 'fail')
    .flatMap((r) => r.reasons.map((reason) => `${r.op} ${r.name}: ${reason}`));
}

/** Skips with their reason; a reason many share (a read-only run, no token) as one line. */
export function skips(results: CaseResult[]): string[] {
  const byReason = new Map<string, CaseResult[]>();
  for (const result of results.filter((r) => r.outcome === 'skip')) {
    const reason = result.reasons.join('; ');
    byReason.set(reason, [...(byReason.get(reason) ?? []), result]);
  }
  return [...byReason].flatMap(([reason, cases]) => {
    const ops = [...new Set(cases.map((c) => c.op))];
    if (reason === READ_ONLY)
      return [
        `${ops.length} operations that change data (read-only run; --allow-writes runs them): ${ops.join(', ')}`,
      ];
    if (ops.length > 2) return [`${reason}: ${cases.length} cases of ${ops.join(', ')}`];
    return cases.map((c) => `${c.op} ${c.name}: ${reason}`);
  });
}

const xml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

export function junit(results: CaseResult[], seconds: number, properties: Record<string, string>) {
  const t = totals(results);
  const cases = results.map((r) => {
    const open = `    <testcase classname="contract.${xml(r.op)}" name="${xml(r.name)}" time="${(r.ms / 1000).toFixed(3)}"`;
    const reasons = xml(r.reasons.join('\n'));
    if (r.outcome === 'fail')
      return `${open}>\n      <failure message="${xml(r.reasons[0] ?? 'failed')}">${reasons}</failure>\n    </testcase>`;
    if (r.outcome === 'skip')
      return `${open}>\n      <skipped message="${xml(r.reasons.join('; '))}"/>\n    </testcase>`;
    return `${open}/>`;
  });
  const props = Object.entries(properties).map(
    ([name, value]) => `      <property name="${xml(name)}" value="${xml(value)}"/>`,
  );
  const counts = `tests="${t.cases}" failures="${t.failed}" errors="0" skipped="${t.skipped}" time="${seconds.toFixed(3)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-verify" ${counts}>`,
    `  <testsuite name="contract-verify" ${counts} timestamp="${new Date().toISOString()}">`,
    '    <properties>',
    ...props,
    '    </properties>',
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export function writeJunit(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

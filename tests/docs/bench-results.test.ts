// The benches record their medians themselves (scripts/bench-results.mjs): a whole run appends a
// dated section with the commit, the machine and a table; the file keeps the last run of each
// bench; a partial run is not recorded.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordResults } from '../../scripts/bench-results.mjs';

const rows = [
  { preset: 'mobile', case: 'signed out, /home', score: 97 },
  { preset: 'desktop', case: 'signed out, /home', score: 100 },
];

describe('the bench results file', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('appends each whole run as a dated section with its table, newest last', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'results.md');
    recordResults('first run', rows, { complete: true, file });
    recordResults('second run', [{ ...rows[0], score: 95 }], { complete: true, file });
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^# Bench results\n/);
    expect(text.match(/^## .*$/gm)).toEqual([
      expect.stringMatching(/^## \d{4}-\d\d-\d\d \d\d:\d\d UTC · first run$/),
      expect.stringMatching(/^## \d{4}-\d\d-\d\d \d\d:\d\d UTC · second run$/),
    ]);
    expect(text).toMatch(/Commit .+; \d+ cores \(.+\), \d+ GiB, Node \d+/);
    expect(text).toContain('| preset | case | score |\n| --- | --- | --- |');
    expect(text).toContain('| mobile | signed out, /home | 97 |');
    expect(text).toContain('| desktop | signed out, /home | 100 |');
    expect(text).toContain('| mobile | signed out, /home | 95 |');
  });

  it('keeps only the last run of each bench, newest last', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'results.md');
    for (const title of [
      'npm run bench: one',
      'npm run bench:parcels: one',
      'npm run bench: two',
      'npm run bench: three',
    ])
      recordResults(title, rows, { complete: true, file });
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^# Bench results\n/);
    expect(text.match(/^## .*$/gm)?.map((title) => title.replace(/^.* · /, ''))).toEqual([
      'npm run bench:parcels: one',
      'npm run bench: three',
    ]);
    expect(text.match(/\| mobile \| signed out, \/home \| 97 \|/g)).toHaveLength(2);
    expect(text).not.toMatch(/\n\n\n/);
  });

  it('does not record a partial run unless BENCH_RECORD=1 asks for it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'results.md');
    recordResults('partial', rows, { complete: false, file });
    expect(existsSync(file)).toBe(false);
    vi.stubEnv('BENCH_RECORD', '1');
    recordResults('partial', rows, { complete: false, file });
    expect(readFileSync(file, 'utf8')).toContain('· partial');
  });
});

/**
 * README.md is the first page a newcomer reads: one page (under 10 KB), with the two commands of
 * its Quick start (run the demo, run the tests) before anything else. Detail lives in docs/.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const README = readFileSync('README.md', 'utf8');

describe('README.md', () => {
  it('stays one page: under 10 KB', () => {
    expect(Buffer.byteLength(README, 'utf8')).toBeLessThan(10 * 1024);
  });

  it('opens with the Quick start: the demo and the tests, before any other section', () => {
    const sections = [...README.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections[0]).toBe('Quick start');
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(README)?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm ci && npm run dev\b/m);
    expect(firstBlock).toMatch(/^bash \.ci\/run\b/m);
  });
});

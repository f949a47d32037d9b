// docs/ is read in an hour: besides the product's rules (product.md) and the glossary, at most
// 50 kB. A page that grows takes room from the others: history goes in commit messages, figures in
// bench-results.md (which counts too), and what two pages say once is said once.
import { readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const BUDGET = 50_000;
const OUTSIDE_THE_BUDGET = ['product.md', 'glossary.md'];

describe('docs/', () => {
  it('is at most 50 kB besides product.md and glossary.md', () => {
    const pages = readdirSync('docs').filter((name) => !OUTSIDE_THE_BUDGET.includes(name));
    const sizes = Object.fromEntries(pages.map((name) => [name, statSync(`docs/${name}`).size]));
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
    expect(total, `bytes per page: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(BUDGET);
  });
});

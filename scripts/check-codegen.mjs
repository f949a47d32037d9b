// Fails when src/api/generated is not what `npm run codegen` makes from openapi.yaml now.
// Leaves the committed files as they were.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'src/api/generated';
const read = () =>
  Object.fromEntries(
    (existsSync(dir) ? readdirSync(dir) : []).map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );

const before = read();
execSync('npm run --silent codegen', { stdio: ['ignore', 'ignore', 'inherit'] });
const after = read();

const stale = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
  (f) => before[f] !== after[f],
);

// Put the committed files back exactly as they were.
for (const f of Object.keys(after)) if (!(f in before)) rmSync(join(dir, f));
for (const [f, text] of Object.entries(before)) writeFileSync(join(dir, f), text);

if (stale.length) {
  console.error(
    `Generated API is stale (${stale.join(', ')}). Run \`npm run codegen\` and commit.`,
  );
  process.exit(1);
}
console.log(`codegen: ${Object.keys(after).length} generated files are up to date`);

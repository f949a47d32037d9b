// Fails when src/api/generated is not what `npm run codegen` makes from openapi.yaml now.
// Generates into a scratch folder (node_modules/.cache/codegen-check/api/generated, the same
// layout as src/, so the files' relative imports match) and compares: src/ is never written, so
// the build, tsc and ESLint may read it at the same time.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const committed = 'src/api/generated';
const root = 'node_modules/.cache/codegen-check';
const scratch = join(root, 'api/generated');
const read = (dir) =>
  Object.fromEntries(
    (existsSync(dir) ? readdirSync(dir) : []).map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );
const bin = (name) => join('node_modules/.bin', name);

rmSync(root, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const run = (command, args, env = {}) =>
  execFileSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
run(bin('rtk-query-codegen-openapi'), ['openapi-config.cjs'], { CODEGEN_ROOT: `./${root}` });
run(process.execPath, ['scripts/api-barrel.mjs', scratch]);
// Prettier skips node_modules unless told; the project's .prettierrc.json still applies.
run(bin('prettier'), [
  '--write',
  scratch,
  '--with-node-modules',
  '--ignore-path',
  '',
  '--log-level',
  'warn',
]);

const before = read(committed);
const after = read(scratch);
rmSync(root, { recursive: true, force: true });

const stale = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
  (f) => before[f] !== after[f],
);
if (stale.length) {
  console.error(
    `Generated API is stale (${stale.join(', ')}). Run \`npm run codegen\` and commit.`,
  );
  process.exit(1);
}
console.log(`codegen: ${Object.keys(after).length} generated files are up to date`);

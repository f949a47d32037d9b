// `npm run lint:workflows`: every GitHub workflow (.github/workflows/*.yml) against GitHub's
// workflow schema, with action-validator (@action-validator/cli): a misspelt key, a missing
// `runs-on` or a malformed trigger fails `npm test` here instead of on GitHub after the push.
// `node scripts/check-workflows.mjs <folder>` checks another folder (tests/build/workflows.test.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { argv } from 'node:process';

const VALIDATOR = 'node_modules/.bin/action-validator';
const folder = argv[2] ?? '.github/workflows';
const files = readdirSync(folder)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => join(folder, name));
if (files.length === 0) {
  console.error(`no workflow in ${folder}`);
  process.exit(1);
}
let failed = false;
for (const file of files) {
  const run = spawnSync(VALIDATOR, [file], { encoding: 'utf8' });
  if (run.status !== 0) {
    failed = true;
    console.error(`${file} breaks GitHub's workflow schema:\n${run.stdout}${run.stderr}`);
  }
}
if (failed) process.exit(1);
console.log(`${files.length} workflows match GitHub's schema`);

// `npm run check:deploy -- DIR`: refuses to call DIR (default dist/) a production build when it
// holds the mock backend's service worker, the mark of a demo build (`npm run build:demo`), whose
// mock keeps published passwords and lets anyone change anything. `-- DIR --demo` accepts a demo
// build deployed as such on purpose. Exit code 1 and one line when refused.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const demo = args.includes('--demo');
const dir = args.find((arg) => !arg.startsWith('--')) ?? 'dist';

if (!existsSync(join(dir, 'index.html'))) {
  console.error(`check:deploy: ${dir} holds no build (no index.html)`);
  process.exit(1);
}
const mocked = existsSync(join(dir, 'mockServiceWorker.js'));
if (mocked && !demo) {
  console.error(
    `check:deploy: ${dir} is a demo build (it holds mockServiceWorker.js). Production is ` +
      '`npm run build` (mock off); deploy a demo only on purpose: `npm run check:deploy -- DIR --demo`.',
  );
  process.exit(1);
}
console.log(`check:deploy: ${dir} is a ${mocked ? 'demo' : 'production'} build`);

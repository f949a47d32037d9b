// `npm test`: every check; `npm run test:quick` (`node scripts/test.mjs quick`): the loop while you
// work. Stages run in order; the steps of a stage run at the same time (each one's output is
// printed when it ends; a step that is a list runs its scripts in turn); the first failing stage
// stops the run (its other steps still finish and print).
//
//   1. static checks beside the demo build: codegen freshness (it generates into a scratch
//      folder, so it never writes what the others read), the contract lint, ESLint, the
//      workflows against GitHub's schema, typecheck, Prettier and `vite build`. Each uses one core
//      at most, so together they keep both busy.
//   2. the unit and component tests (vitest), the size budgets of the build, then the mock-free
//      production build (which the nginx tests serve) and its next version (tests/e2e/pwa.spec.ts
//      deploys it over the first), the partial-mocking build and the Pages
//      build (the demo under /parcel-portal/, as .github/workflows/pages.yml builds it).
//   3. every browser test (Playwright Test) against the builds of stages 1 and 2, hence
//      E2E_SKIP_BUILD. Alone: beside vitest both suites fill the two cores.
//   4. the main journeys in WebKit (`test:webkit`: WebdriverIO drives WebKitGTK's WebDriver under
//      Xvfb) against the demo build, alone like the Playwright stage.
//
// Quick: the same without the size budgets, and of the browser tests the Georgian journeys on the
// desktop (`test:e2e:ka`: no visual baseline, nothing in Russian or English).
import { spawn } from 'node:child_process';

const QUICK = process.argv[2] === 'quick';
const STAGES = [
  [
    'codegen:check',
    'lint:contract',
    'lint:code',
    'lint:workflows',
    'typecheck',
    'lint:format',
    'build:only',
  ],
  // The two builds one after the other: Vite's builds in one project at once trip over each other.
  [
    'test:unit',
    ...(QUICK ? [] : ['size']),
    ['check:mock-free', 'build:production-next', 'build:partial', 'build:pages'],
  ],
  [QUICK ? 'test:e2e:ka' : 'test:e2e'],
  ...(QUICK ? [] : [['test:webkit']]),
];

function run(script, { stream = false } = {}) {
  const started = Date.now();
  if (stream) console.log(`\n── ${script}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', E2E_SKIP_BUILD: '1' },
      stdio: ['ignore', stream ? 'inherit' : 'pipe', stream ? 'inherit' : 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const lines = output
        .split('\n')
        .filter((line) => !line.startsWith('npm warn'))
        .join('\n')
        .trimEnd();
      console.log(`\n── ${script} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      if (lines) console.log(lines);
      if (code !== 0 && script.startsWith('test:e2e')) {
        console.log('\nBrowser test report (traces, screenshots): playwright-report/index.html');
        console.log('Open it with: npx playwright show-report');
      }
      if (code !== 0 && script === 'test:webkit') {
        console.log('\nEach failed WebKit journey left its screen in test-results/webkit/');
      }
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
let failed = false;
for (const stage of STAGES) {
  const codes = await Promise.all(
    stage.map(async (step) => {
      if (!Array.isArray(step)) return run(step, { stream: stage.length === 1 });
      for (const script of step) {
        const code = await run(script);
        if (code !== 0) return code;
      }
      return 0;
    }),
  );
  if (codes.some((code) => code !== 0)) {
    failed = true;
    break;
  }
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\nnpm ${QUICK ? 'run test:quick' : 'test'} ${failed ? 'FAILED' : 'passed'} in ${seconds} s`,
);
process.exit(failed ? 1 : 0);

// The GitHub workflows and Dependabot's settings: `npm run lint:workflows` holds every workflow to
// GitHub's schema and fails on a broken one; CI installs what .ci/run installs; Pages builds under
// the repository's path with GitHub's own actions; Dependabot updates npm and the actions weekly,
// in groups.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

type Step = { uses?: string; run?: string; env?: Record<string, string>; if?: string };
type Workflow = { on: unknown; jobs: Record<string, { steps?: Step[]; 'runs-on'?: string }> };

const read = (file: string) => readFileSync(file, 'utf8');
const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps ?? []);

function checkWorkflows(folder?: string) {
  return spawnSync('node', ['scripts/check-workflows.mjs', ...(folder ? [folder] : [])], {
    encoding: 'utf8',
  });
}

describe('npm run lint:workflows', () => {
  it('passes the workflows as they are', () => {
    const run = checkWorkflows();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.each([
    ['a misspelt key', (text: string) => text.replace('runs-on:', 'runs_on:')],
    ['an unknown trigger', (text: string) => text.replace('pull_request:', 'pull-request:')],
    [
      'steps that are no list',
      (text: string) => text.replace(/steps:[\s\S]*/, 'steps: npm test\n'),
    ],
  ])('fails a workflow with %s, naming the file', (_, breakIt) => {
    const dir = mkdtempSync(join(tmpdir(), 'pp-workflows-'));
    try {
      const broken = breakIt(read('.github/workflows/ci.yml'));
      expect(broken).not.toBe(read('.github/workflows/ci.yml'));
      writeFileSync(join(dir, 'pages.yml'), read('.github/workflows/pages.yml'));
      writeFileSync(join(dir, 'ci.yml'), broken);
      const run = checkWorkflows(dir);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(join(dir, 'ci.yml'));
      expect(run.stderr).not.toContain(join(dir, 'pages.yml'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the CI workflow', () => {
  const ci = workflow('ci.yml');

  it('runs on every push and pull request', () => {
    expect(Object.keys(ci.on as object).sort()).toEqual(['pull_request', 'push']);
  });

  it("installs .ci/run's system packages and runs its npm steps", () => {
    const packages = /^PACKAGES=\(([^)]*)\)/m.exec(read('.ci/run'))?.[1]?.split(/\s+/) ?? [];
    expect(packages.length).toBeGreaterThan(0);
    const apt = steps(ci).find((step) => step.run?.includes('apt-get install'))?.run ?? '';
    for (const name of packages) expect(apt.split(/\s+/)).toContain(name);
    const runs = steps(ci).map((step) => step.run);
    expect(runs).toEqual(
      expect.arrayContaining(['npm ci --no-audit --no-fund', 'npm run --silent audit', 'npm test']),
    );
    expect(steps(ci).find((step) => step.uses?.startsWith('actions/setup-node@'))).toMatchObject({
      with: { 'node-version-file': '.nvmrc', cache: 'npm' },
    });
  });

  it("uploads Playwright's report when a step fails", () => {
    expect(
      steps(ci).find((step) => step.uses?.startsWith('actions/upload-artifact@')),
    ).toMatchObject({ if: 'failure()', with: { path: 'playwright-report/' } });
  });
});

describe('the Pages workflow', () => {
  const pages = workflow('pages.yml');

  it('builds the demo under the repository’s path on a push to main, with GitHub’s Pages actions', () => {
    expect(pages.on).toMatchObject({ push: { branches: ['main'] } });
    const build = steps(pages).find((step) => step.run === 'npm run build:demo');
    expect(build?.env?.VITE_BASE).toBe('/${{ github.event.repository.name }}/');
    const actions = steps(pages).map((step) => step.uses?.split('@')[0]);
    expect(actions).toEqual(
      expect.arrayContaining([
        'actions/configure-pages',
        'actions/upload-pages-artifact',
        'actions/deploy-pages',
      ]),
    );
  });
});

describe('Dependabot', () => {
  const settings = parse(read('.github/dependabot.yml')) as {
    version: number;
    updates: { 'package-ecosystem': string; schedule: { interval: string }; groups?: object }[];
  };

  it('updates npm and the actions weekly, in groups', () => {
    expect(settings.version).toBe(2);
    expect(settings.updates.map((update) => update['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
    for (const update of settings.updates) {
      expect(update.schedule.interval).toBe('weekly');
      expect(Object.keys(update.groups ?? {}).length).toBeGreaterThan(0);
    }
  });
});

// `npm run check:deploy` (scripts/check-deploy.mjs): a demo build, marked by the mock's service
// worker, is refused as a production deploy unless it is asked for by name.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function build(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-deploy-'));
  for (const file of files) writeFileSync(join(dir, file), '');
  return dir;
}
const check = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/check-deploy.mjs', ...args], { encoding: 'utf8' });

describe('check:deploy', () => {
  it('refuses a demo build as production, and accepts it by name', () => {
    const demo = build(['index.html', 'mockServiceWorker.js']);
    const refused = check(demo);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('demo build');
    expect(check(demo, '--demo').status).toBe(0);
  });

  it('accepts a production build, and refuses a folder with no build', () => {
    expect(check(build(['index.html'])).status).toBe(0);
    expect(check(build([])).status).toBe(1);
  });
});

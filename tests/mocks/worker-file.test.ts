// The browser mock runs through public/mockServiceWorker.js, a file msw generates and that must
// match the installed msw (the worker and the library speak one protocol version). package.json's
// `msw.workerDirectory` lets msw refresh it on install; npm may skip install scripts, so this test
// is what makes an upgrade that forgets `npx msw init` fail.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const require = createRequire(resolve(ROOT, 'package.json'));

describe('the mock service worker file', () => {
  it('is the one the installed msw ships (after an msw upgrade: npx msw init)', () => {
    const installed = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');
    const committed = readFileSync(resolve(ROOT, 'public/mockServiceWorker.js'), 'utf8');
    expect(committed.match(/PACKAGE_VERSION = '([^']+)'/)?.[1]).toBe(
      installed.match(/PACKAGE_VERSION = '([^']+)'/)?.[1],
    );
    expect(committed).toBe(installed);
  });

  it('is refreshed by msw itself: package.json names public/ as its worker directory', () => {
    const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
    expect(pkg.msw?.workerDirectory).toEqual(['public']);
  });
});

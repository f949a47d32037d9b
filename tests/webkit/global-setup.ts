// The WebKit suite's servers (vitest.webkit.config.ts): the demo build (dist/, which `npm test`
// builds in its first stage) served by `vite preview`, as playwright.config.ts serves it, and
// WebKitGTK's WebDriver (Debian's webkit2gtk-driver) on a display of its own under Xvfb. Both on
// free ports; the tests read them with `inject`. Nothing is downloaded: a missing part stops the
// run at once, saying what to install.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

/** WebKitGTK's WebDriver and the browser it drives (`dpkg -L libwebkit2gtk-4.1-0`). */
export const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const XVFB_RUN = '/usr/bin/xvfb-run';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    webDriverPort: number;
    minibrowser: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once `url` answers, or fails with the server's output when it ends or takes long. */
async function answers(url: string, child: ChildProcess, log: () => string, what: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`${what} ended (code ${child.exitCode}) before it answered:\n${log()}`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer at ${url} within 60 s:\n${log()}`);
}

/** A server in a process group of its own, so that the whole group (xvfb-run's Xvfb) ends. */
function start(command: string, args: string[]) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, log: () => output.slice(-4000) };
}

function stop(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export default async function setup(project: TestProject) {
  const missing = [
    [WEBKIT_WEBDRIVER, 'webkit2gtk-driver'],
    [MINIBROWSER, 'libwebkit2gtk-4.1-0'],
    [XVFB_RUN, 'xvfb (and xauth)'],
  ].filter(([path]) => !existsSync(path!));
  if (missing.length > 0) {
    throw new Error(
      `The WebKit tests need ${missing.map(([path, pkg]) => `${path} (Debian's ${pkg})`).join(', ')}. ` +
        'Install them (apt-get install webkit2gtk-driver xvfb xauth, or bash .ci/run, which installs ' +
        'everything the tests need) or set WEBKIT_WEBDRIVER_PATH / MINIBROWSER_PATH.',
    );
  }
  if (!existsSync('dist/index.html')) {
    throw new Error('No demo build in dist/: run `npx vite build` first (npm test builds it).');
  }

  const [previewPort, webDriverPort] = [
    Number(process.env.E2E_WEBKIT_PORT) || (await freePort()),
    Number(process.env.E2E_WEBDRIVER_PORT) || (await freePort()),
  ];
  const preview = start('npx', [
    'vite',
    'preview',
    '--port',
    String(previewPort),
    '--strictPort',
    '--host',
    '127.0.0.1',
  ]);
  // -a: the first free display; the screen larger than any window the tests ask for.
  const driver = start(XVFB_RUN, [
    '-a',
    '-s',
    '-screen 0 1920x1200x24',
    WEBKIT_WEBDRIVER,
    `--port=${webDriverPort}`,
  ]);
  const baseUrl = `http://127.0.0.1:${previewPort}`;
  try {
    await Promise.all([
      answers(baseUrl, preview.child, preview.log, 'vite preview'),
      answers(
        `http://127.0.0.1:${webDriverPort}/status`,
        driver.child,
        driver.log,
        'WebKitWebDriver',
      ),
    ]);
  } catch (error) {
    stop(preview.child);
    stop(driver.child);
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('webDriverPort', webDriverPort);
  project.provide('minibrowser', MINIBROWSER);
  return () => {
    stop(preview.child);
    stop(driver.child);
  };
}

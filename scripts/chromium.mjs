// The system Chromium for the benchmarks (scripts/bench.mjs, scripts/bench-parcels.mjs) and the
// flags it runs with here and in CI; playwright.config.ts launches the e2e tests' browser with
// the same flags. Never a downloaded browser.
import { chromium } from 'playwright-core';

/** The full browser a person uses: the benchmarks measure what a person's browser does. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium flags that work on this machine and in CI (no sandbox, GPU or background traffic). */
export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The demo accounts' password (src/config/demo.ts). */
const DEMO_PASSWORD = 'demo1234';

/**
 * Launches Chromium (CHROMIUM unless `executablePath` says otherwise) headless with FLAGS, for
 * measuring: V8 keeps its optimising compilers, unlike in the e2e tests (playwright.config.ts).
 */
export function launch({ executablePath = CHROMIUM } = {}) {
  return chromium.launch({ executablePath, args: FLAGS, headless: true });
}

/** Signs in through the sidebar form (Georgian labels, the default language). */
export async function signIn(page, identifier, { remember = true, password = DEMO_PASSWORD } = {}) {
  await page.getByLabel('AX კოდი ან ელ. ფოსტა').fill(identifier);
  await page.getByLabel('პაროლი', { exact: true }).fill(password);
  if (remember) await page.getByLabel('დამახსოვრება').check();
  await page.getByRole('button', { name: 'შესვლა', exact: true }).click();
}

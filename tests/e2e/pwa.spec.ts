// The production build as an app (docs/architecture.md#the-service-worker), under /portal/ behind
// nginx with deploy/nginx.conf (tests/e2e/nginx-server.ts), in Chromium (nginx) and Firefox
// (nginx-firefox): a return visit served by the worker, the app's frame offline and its offline
// notice in ka, ru and en, the update notice of a new deployment (on an origin of its own), and a
// sign-out that leaves no customer data in Cache Storage. Whether Chromium can install the app is
// tested with the deployment (nginx.spec.ts).
import { mkdirSync, rmSync } from 'node:fs';
import type { Frame, Page, Request as SentRequest, Response as Answer } from '@playwright/test';
import {
  DEPLOYED,
  deployProduction,
  PRODUCTION_DIR,
  PRODUCTION_NEXT_DIR,
  PRODUCTION_UPDATE_SERVED,
  UPDATE_LOCK,
} from '../../scripts/production-build.mjs';
import { expect, test } from './fixtures';
import { type Language, LANGUAGES } from '../../src/i18n/languages';
import { t } from './helpers/i18n';
import { switchLanguage } from './helpers/navigation';
import { signIn, signOut } from './helpers/session';

test.use({ baseURL: DEPLOYED.production });

/** The public API the worker may keep (scripts/pwa.ts), by path. */
const PUBLIC_DATA =
  /^\/api\/(tariffs\/gets|office\/gets|popap\/get|page\/get\/[^/]+|flight\/gets\/\d+\/\d+|news\/gets\/\d+\/\d+|news\/get\/[^/]+)$/;

/** Resolves once the worker of this page's scope is active (installed, its precache filled). */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
}

/**
 * Reloads the page, waits until it is `shown` with its faces loaded, and tells how many of the
 * app's own files it asked for, and which of them the page or the worker took from the network
 * (marked "page:" or "worker:"). Only the reloaded page's requests count: until it commits, the
 * page before it goes on loading (a face for the text it last laid out, say), from the network
 * since it had no worker yet. Playwright tells both in Chromium only.
 */
async function reloadCountingOwnFiles(
  page: Page,
  shown: () => Promise<void>,
): Promise<{ asked: number; fromNetwork: string[] }> {
  let committed = false;
  const sent = new Set<SentRequest>();
  const fromNetwork: string[] = [];
  const own = (request: SentRequest) => request.url().startsWith(DEPLOYED.production);
  const onNavigated = (frame: Frame) => void (frame === page.mainFrame() && (committed = true));
  const onRequest = (request: SentRequest) => {
    if (own(request) && (committed || request.isNavigationRequest())) sent.add(request);
  };
  const onResponse = (response: Answer) => {
    if (sent.has(response.request()) && !response.fromServiceWorker())
      fromNetwork.push(`page: ${response.url()}`);
  };
  const onWorkerRequest = (request: SentRequest) => {
    if (request.serviceWorker() && own(request)) fromNetwork.push(`worker: ${request.url()}`);
  };
  page.on('framenavigated', onNavigated);
  page.on('request', onRequest);
  page.on('response', onResponse);
  page.context().on('request', onWorkerRequest);
  try {
    await page.reload();
    await shown();
    await page.evaluate(async () => void (await document.fonts.ready));
  } finally {
    page.off('framenavigated', onNavigated);
    page.off('request', onRequest);
    page.off('response', onResponse);
    page.context().off('request', onWorkerRequest);
  }
  return { asked: sent.size, fromNetwork };
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The paths of the requests kept in a cache. */
const cachedPaths = (page: Page, name: string) =>
  page.evaluate(
    async (cache) =>
      (await (await caches.open(cache)).keys()).map((request) => new URL(request.url).pathname),
    name,
  );

/** The app's frame as a visitor sees it on /home: the header and the sign-in form. */
async function expectHomeFrame(page: Page, lng: Language = 'ka') {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('form', { name: t(lng, 'accounts:signIn.title') })).toBeVisible();
}

test.describe('a first visit', () => {
  // A visitor new to the site, to whom the announcement pops up.
  test.use({ firstVisit: true });

  test('registers the worker only once the browser is idle', async ({ page }) => {
    // Its install would share the processor with the first screen's rendering (src/app/routes.tsx):
    // the page's idle callbacks are held here, to be run when the test says.
    await page.addInitScript(() => {
      const held: IdleRequestCallback[] = [];
      Object.assign(window, { heldIdleCallbacks: held });
      window.requestIdleCallback = (callback) => held.push(callback);
    });
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/(sw\.js|assets\/serviceWorker-[\w-]+\.js)$/.test(request.url()))
        fetched.push(request.url());
    });
    await page.goto('home');
    // The first screen is all there: the app has taken the page over, and the announcement, which
    // comes last, is shown.
    await expect(page.locator('html[data-boot="done"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(fetched).toEqual([]);
    await page.evaluate(() => {
      const { heldIdleCallbacks } = window as unknown as {
        heldIdleCallbacks: IdleRequestCallback[];
      };
      for (const run of heldIdleCallbacks.splice(0))
        run({ didTimeout: false, timeRemaining: () => 50 });
    });
    await workerActive(page);
    expect(fetched).not.toEqual([]);
  });
});

test.describe('returning', () => {
  // Offline, Firefox reports the API's calls that cannot reach it as errors of the page.
  test.use({
    ignoredPageErrors: [
      new RegExp(
        `remote resource at ${DEPLOYED.api.replaceAll('.', '\\.')}/.*CORS request did not succeed`,
      ),
    ],
  });

  test('a return visit takes the app’s files from the worker, and the app opens offline', async ({
    page,
    browserName,
  }) => {
    await page.goto('home');
    await expectHomeFrame(page);
    await workerActive(page);

    // The return visit: every file of the app's own comes from the worker, none from the network
    // (Playwright tells it in Chromium; in Firefox the offline visit below shows it).
    const { asked, fromNetwork } = await reloadCountingOwnFiles(page, () => expectHomeFrame(page));
    if (browserName === 'chromium') {
      expect(asked).toBeGreaterThan(3);
      expect(fromNetwork).toEqual([]);
    }
    // The public data the page asked for is kept, and nothing else of the API.
    await expect.poll(() => cachedPaths(page, 'public-data')).not.toEqual([]);
    for (const path of await cachedPaths(page, 'public-data')) expect(path).toMatch(PUBLIC_DATA);

    // Offline, the app opens all the same: no file of its own fails to load.
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(DEPLOYED.production)) failed.push(request.url());
    });
    await page.context().setOffline(true);
    await page.reload();
    await expectHomeFrame(page);
    expect(failed).toEqual([]);
    // And it says so, in each language: the words of every language's first screen are kept too.
    for (const lng of LANGUAGES) {
      if (lng !== 'ka') await switchLanguage(page, lng);
      await expect(
        page.getByRole('status').filter({ hasText: t(lng, 'common:offline.notice') }),
      ).toBeVisible();
    }
    await page.context().setOffline(false);
  });
});

test.describe('updating', () => {
  // On the origin where the next version is deployed, which no other test loads.
  test.use({ baseURL: DEPLOYED.productionUpdate });

  test('a new deployment shows the update notice, and the page reloads only when asked', async ({
    page,
  }) => {
    // One test at a time uses the origin, from the first visit on (the Chromium and Firefox
    // projects run at once): a visit during another's deployment would start on the next version.
    await expect(() => mkdirSync(UPDATE_LOCK)).toPass({ timeout: 60_000 });
    try {
      await page.goto('home');
      await expectHomeFrame(page);
      await workerActive(page);

      deployProduction(PRODUCTION_NEXT_DIR, PRODUCTION_UPDATE_SERVED);
      // The next visit finds the new worker, which installs and waits.
      await page.reload();
      await expectHomeFrame(page);
      await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
      const notice = (lng: Language) =>
        page.getByRole('status').filter({ hasText: t(lng, 'common:update.available') });
      await expect(notice('ka')).toBeVisible();
      // It speaks the language the visitor switches to.
      await switchLanguage(page, 'ru');
      await expect(notice('ru')).toBeVisible();
      // Nothing reloads by itself: the page is the same document.
      expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(
        true,
      );

      // Only now: the new worker takes over and the page reloads into the new version.
      const reloaded = page.waitForEvent('load');
      await notice('ru')
        .getByRole('button', { name: t('ru', 'common:update.reload') })
        .click();
      await reloaded;
      expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(
        undefined,
      );
      await expectHomeFrame(page, 'ru');
      await expect(notice('ru')).toBeHidden();
      expect(
        await page.evaluate(
          async () => !!(await navigator.serviceWorker.getRegistration())?.waiting,
        ),
      ).toBe(false);
    } finally {
      deployProduction(PRODUCTION_DIR, PRODUCTION_UPDATE_SERVED);
      rmSync(UPDATE_LOCK, { recursive: true, force: true });
    }
  });
});

test('a customer who signed in on the first visit finds every file of the dashboard in the worker the next day', async ({
  page,
  browserName,
}) => {
  // The first visit: the worker installs while the customer signs in.
  await page.goto('home');
  await signIn(page, 'AX10001', { remember: false });
  const arrived = page.getByRole('tab', { name: /^ჩამოსული/ });
  await expect(arrived).toBeVisible();
  await workerActive(page);

  // Back the next day: every file of the app's own comes from the worker, and the worker fetches
  // none of them from the network: what it precached is the customer's first screen too.
  // All of it: the list's amount in Turkish lira takes the Latin Extended face too.
  const { fromNetwork } = await reloadCountingOwnFiles(page, async () => {
    await expect(arrived).toBeVisible();
    await expect(page.getByText(/₺/).first()).toBeVisible();
  });
  if (browserName === 'chromium') expect(fromNetwork).toEqual([]);
});

test('signing out deletes every cache but the app’s files and the public data', async ({
  page,
}) => {
  await page.goto('home');
  await workerActive(page);
  // Controlled by the worker, signed in, on the dashboard.
  await page.reload();
  await signIn(page, 'AX10001', { remember: false });
  await expect(page.getByRole('tab', { name: /^ჩამოსული/ })).toBeVisible();
  // Another screen's files are kept as they are first fetched.
  await page
    .getByRole('navigation', { name: t('ka', 'common:nav.label') })
    .getByRole('link', { name: t('ka', 'common:nav.tariffs') })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: t('ka', 'tariffs:tariffs.title') }),
  ).toBeVisible();
  await expect
    .poll(async () =>
      (await cachedPaths(page, 'app-files')).some((path) => /\/TariffsPage-/.test(path)),
    )
    .toBe(true);
  // Signed in, the public data is kept all the same (the app sends it without the token): the
  // tariffs asked for again by a reload, once what the visitor's pages kept is gone.
  await page.evaluate(() => caches.delete('public-data'));
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: t('ka', 'tariffs:tariffs.title') }),
  ).toBeVisible();
  await expect.poll(() => cachedPaths(page, 'public-data')).toContain('/api/tariffs/gets');

  // A cache that may hold the customer's data (as any other cache the app might keep).
  await page.evaluate(async () => {
    const cache = await caches.open('customer');
    await cache.put('customer.json', new Response('{"AXID":"AX10001"}'));
  });
  const before = await cacheNames(page);
  expect(before).toContain('customer');
  expect(before).toContain('public-data');
  expect(before.some((name) => name.startsWith('workbox-precache-'))).toBe(true);
  expect(before).toContain('app-files');
  // The customer's requests (with their token) were never kept.
  for (const path of await cachedPaths(page, 'public-data')) expect(path).toMatch(PUBLIC_DATA);

  await signOut(page);
  await expect.poll(() => cacheNames(page)).toEqual(before.filter((name) => name !== 'customer'));
});

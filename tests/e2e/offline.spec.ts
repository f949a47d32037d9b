// Offline, said plainly (docs/architecture.md#offline), in ka, ru and en: a visitor whose browser
// goes offline on the tariffs sees the layout's notice and the screen saying it refreshes once the
// connection is back, and it does; a form sent offline keeps what was typed and says it was not
// sent.
//
// The browser goes offline as Playwright emulates it (`context.setOffline`: `navigator.onLine` is
// false and the `offline` event fires). In the demo the mock backend answers in the page, network
// or not, so its own offline mode (the demo console's, POST /__demo/faults/offline) makes every
// API call fail as fetch does without a network.
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';

/**
 * Turns the demo's offline mode on or off: every /api call fails as fetch does offline. The mock
 * backend starts beside the first render: until it runs, the call reaches the static server,
 * so it is made again until the mock answers it.
 */
async function demoOffline(page: Page, offline: boolean) {
  await expect
    .poll(
      () =>
        page.evaluate(async (on) => {
          const answer = await fetch('/__demo/faults/offline', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ offline: on }),
          });
          const body = (await answer.json().catch(() => null)) as {
            faults?: { offline?: boolean };
          } | null;
          return body?.faults?.offline;
        }, offline),
      { message: 'the demo offline mode' },
    )
    .toBe(offline);
}

async function goOffline(page: Page) {
  await demoOffline(page, true);
  await page.context().setOffline(true);
}

async function goOnline(page: Page) {
  await demoOffline(page, false);
  await page.context().setOffline(false);
}

for (const lng of LANGUAGES) {
  test.describe(lng, () => {
    test.use({
      lang: lng,
      // Firefox reports each call the demo's mock fails offline (the service worker answers it
      // with Response.error(), as fetch fails without a network): that is the emulated offline,
      // not an error of the app.
      ignoredPageErrors: [/^Failed to load .* A ServiceWorker passed an Error Response/],
    });

    test('the tariffs offline say so, and load by themselves once back online', async ({
      page,
    }) => {
      await page.goto('contact');
      await expect(
        page.getByRole('heading', { level: 1, name: t(lng, 'contact:contact.title') }),
      ).toBeVisible();
      // The calls fail from now on; the browser still says it is online: dashes, no message
      // (docs/product.md#refusals-and-errors).
      await demoOffline(page, true);
      await page
        .getByRole('navigation', { name: t(lng, 'common:nav.label') })
        .getByRole('link', { name: t(lng, 'common:nav.tariffs') })
        .click();
      const table = page.getByRole('table', { name: t(lng, 'tariffs:tariffs.tableCaption') });
      await expect(table.getByRole('cell').first()).toHaveText('—');
      const notice = page.getByRole('status').filter({ hasText: t(lng, 'common:offline.notice') });
      await expect(notice).toHaveCount(0);

      await page.context().setOffline(true);
      await expect(notice).toBeVisible();
      await expect(page.getByRole('alert')).toHaveText(t(lng, 'common:state.offline'));

      await goOnline(page);
      await expect(table.getByRole('cell').first()).toHaveText(/\d/);
      await expect(notice).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });

    test('a sign-in sent offline keeps what was typed and says it was not sent', async ({
      page,
    }) => {
      await page.goto('home');
      const form = page.getByRole('form', { name: t(lng, 'accounts:signIn.title') });
      const identifier = form.getByLabel(t(lng, 'accounts:signIn.identifier'));
      const password = form.getByLabel(t(lng, 'accounts:signIn.password'), { exact: true });
      await identifier.fill('AX10001');
      await password.fill('demo1234');
      await goOffline(page);
      await form
        .getByRole('button', { name: t(lng, 'accounts:signIn.submit'), exact: true })
        .click();
      await expect(form.getByRole('alert')).toHaveText(t(lng, 'errors:offline'));
      await expect(identifier).toHaveValue('AX10001');
      await expect(password).toHaveValue('demo1234');
    });
  });
}

import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { DEMO_ACCOUNTS, closeBrowser, newPage, seriousViolations, signIn } from './browser.mjs';

describe('demo shell in Chromium', () => {
  after(closeBrowser);

  for (const account of DEMO_ACCOUNTS) {
    it(`${account.axid}: signs in, switches language, stays signed in after a reload, signs out`, async () => {
      const { page, context, errors } = await newPage();
      try {
        await page.goto('/');
        await page.waitForURL('**/home');
        await signIn(page, account.email);
        const greeting = page.locator('.greeting-card');
        await greeting.getByText(account.axid).waitFor();
        // The Georgian name, or the Latin one capitalised when there is no Georgian name.
        assert.match(await greeting.locator('h2').innerText(), /^გამარჯობა, [ა-ჰA-Z]/);

        await page.getByRole('button', { name: 'ENG English' }).click();
        await greeting.getByText('Room number').waitFor();
        assert.match(await greeting.locator('h2').innerText(), /^Hello, [A-Z][a-z]+!$/);
        assert.equal(await page.getAttribute('html', 'lang'), 'en');

        await page.reload();
        await page.locator('.greeting-card').getByText(account.axid).waitFor();
        await page.locator('.greeting-card').getByText('Room number').waitFor(); // language kept too

        await page.getByRole('button', { name: /Account menu/ }).click();
        await page.getByRole('button', { name: 'Sign out' }).click();
        await page.getByRole('form', { name: 'Sign in' }).waitFor();
        assert.match(page.url(), /\/home$/);
        assert.deepEqual(errors, []);
      } finally {
        await context.close();
      }
    });
  }

  it('home page has no serious or critical axe violation, signed out and signed in', async () => {
    const { page, context } = await newPage({ showPopup: true });
    try {
      await page.goto('/home');
      await page.getByRole('form', { name: 'ავტორიზაცია' }).waitFor();
      // A first-time visitor: the announcement is open over the page.
      const popup = page.getByRole('dialog');
      await popup.waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      await popup.getByRole('button').last().click();
      await popup.waitFor({ state: 'detached' });
      assert.deepEqual(await seriousViolations(page), []);
      await signIn(page, 'AX10001');
      await page.locator('.greeting-card').getByText('AX10001').waitFor();
      assert.deepEqual(await seriousViolations(page), []);
    } finally {
      await context.close();
    }
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page, context } = await newPage({ width: 390, height: 844 });
    try {
      await page.goto('/definitely/not/here');
      await page.getByRole('heading', { name: 'გვერდი ვერ მოიძებნა' }).waitFor();
      // Even the shortest page keeps the footer below the first screen (on a desktop too), so a
      // page whose data arrives later never pushes a visible footer down (a layout shift).
      await page.setViewportSize({ width: 1280, height: 900 });
      const footer = await page.locator('footer.site-footer').boundingBox();
      assert.ok(footer && footer.y >= 900, `footer at ${footer?.y}`);
      await page.getByRole('link', { name: 'მთავარ გვერდზე დაბრუნება' }).click();
      await page.waitForURL('**/home');
    } finally {
      await context.close();
    }
  });
});

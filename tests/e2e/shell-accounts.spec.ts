// The demo shell's accounts: each demo customer signs in, switches language and signs out; a
// session is restored on a reload; the next customer sees nothing of the last one's; axe on the
// home page with the announcement open, signed out and signed in. The page before the app runs:
// shell.spec.ts.
import { DEMO_ACCOUNTS } from '../data';
import { expect, test } from './fixtures';
import { signIn, signOut } from './helpers/session';

/**
 * Restoring a session on a reload is the same code for every customer; it is checked for the
 * company (AX10002) and the foreign citizen (AX10004), whose data differ most from the
 * individual AX10001 that the other files reload with.
 */
const RELOADED: readonly string[] = ['AX10002', 'AX10004'];

test.describe('demo shell', () => {
  test.describe('a first-time visitor', () => {
    test.use({ firstVisit: true });

    test('the home page has no serious or critical axe violation with the announcement open, signed out and signed in', async ({
      page,
      axe,
    }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('form', { name: 'ავტორიზაცია' })).toBeVisible();
      // A first-time visitor: the announcement is open over the page.
      const popup = page.getByRole('dialog');
      await expect(popup).toBeVisible();
      expect(await axe(), 'home with the announcement').toEqual([]);
      await popup.getByRole('button').last().click();
      await expect(popup).toHaveCount(0);
      expect(await axe(), 'home signed out').toEqual([]);

      await signIn(page, DEMO_ACCOUNTS[0].email);
      await expect(page.locator('.greeting-card').getByText(DEMO_ACCOUNTS[0].axid)).toBeVisible();
      expect(await axe(), `home signed in as ${DEMO_ACCOUNTS[0].axid}`).toEqual([]);
    });
  });

  for (const account of DEMO_ACCOUNTS) {
    const reloaded = RELOADED.includes(account.axid);

    test(
      `${account.axid} (${account.kind}) signs in with the email, is greeted, switches to English${reloaded ? ', stays signed in after a reload with the language kept,' : ''} and signs out`,
      // The individual and the foreigner (with the reload) in `npm test`; every kind signs in in
      // vitest too (tests/accounts/sign-in.test.tsx).
      async ({ page }) => {
        await page.goto('/home');
        const greeting = page.locator('.greeting-card');
        await signIn(page, account.email);
        await expect(greeting.getByText(account.axid)).toBeVisible();
        // The Georgian name, or the Latin one capitalised when there is no Georgian name.
        await expect(greeting.locator('h2')).toHaveText(/^გამარჯობა, [ა-ჰA-Z]/);

        await page.getByRole('button', { name: 'ENG English' }).click();
        await expect(greeting.getByText('Room number')).toBeVisible();
        await expect(greeting.locator('h2')).toHaveText(/^Hello, [A-Z][a-z]+!$/);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');

        if (reloaded) {
          await page.reload();
          await expect(greeting.getByText(account.axid)).toBeVisible();
          await expect(greeting.getByText('Room number')).toBeVisible(); // language kept too
        }

        await signOut(page, 'en');
        await expect(page).toHaveURL(/\/home$/);
      },
    );
  }

  test('after a customer signs out, the next one sees nothing of theirs', async ({ page }) => {
    const [first, next] = DEMO_ACCOUNTS;
    await page.goto('/home');
    const greeting = page.locator('.greeting-card');
    await signIn(page, first.email);
    await expect(greeting.getByText(first.axid)).toBeVisible();
    await signOut(page);
    await expect(greeting).toHaveCount(0);

    await signIn(page, next.email);
    await expect(greeting.getByText(next.axid)).toBeVisible();
    await expect(page.getByText(first.axid)).toHaveCount(0);
  });
});

// Notices (docs/product.md#8-messages): a refusal's notice goes once the action succeeds or the form
// changes, and no notice covers the language switch, the bell, the account menu or the form's
// button, on a phone, a laptop and a desktop.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { navigateInApp } from './helpers/navigation';
import { signIn } from './helpers/session';

/** Neither box covers any part of the other (both must be on screen). */
async function expectUncovered(notice: Locator, controls: Record<string, Locator>) {
  const over = (await notice.boundingBox())!;
  for (const [name, control] of Object.entries(controls)) {
    await expect(control, name).toBeVisible();
    const box = (await control.boundingBox())!;
    const apart =
      box.x >= over.x + over.width ||
      over.x >= box.x + box.width ||
      box.y >= over.y + over.height ||
      over.y >= box.y + box.height;
    expect(apart, `the notice covers ${name}`).toBe(true);
  }
}

const header = (page: Page) => ({
  'the language switch': page.getByRole('group', { name: t('ka', 'common:language.label') }),
});

async function expectRefusalsGoAndCoverNothing(page: Page) {
  await page.goto('/home');
  const form = page.getByRole('form', { name: t('ka', 'accounts:signIn.title') });
  const signInButton = form.getByRole('button', {
    name: t('ka', 'accounts:signIn.submit'),
    exact: true,
  });
  await signIn(page, undefined, { password: 'wrong-password' });
  const failed = page.locator('.toast').filter({ hasText: t('ka', 'accounts:signIn.failed') });
  await expect(failed).toBeVisible();
  await expectUncovered(failed, { ...header(page), 'the sign-in button': signInButton });

  // The correct second try: the warning goes with it.
  await signIn(page);
  await expect(
    page.getByRole('button', { name: new RegExp(t('ka', 'common:userMenu.label')) }),
  ).toBeVisible();
  await expect(failed).toHaveCount(0);

  await navigateInApp(page, '/change-password');
  const change = page.getByRole('form', { name: t('ka', 'accounts:changePassword.title') });
  await change
    .getByLabel(t('ka', 'accounts:changePassword.old'), { exact: true })
    .fill('wrong-one');
  await change.getByLabel(t('ka', 'accounts:changePassword.new'), { exact: true }).fill('Newpass1');
  await change
    .getByLabel(t('ka', 'accounts:changePassword.confirm'), { exact: true })
    .fill('Newpass1');
  const submit = change.getByRole('button', { name: t('ka', 'accounts:changePassword.submit') });
  await submit.click();
  const signedInControls = {
    ...header(page),
    'the bell': page.getByRole('button', { name: new RegExp(t('ka', 'common:bell.label')) }),
    'the account menu': page.getByRole('button', {
      name: new RegExp(t('ka', 'common:userMenu.label')),
    }),
    "the form's button": submit,
  };
  const refused = page
    .locator('.toast')
    .filter({ hasText: t('ka', 'errors:old_password_incorrect') });
  await expect(refused).toBeVisible();
  await expectUncovered(refused, signedInControls);

  await change.getByLabel(t('ka', 'accounts:changePassword.old'), { exact: true }).fill('demo1234');
  await submit.click();
  const changed = page
    .locator('.toast')
    .filter({ hasText: t('ka', 'accounts:changePassword.success') });
  await expect(changed).toBeVisible();
  await expect(refused).toHaveCount(0);
  // No other notice is left beside it (it closes by itself after 4 s: not counted by time).
  await expect(
    page.locator('.toast').filter({ hasNotText: t('ka', 'accounts:changePassword.success') }),
  ).toHaveCount(0);
  await expectUncovered(changed, signedInControls);
}

test('on a phone, a refusal goes once it is put right, and no notice covers a control @phone', async ({
  page,
}) => {
  await expectRefusalsGoAndCoverNothing(page);
});

for (const width of [1366, 1920]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a refusal goes once it is put right, and no notice covers a control', async ({
      page,
    }) => {
      await expectRefusalsGoAndCoverNothing(page);
    });
  });
}

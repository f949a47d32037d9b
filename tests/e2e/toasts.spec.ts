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
  // In the form, above its buttons (docs/product.md#8-messages).
  const failed = form.getByRole('alert').filter({ hasText: t('ka', 'accounts:signIn.failed') });
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
  const refused = change
    .getByRole('alert')
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

/** The control at the centre of `control` is `control` itself (or inside it): nothing lies over it. */
async function expectOnTop(control: Locator, name: string) {
  await control.scrollIntoViewIfNeeded();
  await expect(control, name).toBeInViewport();
  const onTop = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  });
  expect(onTop, `something lies over ${name}`).toBe(true);
}

test('on a phone, a refusal in a form covers neither what it is about nor the main button @phone', async ({
  page,
}) => {
  await page.goto('/home');
  // Sign-in refused: the sign-in button and the demo accounts stay uncovered.
  const form = page.getByRole('form', { name: t('ka', 'accounts:signIn.title') });
  await signIn(page, undefined, { password: 'wrong-password' });
  await expect(form.getByRole('alert')).toHaveText(t('ka', 'accounts:signIn.failed'));
  await expectOnTop(
    form.getByRole('button', { name: t('ka', 'accounts:signIn.submit'), exact: true }),
    'the sign-in button',
  );
  const demo = page.getByRole('region', { name: t('ka', 'accounts:signIn.demoTitle') });
  for (const button of await demo.getByRole('button').all())
    await expectOnTop(button, `the demo account ${await button.innerText()}`);

  // Sign-up sent empty: its terms box and its button stay uncovered.
  await form.getByRole('button', { name: t('ka', 'accounts:signIn.signUp') }).click();
  const panel = page.getByRole('dialog', { name: t('ka', 'common:panels.signUp') });
  const signUp = panel.getByRole('button', { name: t('ka', 'accounts:signUp.submit') });
  await signUp.click();
  await expect(panel.getByRole('alert').last()).toBeVisible();
  await expectOnTop(panel.getByLabel(t('ka', 'accounts:signUp.agree')), 'the terms box');
  await expectOnTop(signUp, 'the sign-up button');
});

test('on a phone, the declare form sent empty leaves its file field and its button uncovered @phone', async ({
  signedIn: page,
}) => {
  await page
    .getByRole('button', { name: t('ka', 'home:home.actions.addParcel') })
    .first()
    .click();
  const panel = page.locator('.side-panel');
  const declare = panel.getByRole('button', { name: t('ka', 'parcels:add.submit') });
  await declare.click();
  await expect(
    panel.getByRole('alert').filter({ hasText: t('ka', 'parcels:form.fillAll') }),
  ).toBeVisible();
  await expectOnTop(panel.locator('.file-picker').first(), 'the file field');
  await expectOnTop(declare, 'the declare button');
});

// Accounts: each of the four kinds of customer signs up and sees the greeting card; the sign-up
// panel in English with the file picker; the panel's failed check and terms on a phone; profile
// edit, branch choice, password change; axe on each screen.
import type { Locator, Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SEEDED_CUSTOMER,
  SIGN_UP,
  SIGN_UP_PASSWORD,
  type SignUpPerson,
} from '../data';
import { expect, test } from './fixtures';
import { signIn, signOut } from './helpers/session';

// A 1×1 PNG for the registry extract.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Opens the sign-up panel from the sidebar of a signed-out page; resolves with the panel. */
async function openSignUp(page: Page, { button = 'რეგისტრაცია', email = 'ელ. ფოსტა' } = {}) {
  const panel = page.getByRole('dialog', { name: button });
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(panel.getByLabel(email)).toBeVisible();
  return panel;
}

/** Fills the fields the chosen kind shows; Georgian names are typed on Latin keys. */
async function fill(panel: Locator, person: SignUpPerson, { extract = false } = {}) {
  await panel.getByLabel('ელ. ფოსტა').fill(person.email);
  await panel.getByLabel('პაროლი', { exact: true }).fill(SIGN_UP_PASSWORD);
  await panel.getByLabel('გაიმეორეთ პაროლი').fill(SIGN_UP_PASSWORD);
  if (person.orgName && person.orgNameEn && person.orgId) {
    await panel.getByLabel('ორგანიზაციის დასახელება ქართულად').pressSequentially(person.orgName);
    await panel.getByLabel('ორგანიზაციის დასახელება ინგლისურად').fill(person.orgNameEn);
    await panel.getByLabel('საიდენტიფიკაციო კოდი').fill(person.orgId);
  }
  if (person.nameKa && person.lastNameKa) {
    await panel.getByLabel('სახელი ქართულად').pressSequentially(person.nameKa);
    await panel.getByLabel('გვარი ქართულად').pressSequentially(person.lastNameKa);
  }
  await panel.getByLabel('სახელი ლათინურად').fill(person.nameEn);
  await panel.getByLabel('გვარი ლათინურად').fill(person.lastNameEn);
  if (person.personId) await panel.getByLabel('პირადი ნომერი').fill(person.personId);
  if (person.passport) await panel.getByLabel('პასპორტის ნომერი').fill(person.passport);
  await panel.getByLabel('მობილურის ნომერი').fill(person.phone);
  await panel.getByLabel('ქალაქი').selectOption(person.city);
  await panel.getByLabel('მისამართი').fill(person.address);
  await panel.getByLabel('ფილიალი').selectOption(person.branch);
  if (extract) {
    await panel
      .getByLabel('ამონაწერი მეწარმეთა რეესტრიდან')
      .setInputFiles({ name: 'extract.png', mimeType: 'image/png', buffer: PNG });
  }
  await panel.getByLabel('ვეთანხმები წესებსა და პირობებს').check();
}

const KINDS: {
  kind: string;
  setup?: (panel: Locator) => Promise<void>;
  person: SignUpPerson;
  extract?: boolean;
}[] = [
  { kind: 'an individual', person: SIGN_UP.individual },
  {
    kind: 'a foreign citizen',
    setup: (panel) => panel.getByRole('switch', { name: 'უცხო ქვეყნის მოქალაქე ვარ' }).check(),
    person: SIGN_UP.foreigner,
  },
  {
    kind: 'an LTD',
    setup: (panel) => panel.getByText('იურიდიული პირი', { exact: true }).click(),
    person: SIGN_UP.ltd,
  },
  {
    kind: 'an individual entrepreneur',
    setup: async (panel) => {
      await panel.getByText('იურიდიული პირი', { exact: true }).click();
      await panel.getByLabel('ინდივიდუალური მეწარმე').check();
    },
    person: SIGN_UP.entrepreneur,
    extract: true,
  },
];

const SEEDED_CODES = DEMO_ACCOUNTS.map((account) => account.axid);

test.describe('accounts', () => {
  test.describe('sign-up', () => {
    for (const { kind, setup, person, extract } of KINDS) {
      test(`${kind} signs up, gets a new AX code, sees the greeting card and stays signed in after a reload`, async ({
        page,
      }) => {
        await page.goto('/home');
        const panel = await openSignUp(page);
        if (setup) await setup(panel);
        await fill(panel, person, { extract });
        if (person.shown) {
          await expect(panel.getByLabel('სახელი ქართულად')).toHaveValue(person.shown.nameKa);
        }
        await panel.getByRole('button', { name: 'დარეგისტრირება' }).click();

        // The welcome toast names the new room number (AX code); it hides by itself after 4 s,
        // so it is read first.
        const welcome = page.getByText(/ოთახის ნომერია AX\d+/);
        await expect(welcome).toBeVisible();
        const axid = /AX\d+/.exec(await welcome.innerText())?.[0] ?? '';
        expect(SEEDED_CODES, `${axid} is new`).not.toContain(axid);
        const greeting = page.locator('.greeting-card');
        await expect(greeting.locator('dd').first()).toHaveText(axid);
        // The Georgian interface greets by the Georgian name when there is one.
        await expect(greeting.locator('h2')).toHaveText(
          `გამარჯობა, ${person.shown?.nameKa ?? person.nameEn}!`,
        );
        await expect(page).toHaveURL(/\/home$/);
        await expect(page.getByRole('dialog', { name: 'რეგისტრაცია' })).toHaveCount(0);

        // The new account survives a reload and its session is restored.
        await page.reload();
        await expect(greeting.getByText(axid)).toBeVisible();
      });
    }

    test("the sign-up panel in English, switched to in the header: an entrepreneur's extract refuses a GIF and takes a PDF; axe", async ({
      page,
      axe,
      switchLanguage,
    }) => {
      await page.goto('/home');
      await switchLanguage('en');
      const panel = await openSignUp(page, { button: 'Sign up', email: 'Email' });
      await panel.getByText('Organisation', { exact: true }).click();
      await panel.getByLabel('Individual entrepreneur').check();
      const file = panel.getByLabel('Extract from the register of entrepreneurs');
      await file.setInputFiles({
        name: 'extract.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await expect(
        panel.getByText(
          'This is not a valid PNG, JPG or PDF file. Save it again in one of these formats.',
        ),
      ).toBeVisible();
      await file.setInputFiles({
        name: 'extract.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await expect(panel.getByText('extract.pdf')).toBeVisible();
      expect(await axe(), 'the sign-up panel in English').toEqual([]);
    });

    test(
      'the sign-up panel on a phone: the failed check, the terms modal and axe',
      { tag: '@phone' },
      async ({ page, axe }) => {
        await page.goto('/home');
        const panel = await openSignUp(page);
        expect(await axe()).toEqual([]);
        await panel.getByRole('button', { name: 'დარეგისტრირება' }).click();
        await expect(
          panel.getByRole('alert').filter({ hasText: 'გთხოვთ, სწორად შეავსოთ ყველა ველი' }),
        ).toBeVisible();
        await expect(
          panel.getByText('შეიყვანეთ ელ. ფოსტა, მაგალითად name@example.com'),
        ).toBeVisible();
        expect(await axe()).toEqual([]);
        await panel.getByRole('button', { name: 'წესების გაცნობა' }).click();
        const modal = page.getByRole('dialog', { name: 'წესები და პირობები' });
        await expect(modal.locator('.terms-body p').first()).toBeVisible();
        await expect(modal.locator('.terms-body')).toHaveText(/[\u10D0-\u10F0]{3}/);
        expect(await axe()).toEqual([]);
      },
    );
  });

  test('profile: edit, save, still there after a reload; axe', async ({ signedIn: page, axe }) => {
    await expect(page.locator('.greeting-card').getByText('AX10001')).toBeVisible();
    await page.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
    await page.getByRole('link', { name: 'პროფილი' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'პროფილი' })).toBeVisible();
    await expect(page.getByLabel('პირადი ნომერი')).toHaveValue(SEEDED_CUSTOMER.personId);
    expect(await axe()).toEqual([]);

    await page.getByRole('button', { name: 'რედაქტირება' }).click();
    await page.getByLabel('ქალაქი').selectOption('_BATUMI_');
    await page.getByLabel('მობილურის ნომერი').fill('555123456');
    await page.getByLabel('მისამართი').fill('გორგილაძის ქ. 10');
    expect(await axe()).toEqual([]);
    await page.getByRole('button', { name: 'შენახვა' }).click();
    await expect(page.locator('.toast-body', { hasText: 'პროფილი განახლდა' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'პროფილი' })).toBeVisible();
    await expect(page.getByLabel('მობილურის ნომერი')).toHaveValue('555123456');
    await expect(page.getByLabel('ქალაქი')).toHaveValue('ბათუმი');
    await expect(page.getByLabel('მისამართი')).toHaveValue('გორგილაძის ქ. 10');
  });

  test.describe('as the foreign citizen', () => {
    test.use({ account: 'foreigner' });

    test('branch choice: a legacy branch reads as its successor; refused without a branch; saved and preselected after a reload; axe', async ({
      signedIn: page,
      axe,
    }) => {
      await expect(page.locator('.greeting-card').getByText('AX10004')).toBeVisible();
      await page.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
      await page.getByRole('link', { name: 'ფილიალის არჩევა' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'ფილიალის არჩევა' })).toBeVisible();
      // The legacy qurdiani branch reads as didube.
      const branch = page.getByLabel('ფილიალი', { exact: true });
      await expect(branch).toHaveValue('didube');
      expect(await axe()).toEqual([]);

      await page.getByLabel('ქალაქი').selectOption('_GORI_');
      await page.getByRole('button', { name: 'შენახვა' }).click();
      await expect(page.getByText('აირჩიეთ ფილიალი')).toBeVisible();
      expect(await axe()).toEqual([]);

      await page.getByLabel('ქალაქი').selectOption('_TBILISI_');
      await branch.selectOption('isani');
      await page.getByRole('button', { name: 'შენახვა' }).click();
      await expect(page.locator('.toast-body', { hasText: 'ფილიალი შენახულია' })).toBeVisible();
      await expect(page.getByText('თბილისი, ისანი')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'ფილიალის არჩევა' })).toBeVisible();
      await expect(page.getByText('თბილისი, ისანი')).toBeVisible();
      await expect(branch).toHaveValue('isani');
    });
  });

  test(
    'change password on a phone: the new password works at the next sign-in; axe',
    { tag: '@phone' },
    async ({ page, axe }) => {
      await page.goto('/home');
      await signIn(page, 'company@demo.ge');
      await expect(page.locator('.greeting-card').getByText('AX10002')).toBeVisible();
      await page.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
      await page.getByRole('link', { name: 'პაროლის შეცვლა' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'პაროლის შეცვლა' })).toBeVisible();
      await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
      await expect(page.locator('#change-oldPassword')).toHaveClass(/\bis-invalid\b/);
      expect(await axe()).toEqual([]);

      await page.getByLabel('ძველი პაროლი').fill(DEMO_PASSWORD);
      await page.getByLabel('ახალი პაროლი', { exact: true }).fill('Mtatsminda2026');
      await page.getByLabel('გაიმეორეთ ახალი პაროლი').fill('Mtatsminda2026');
      await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
      await expect(page.locator('.toast-body', { hasText: 'პაროლი შეიცვალა' })).toBeVisible();

      await signOut(page);
      await signIn(page, 'AX10002', { password: 'Mtatsminda2026', remember: false });
      await expect(page.locator('.greeting-card').getByText('AX10002')).toBeVisible();
    },
  );
});

// Accounts in Chromium: the four kinds of customer sign up one after the other in one page and
// see their greeting card, then the sign-up panel in English; the panel's failed check and terms
// on a phone; profile edit and branch choice (one page), password change; axe on each screen.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  closeBrowser,
  DEMO_PASSWORD,
  newPage,
  seriousViolations,
  signIn,
  signOut,
  switchLanguage,
} from './browser.mjs';

// A 1×1 PNG for the registry extract.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Waits until an input shows `value` (data arrive after the first paint). */
async function waitForValue(locator, value, timeout = 5000) {
  const end = Date.now() + timeout;
  while ((await locator.inputValue()) !== value) {
    if (Date.now() > end) assert.equal(await locator.inputValue(), value);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens the sign-up panel from the sidebar of a signed-out page; resolves with the panel. */
async function openSignUp(page, { button = 'რეგისტრაცია', email = 'ელ. ფოსტა' } = {}) {
  const panel = page.getByRole('dialog', { name: button });
  await page.getByRole('button', { name: button, exact: true }).click();
  await panel.getByLabel(email).waitFor();
  return panel;
}

/** Fills the fields the chosen kind shows; Georgian names are typed on Latin keys. */
async function fill(panel, person) {
  await panel.getByLabel('ელ. ფოსტა').fill(person.email);
  await panel.getByLabel('პაროლი', { exact: true }).fill('Secret2026');
  await panel.getByLabel('გაიმეორეთ პაროლი').fill('Secret2026');
  if (person.orgName) {
    await panel.getByLabel('ორგანიზაციის დასახელება ქართულად').pressSequentially(person.orgName);
    await panel.getByLabel('ორგანიზაციის დასახელება ინგლისურად').fill(person.orgNameEn);
    await panel.getByLabel('საიდენტიფიკაციო კოდი').fill(person.orgId);
  }
  if (person.nameKa) {
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
  if (person.extract) {
    await panel
      .getByLabel('ამონაწერი მეწარმეთა რეესტრიდან')
      .setInputFiles({ name: 'extract.png', mimeType: 'image/png', buffer: PNG });
  }
  await panel.getByLabel('ვეთანხმები წესებსა და პირობებს').check();
}

const KINDS = [
  {
    kind: 'individual',
    person: {
      email: 'nino.e2e@mail.ge',
      nameKa: 'nino',
      lastNameKa: 'kapanaZe',
      expectKa: 'ნინო',
      nameEn: 'Nino',
      lastNameEn: 'Kapanadze',
      personId: '01024000001',
      phone: '577111222',
      city: '_TBILISI_',
      address: 'ჭავჭავაძის გამზ. 33',
      branch: 'gldani',
    },
  },
  {
    kind: 'foreign citizen',
    setup: (panel) => panel.getByRole('switch', { name: 'უცხო ქვეყნის მოქალაქე ვარ' }).check(),
    person: {
      email: 'john.e2e@example.com',
      nameEn: 'John',
      lastNameEn: 'Smith',
      passport: 'X1234567',
      phone: '555000111',
      city: '_BATUMI_',
      address: 'Gorgiladze St. 10',
      branch: 'didube',
    },
  },
  {
    kind: 'LTD',
    setup: (panel) => panel.getByText('იურიდიული პირი', { exact: true }).click(),
    person: {
      email: 'office.e2e@trade.ge',
      orgName: 'SpS Tbilisi treidi',
      orgNameEn: 'Tbilisi Trade LLC',
      orgId: '405000111',
      nameKa: 'levan',
      lastNameKa: 'jafariZe',
      expectKa: 'ლევან',
      nameEn: 'Levan',
      lastNameEn: 'Japaridze',
      phone: '595000222',
      city: '_KUTAISI_',
      address: 'რუსთაველის ქ. 5',
      branch: 'kutaisi_1',
    },
  },
  {
    kind: 'individual entrepreneur',
    setup: async (panel) => {
      await panel.getByText('იურიდიული პირი', { exact: true }).click();
      await panel.getByLabel('ინდივიდუალური მეწარმე').check();
    },
    person: {
      email: 'ie.e2e@mail.ge',
      nameKa: 'daviTi',
      lastNameKa: 'beriZe',
      expectKa: 'დავითი',
      nameEn: 'Davit',
      lastNameEn: 'Beridze',
      personId: '01024000077',
      phone: '599000777',
      city: '_TBILISI_',
      address: 'ვაჟა-ფშაველას გამზ. 1',
      branch: 'isani',
      extract: true,
    },
  },
];

describe('accounts in Chromium', () => {
  after(closeBrowser);

  // The four kinds one after the other in one page (one boot instead of four): each new
  // customer signs out before the next one signs up. Then the panel in English, switched in the
  // header.
  it('the four kinds sign up in turn, each gets a new AX code, sees the greeting card and stays signed in after a reload; the sign-up panel in English: an entrepreneur with the file picker; axe', async () => {
    const { page, context, errors } = await newPage();
    try {
      await page.goto('/home');
      const greeting = page.locator('.greeting-card');
      const codes = [];
      for (const { kind, setup, person } of KINDS) {
        if (codes.length > 0) await signOut(page);
        const panel = await openSignUp(page);
        if (setup) await setup(panel);
        await fill(panel, person);
        if (person.expectKa)
          assert.equal(
            await panel.getByLabel('სახელი ქართულად').inputValue(),
            person.expectKa,
            kind,
          );
        await panel.getByRole('button', { name: 'დარეგისტრირება' }).click();

        await greeting.waitFor();
        const axid = await greeting.locator('dd').first().innerText();
        assert.match(axid, /^AX\d+$/, kind);
        assert.notEqual(axid, 'AX10001', kind);
        assert.ok(!codes.includes(axid), `${kind}: ${axid} is new`);
        codes.push(axid);
        // The Georgian interface greets by the Georgian name when there is one.
        assert.match(
          await greeting.locator('h2').innerText(),
          new RegExp(`^გამარჯობა, ${person.expectKa ?? person.nameEn}!$`),
          kind,
        );
        await page.getByText(`ოთახის ნომერია ${axid}`).waitFor();
        await page.waitForURL('**/home');
        assert.equal(await page.getByRole('dialog', { name: 'რეგისტრაცია' }).count(), 0, kind);

        // The new account survives a reload and its session is restored.
        await page.reload();
        await greeting.getByText(axid).waitFor();
      }

      // The panel in English: an entrepreneur with the file picker.
      await signOut(page);
      await switchLanguage(page, 'en');
      const panel = await openSignUp(page, { button: 'Sign up', email: 'Email' });
      await panel.getByText('Organisation', { exact: true }).click();
      await panel.getByLabel('Individual entrepreneur').check();
      const file = panel.getByLabel('Extract from the register of entrepreneurs');
      await file.setInputFiles({
        name: 'extract.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await panel.getByText('Wrong file format: only JPG, PNG or PDF').waitFor();
      await file.setInputFiles({
        name: 'extract.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await panel.getByText('extract.pdf').waitFor();
      assert.deepEqual(await seriousViolations(page), [], 'the sign-up panel in English');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('sign-up panel: the failed check, the terms modal and axe', async () => {
    const { page, context } = await newPage({ width: 390, height: 844 });
    try {
      await page.goto('/home');
      const panel = await openSignUp(page);
      assert.deepEqual(await seriousViolations(page), []);
      await panel.getByRole('button', { name: 'დარეგისტრირება' }).click();
      await page.locator('.toast-body', { hasText: 'გთხოვთ, სწორად შეავსოთ ყველა ველი' }).waitFor();
      await panel.getByText('შეიყვანეთ ელ. ფოსტა, მაგალითად name@example.com').waitFor();
      assert.deepEqual(await seriousViolations(page), []);
      await panel.getByRole('button', { name: 'წესებისა და პირობების გაცნობა' }).click();
      const modal = page.getByRole('dialog', { name: 'წესები და პირობები' });
      await modal.locator('.terms-body p').first().waitFor();
      assert.match(await modal.locator('.terms-body').innerText(), /[\u10D0-\u10F0]{3}/);
      assert.deepEqual(await seriousViolations(page), []);
    } finally {
      await context.close();
    }
  });

  // The profile (AX10001) and then the branch choice (AX10004) in one page, signing out between
  // (one boot fewer): two account pages edited, saved and read back after a reload.
  it('profile: edit, save, still there after a reload; branch choice: saved and preselected after a reload; axe', async () => {
    const { page, context, errors } = await newPage();
    try {
      await page.goto('/home');
      await signIn(page, 'AX10001');
      await page.locator('.greeting-card').getByText('AX10001').waitFor();
      await page.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
      await page.getByRole('link', { name: 'პროფილი' }).click();
      await page.getByRole('heading', { level: 1, name: 'პროფილი' }).waitFor();
      assert.equal(await page.getByLabel('პირადი ნომერი').inputValue(), '01001012345');
      assert.deepEqual(await seriousViolations(page), []);

      await page.getByRole('button', { name: 'რედაქტირება' }).click();
      await page.getByLabel('ქალაქი').selectOption('_BATUMI_');
      await page.getByLabel('მობილურის ნომერი').fill('555123456');
      await page.getByLabel('მისამართი').fill('გორგილაძის ქ. 10');
      assert.deepEqual(await seriousViolations(page), []);
      await page.getByRole('button', { name: 'შენახვა' }).click();
      await page.locator('.toast-body', { hasText: 'პროფილი განახლდა' }).waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'პროფილი' }).waitFor();
      await waitForValue(page.getByLabel('მობილურის ნომერი'), '555123456');
      assert.equal(await page.getByLabel('ქალაქი').inputValue(), 'ბათუმი');
      assert.equal(await page.getByLabel('მისამართი').inputValue(), 'გორგილაძის ქ. 10');

      // The branch choice, as AX10004 in the same page.
      await signOut(page);
      await signIn(page, 'AX10004');
      await page.locator('.greeting-card').getByText('AX10004').waitFor();
      await page.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
      await page.getByRole('link', { name: 'ფილიალის არჩევა' }).click();
      await page.getByRole('heading', { level: 1, name: 'ფილიალის არჩევა' }).waitFor();
      // The legacy qurdiani branch reads as didube.
      await waitForValue(page.getByLabel('ფილიალი', { exact: true }), 'didube');
      assert.deepEqual(await seriousViolations(page), []);

      await page.getByLabel('ქალაქი').selectOption('_GORI_');
      await page.getByRole('button', { name: 'შენახვა' }).click();
      await page.getByText('აირჩიეთ ფილიალი').waitFor();
      assert.deepEqual(await seriousViolations(page), []);

      await page.getByLabel('ქალაქი').selectOption('_TBILISI_');
      await page.getByLabel('ფილიალი', { exact: true }).selectOption('isani');
      await page.getByRole('button', { name: 'შენახვა' }).click();
      await page.locator('.toast-body', { hasText: 'ფილიალი შენახულია' }).waitFor();
      await page.getByText('თბილისი, ისანი').waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'ფილიალის არჩევა' }).waitFor();
      await page.getByText('თბილისი, ისანი').waitFor();
      await waitForValue(page.getByLabel('ფილიალი', { exact: true }), 'isani');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('change password: the new password works at the next sign-in; axe', async () => {
    const { page, context } = await newPage({ width: 390, height: 844 });
    try {
      await page.goto('/home');
      await signIn(page, 'company@demo.ge');
      await page.locator('.greeting-card').getByText('AX10002').waitFor();
      await page.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
      await page.getByRole('link', { name: 'პაროლის შეცვლა' }).click();
      await page.getByRole('heading', { level: 1, name: 'პაროლის შეცვლა' }).waitFor();
      await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
      await page.locator('#change-oldPassword.is-invalid').waitFor();
      assert.deepEqual(await seriousViolations(page), []);

      await page.getByLabel('ძველი პაროლი').fill(DEMO_PASSWORD);
      await page.getByLabel('ახალი პაროლი', { exact: true }).fill('Mtatsminda2026');
      await page.getByLabel('გაიმეორეთ ახალი პაროლი').fill('Mtatsminda2026');
      await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
      await page.locator('.toast-body', { hasText: 'პაროლი შეიცვალა' }).waitFor();

      await signOut(page);
      await signIn(page, 'AX10002', { password: 'Mtatsminda2026', remember: false });
      await page.locator('.greeting-card').getByText('AX10002').waitFor();
    } finally {
      await context.close();
    }
  });
});

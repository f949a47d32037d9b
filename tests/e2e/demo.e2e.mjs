// The demo console in Chromium (issue 11), the designer's story: AX10001 declares a parcel; the
// console receives it at the warehouse, puts it on a flight and lands the flight; the fee is in
// the debt and the bell has the news; the customer pays the flight and orders a courier for it.
// Then axe on the open console (every tab in ka, one in ru and en), and the console on a 390 px
// phone, opened with Alt+Shift+D, without sideways scrolling.
/* global document */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  closeBrowser,
  contrastIn,
  greetingFigure,
  newPage,
  openDashboard,
  seriousViolations,
  switchLanguage,
  waitForGreetingFigure,
} from './browser.mjs';

const TRACKING = 'E2EDEMO0000001';
const KA = {
  console: 'სადემონსტრაციო კონსოლი',
  tabs: {
    personas: 'ანგარიშები',
    staff: 'პერსონალი',
    messages: 'შეტყობინებები და კურსები',
    scenarios: 'სცენარები',
    data: 'ექსპორტი და იმპორტი',
    faults: 'ხარვეზები',
  },
  stage: 'ამანათების ეტაპი',
  result: 'ბოლო მოქმედების შედეგი',
};

/** The bell's unread count, from its name. */
async function unread(page) {
  const name = await page.locator('.notification-bell .dropdown-toggle').getAttribute('aria-label');
  return Number(/(\d+)/.exec(name ?? '')?.[1] ?? 0);
}

async function openConsole(page) {
  await page.getByRole('button', { name: KA.console }).click();
  const dialog = page.getByRole('dialog', { name: KA.console });
  await dialog.getByRole('tablist').waitFor();
  return dialog;
}

async function closeConsole(page, dialog) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

/** The console's result line, once it matches `pattern`; resolves with its text. */
async function result(dialog, pattern) {
  const status = dialog.getByRole('status', { name: KA.result });
  await status.filter({ hasText: pattern }).waitFor();
  return status.innerText();
}

describe('demo console in Chromium', () => {
  after(closeBrowser);

  it('declare, receive, ship, land: the debt and the bell follow; then pay the flight and order a courier', async () => {
    const { page, context, errors } = await newPage();
    try {
      await openDashboard(page);
      await page.locator('.greeting-figures').waitFor();

      // The customer declares a parcel from Amazon.
      await page.getByRole('button', { name: 'ამანათის დამატება' }).first().click();
      const add = page.getByRole('dialog', { name: 'ამანათის დამატება' });
      await add.getByLabel('თრექინგ ნომერი').fill(TRACKING);
      await add.getByLabel('რაოდენობა').fill('1');
      await add.getByLabel('კატეგორია').selectOption('CLOTHING');
      await add.getByLabel('ქვეყანა').selectOption('2');
      await add.getByLabel('ონლაინ მაღაზია').selectOption('amazon');
      await add.getByLabel('თანხა').fill('40');
      await add.getByLabel('ვალუტა').selectOption('USD');
      await add.getByRole('button', { name: 'დეკლარირება' }).click();
      await page.getByText(`ამანათი ${TRACKING} დადეკლარირებულია.`).waitFor();
      await add.waitFor({ state: 'detached' });
      const debtBefore = await greetingFigure(page, 'დავალიანება');
      const unreadBefore = await unread(page);

      // Staff receive it (1.5 kg), put it on the next flight and land that flight.
      let dialog = await openConsole(page);
      await dialog.getByRole('tab', { name: KA.tabs.staff }).click();
      await dialog.getByLabel(`ამანათის ${TRACKING} წონა, კგ`).fill('1.5');
      await dialog.getByRole('button', { name: `ამანათის ${TRACKING} საწყობში მიღება` }).click();
      await result(dialog, `ამანათი ${TRACKING} საწყობშია`);
      await dialog.getByLabel(KA.stage).selectOption('stock');
      await dialog
        .getByRole('button', { name: `ამანათის ${TRACKING} უახლოეს რეისზე გაგზავნა` })
        .click();
      const shipped = await result(dialog, /გაიგზავნა: US-\d{4}-\d{2}/);
      const flight = /(US-\d{4}-\d{2})/.exec(shipped)[1];
      await dialog.getByRole('button', { name: `რეისის ${flight} დაფრენა` }).click();
      await result(dialog, `რეისი ${flight} დაფრინდა: ჩამოვიდა 1 ამანათი.`);
      await closeConsole(page, dialog);

      // The fee is in the debt and the bell has the landing, on the open page.
      const debt = await waitForGreetingFigure(page, 'დავალიანება', { differsFrom: debtBefore });
      assert.ok(debt > debtBefore, `the debt ${debt} should exceed ${debtBefore}`);
      await page.waitForFunction(
        (count) =>
          Number(
            /(\d+)/.exec(
              document
                .querySelector('.notification-bell .dropdown-toggle')
                ?.getAttribute('aria-label') ?? '',
            )?.[1] ?? 0,
          ) >= count,
        unreadBefore + 2,
      );
      await page.locator('.notification-bell .dropdown-toggle').click();
      await page.locator('.bell-item', { hasText: `რეისი ${flight} თბილისში ჩამოვიდა` }).waitFor();
      await page.keyboard.press('Escape');

      // The customer pays the flight…
      await page.getByRole('tab', { name: /^ჩამოსული/ }).click();
      await page.getByRole('button', { name: `რეისის ${flight} გადახდა` }).click();
      const pay = page.getByRole('dialog', { name: `რეისის ${flight} გადახდა` });
      await pay.getByRole('button', { name: /^გადახდა:/ }).click();
      await page
        .getByText('გადახდა წარმატებით განხორციელდა')
        .filter({ visible: true })
        .first()
        .waitFor();
      await pay.waitFor({ state: 'detached' });
      await page
        .getByRole('button', { name: `რეისის ${flight} გადახდა` })
        .waitFor({ state: 'detached' });

      // …and orders a courier for it.
      await page.locator('.customer-action', { hasText: 'საკურიერო მომსახურება' }).click();
      const courier = page.getByRole('dialog', { name: 'საკურიერო მომსახურება' });
      await courier.getByRole('checkbox', { name: new RegExp(flight) }).check();
      await courier.getByLabel('ქალაქი').selectOption('_TBILISI_');
      await courier.getByLabel('მისამართი (ქართულად)').fill('წერეთლის გამზ. 116');
      await courier.getByRole('button', { name: 'კურიერის შეკვეთა' }).click();
      await page.getByText('კურიერი შეკვეთილია').filter({ visible: true }).first().waitFor();
      await courier
        .getByRole('checkbox', { name: new RegExp(flight) })
        .waitFor({ state: 'detached' });
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('axe: the open console, every tab in ka, and in ru and en', async () => {
    const { page, context } = await newPage();
    try {
      await openDashboard(page);
      const dialog = await openConsole(page);
      const inConsole = async (lng, what) => {
        const options = { include: '.demo-console', ...contrastIn(lng) };
        assert.deepEqual(await seriousViolations(page, options), [], `${lng}, ${what}`);
      };
      for (const [key, name] of Object.entries(KA.tabs)) {
        await dialog.getByRole('tab', { name }).click();
        await dialog
          .getByRole('tabpanel', { name })
          .locator('button, input, select')
          .first()
          .waitFor();
        await inConsole('ka', key);
      }
      assert.deepEqual(await seriousViolations(page), [], 'ka, the whole page');
      await closeConsole(page, dialog);

      for (const [lng, title, staff] of [
        ['ru', 'Демо-консоль', 'Персонал'],
        ['en', 'Demo console', 'Staff'],
      ]) {
        await switchLanguage(page, lng);
        await page.keyboard.press('Alt+Shift+D');
        const opened = page.getByRole('dialog', { name: title });
        await opened.getByRole('tab', { name: staff }).click();
        await opened.getByRole('tabpanel', { name: staff }).locator('li').first().waitFor();
        await inConsole(lng, 'staff');
        await closeConsole(page, opened);
      }
    } finally {
      await context.close();
    }
  });

  it('opens with Alt+Shift+D on a 390 px phone, full screen, without sideways scrolling', async () => {
    const { page, context } = await newPage({ width: 390, height: 844 });
    try {
      await openDashboard(page);
      await page.keyboard.press('Alt+Shift+D');
      const dialog = page.getByRole('dialog', { name: KA.console });
      await dialog.getByRole('tablist').waitFor();
      const box = await dialog.locator('.modal-content').boundingBox();
      assert.equal(Math.round(box.width), 390);
      for (const name of Object.values(KA.tabs)) {
        await dialog.getByRole('tab', { name }).click();
        const panel = dialog.getByRole('tabpanel', { name });
        await panel.locator('button, input, select').first().waitFor();
        const overflow = await dialog
          .locator('.modal-body')
          .evaluate((el) => el.scrollWidth - el.clientWidth);
        assert.ok(overflow <= 0, `${name}: the console scrolls sideways by ${overflow}px`);
      }
      await page.keyboard.press('Alt+Shift+D');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

// The demo console, the designer's story: AX10001 declares a parcel; the console
// receives it at the warehouse, puts it on a flight and lands the flight; the fee is in the debt
// and the bell has the news; the customer pays the flight and orders a courier for it. Then axe
// on the open console (every tab in ka, the staff tab in ru and en), and the console on a 390 px
// phone, opened with Alt+Shift+D, without sideways scrolling.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { greetingFigure, POLL } from './helpers/figures';
import { sideways } from './layout';
import { settled } from './screens';

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
async function unread(page: Page) {
  const name = await page.locator('.notification-bell .dropdown-toggle').getAttribute('aria-label');
  return Number(/(\d+)/.exec(name ?? '')?.[1] ?? 0);
}

async function openConsole(page: Page) {
  // The button is in the footer, which moves down as the dashboard's lower parts render: a person
  // aims at it once they have.
  await settled(page);
  await page.getByRole('button', { name: KA.console }).click();
  const dialog = page.getByRole('dialog', { name: KA.console });
  await expect(dialog.getByRole('tablist')).toBeVisible();
  return dialog;
}

async function closeConsole(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** The console's result line, once it matches `pattern`; resolves with its text. */
async function result(dialog: Locator, pattern: string | RegExp) {
  const status = dialog.getByRole('status', { name: KA.result });
  await expect(status).toContainText(pattern);
  return status.innerText();
}

test.describe('demo console', () => {
  test('declare, receive, ship, land: the debt and the bell follow; then pay the flight and order a courier', async ({
    signedIn: page,
  }) => {
    await expect(page.locator('.greeting-figures')).toBeVisible();

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
    await expect(page.getByText(`ამანათი ${TRACKING} დადეკლარირებულია`)).toBeVisible();
    await expect(add).toHaveCount(0);
    const debtBefore = await greetingFigure(page, 'დავალიანება');
    const unreadBefore = await unread(page);

    // Staff receive it (1.5 kg), put it on the next flight and land that flight.
    const dialog = await openConsole(page);
    await dialog.getByRole('tab', { name: KA.tabs.staff }).click();
    await dialog.getByLabel(`ამანათის ${TRACKING} წონა, კგ`).fill('1.5');
    await dialog.getByRole('button', { name: `ამანათის ${TRACKING} საწყობში მიღება` }).click();
    await result(dialog, `ამანათი ${TRACKING} საწყობშია`);
    await dialog.getByLabel(KA.stage).selectOption('stock');
    await dialog
      .getByRole('button', { name: `ამანათის ${TRACKING} უახლოეს რეისზე გაგზავნა` })
      .click();
    const shipped = await result(dialog, /გაიგზავნა: US-\d{4}-\d{2}/);
    const flight = /(US-\d{4}-\d{2})/.exec(shipped)?.[1] ?? '';
    await dialog.getByRole('button', { name: `რეისის ${flight} დაფრენა` }).click();
    await result(dialog, `რეისი ${flight} დაფრინდა: ჩამოვიდა 1 ამანათი`);
    await closeConsole(page, dialog);

    // The fee is in the debt and the bell has the landing, on the open page.
    await expect.poll(() => greetingFigure(page, 'დავალიანება'), POLL).toBeGreaterThan(debtBefore);
    await expect.poll(() => unread(page), POLL).toBeGreaterThanOrEqual(unreadBefore + 2);
    await page.locator('.notification-bell .dropdown-toggle').click();
    await expect(
      page.locator('.bell-item', { hasText: `რეისი ${flight} თბილისში ჩამოფრინდა` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // The customer pays the flight…
    await page.getByRole('tab', { name: /^ჩამოსული/ }).click();
    await page.getByRole('button', { name: `რეისის ${flight} გადახდა` }).click();
    const pay = page.getByRole('dialog', { name: `რეისის ${flight} გადახდა` });
    await pay.getByRole('button', { name: /^გადახდა:/ }).click();
    await expect(
      page.getByText('გადახდა წარმატებით განხორციელდა').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(pay).toHaveCount(0);
    await expect(page.getByRole('button', { name: `რეისის ${flight} გადახდა` })).toHaveCount(0);

    // …and orders a courier for it.
    await page.locator('.customer-action', { hasText: 'საკურიერო მომსახურება' }).click();
    const courier = page.getByRole('dialog', { name: 'საკურიერო მომსახურება' });
    await courier.getByRole('checkbox', { name: new RegExp(flight) }).check();
    await courier.getByLabel('ქალაქი').selectOption('_TBILISI_');
    await courier.getByLabel('მისამართი (ქართულად)').fill('წერეთლის გამზ. 116');
    await courier.getByRole('button', { name: 'კურიერის შეკვეთა' }).click();
    await expect(
      page.getByText('კურიერი შეკვეთილია').filter({ visible: true }).first(),
    ).toBeVisible();
    await expect(courier.getByRole('checkbox', { name: new RegExp(flight) })).toHaveCount(0);
  });

  test('axe: the open console, every tab, in ka; and the whole page with it', async ({
    signedIn: page,
    axe,
  }) => {
    const dialog = await openConsole(page);
    for (const [key, name] of Object.entries(KA.tabs)) {
      await dialog.getByRole('tab', { name }).click();
      await expect(
        dialog.getByRole('tabpanel', { name }).locator('button, input, select').first(),
      ).toBeVisible();
      expect(await axe({ include: '.demo-console' }), `ka, ${key}`).toEqual([]);
    }
    expect(await axe(), 'ka, the whole page').toEqual([]);
    await closeConsole(page, dialog);
  });

  test('axe: the console opened with Alt+Shift+D, its staff tab in ru and en', async ({
    signedIn: page,
    axe,
    switchLanguage,
  }) => {
    for (const [lng, title, staff] of [
      ['ru', 'Демо-консоль', 'Персонал'],
      ['en', 'Demo console', 'Staff'],
    ] as const) {
      await switchLanguage(lng);
      await page.keyboard.press('Alt+Shift+D');
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('tab', { name: staff }).click();
      await expect(
        dialog.getByRole('tabpanel', { name: staff }).locator('li').first(),
      ).toBeVisible();
      expect(await axe({ include: '.demo-console' }), `${lng}, staff`).toEqual([]);
      await closeConsole(page, dialog);
    }
  });

  test("the Speed tab shows this page's LCP, INP and CLS as the browser measured them", async ({
    page,
  }) => {
    await page.goto('tarrifs');
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'done');
    // The page is on screen, as a person sees it before pressing a key (a headless browser may
    // hold its first frames back a while after the app has rendered).
    await page.waitForFunction(() =>
      performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'),
    );
    await page.keyboard.press('Alt+Shift+D');
    const dialog = page.getByRole('dialog', { name: KA.console });
    await dialog.getByRole('tab', { name: 'სიჩქარე' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'სიჩქარე' });
    await expect(panel.getByRole('row', { name: /^LCP/ })).toContainText(/\d+,\d+ წმ/);
    // CLS comes from the Layout Instability API, which Firefox (like Safari) does not have: there
    // the row stays unmeasured.
    const measuresShifts = await page.evaluate(() =>
      PerformanceObserver.supportedEntryTypes.includes('layout-shift'),
    );
    if (measuresShifts)
      await expect(panel.getByRole('row', { name: /^CLS/ })).toContainText(/\d,\d+/);
    else await expect(panel.getByRole('row', { name: /^CLS/ })).not.toContainText(/\d/);
    expect(await sideways(dialog.locator('.offcanvas-body'))).toBeLessThanOrEqual(0);
  });

  test(
    'opens with Alt+Shift+D on a 390 px phone, full screen, without sideways scrolling',
    { tag: '@phone' },
    async ({ signedIn: page }) => {
      await page.keyboard.press('Alt+Shift+D');
      const dialog = page.getByRole('dialog', { name: KA.console });
      await expect(dialog.getByRole('tablist')).toBeVisible();
      const box = await dialog.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(390);
      for (const name of Object.values(KA.tabs)) {
        await dialog.getByRole('tab', { name }).click();
        const panel = dialog.getByRole('tabpanel', { name });
        await expect(panel.locator('button, input, select').first()).toBeVisible();
        expect(
          await sideways(dialog.locator('.offcanvas-body')),
          `${name}: sideways`,
        ).toBeLessThanOrEqual(0);
      }
      await page.keyboard.press('Alt+Shift+D');
      await expect(dialog).toHaveCount(0);
    },
  );
});

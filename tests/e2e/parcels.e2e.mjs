// Parcels in Chromium (issue 8): declare below and at 300 GEL (file required, then a PDF), then
// edit, delete after the confirmation, a duplicate tracking number refused (one page); tabs by
// hash across a reload, the warehouse addresses with copy, the phone width without horizontal
// scroll, and axe on the dashboard and the panels in ka, ru and en (one page, the language
// switched in it).
/* global document */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import {
  closeBrowser,
  closeSidePanel,
  contrastIn,
  LANGUAGES,
  newPage,
  openDashboard,
  seriousViolations,
  switchLanguage,
} from './browser.mjs';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

async function openAddPanel(page) {
  await page.getByRole('button', { name: 'ამანათის დამატება' }).first().click();
  const panel = page.getByRole('dialog', { name: 'ამანათის დამატება' });
  await panel.getByLabel('თრექინგ ნომერი').waitFor();
  return panel;
}

/** Fills a parcel from Amazon (USA) worth `amount` USD. */
async function fillParcel(panel, { tracking, amount }) {
  await panel.getByLabel('თრექინგ ნომერი').fill(tracking);
  await panel.getByLabel('რაოდენობა').fill('1');
  await panel.getByLabel('კატეგორია').selectOption('COMPUTERS_AND_LAPTOPS');
  await panel.getByLabel('ქვეყანა').selectOption('2');
  await panel.getByLabel('ონლაინ მაღაზია').selectOption('amazon');
  await panel.getByLabel('თანხა').fill(amount);
  await panel.getByLabel('ვალუტა').selectOption('USD');
}

const row = (page, tracking) =>
  page.getByRole('tabpanel').locator('tr, article', { hasText: tracking }).first();

describe('parcels in Chromium', () => {
  after(closeBrowser);

  // Declaring and then editing, deleting and a refused duplicate in one page (one boot and one
  // sign-in fewer): the new parcels' tracking numbers are not the seeded ones the rest uses.
  it('declares a parcel under 300 GEL, then one over it: refused without a file, accepted with a PDF; edits a parcel, deletes one after the confirmation, refuses a duplicate tracking number', async () => {
    const { page, context, errors } = await newPage();
    try {
      await openDashboard(page);
      let panel = await openAddPanel(page);
      await fillParcel(panel, { tracking: 'E2E1000001', amount: '20' });
      await panel.getByRole('button', { name: 'დეკლარირება' }).click();
      await page.getByText('ამანათი E2E1000001 დადეკლარირებულია.').waitFor();
      await row(page, 'E2E1000001').waitFor();
      assert.match(page.url(), /#waiting$/);

      panel = await openAddPanel(page);
      await fillParcel(panel, { tracking: 'E2E1000002', amount: '200' });
      await panel.getByText('დეკლარირებული ღირებულება 300 ₾ ან მეტია').waitFor();
      await panel.getByRole('button', { name: 'დეკლარირება' }).click();
      await panel.getByText('ატვირთეთ ფაილი').waitFor();
      await panel.getByLabel('ინვოისის ფაილი').setInputFiles({
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await panel.getByRole('button', { name: 'დეკლარირება' }).click();
      await page.getByText('ამანათი E2E1000002 დადეკლარირებულია.').waitFor();
      const declared = row(page, 'E2E1000002');
      await declared.getByText('ექვემდებარება განბაჟებას').waitFor();

      // The file uploaded in this session opens from the mock backend in a new window, as a PDF
      // of the very bytes that were uploaded. (The headless shell has no PDF viewer, so it then
      // downloads the file and closes the window, where Chromium shows it; the blob the window
      // opened is read back in the page.)
      const [popup, opened] = await Promise.all([
        context.waitForEvent('page'),
        context.waitForEvent('response', (r) => r.request().isNavigationRequest()),
        declared.getByRole('button', { name: /ინვოისის გახსნა/ }).click(),
      ]);
      assert.equal(opened.frame().page(), popup);
      assert.match(opened.url(), /^blob:/);
      assert.equal(await opened.headerValue('content-type'), 'application/pdf');
      const bytes = await page.evaluate(
        async (url) => [...new Uint8Array(await (await fetch(url)).arrayBuffer())],
        opened.url(),
      );
      assert.deepEqual(Buffer.from(bytes), PDF);
      if (!popup.isClosed()) await popup.close();

      // Then, on the same dashboard, the seeded parcels: edit one, delete another, and declare
      // a tracking number that is already there.
      const first = row(page, 'YT2411220384512');
      await first.getByRole('button', { name: /რედაქტირება/ }).click();
      const edit = page.getByRole('dialog', { name: 'ამანათის რედაქტირება' });
      await edit.getByLabel('რაოდენობა').fill('3');
      assert.equal(await edit.getByLabel('ქვეყანა').isDisabled(), true);
      await edit.getByRole('button', { name: 'შენახვა' }).click();
      await page.getByText('თქვენ წარმატებით დაარედაქტირეთ ამანათი.').waitFor();

      const gift = row(page, 'SF1402938475612');
      await gift.getByRole('button', { name: /წაშლა/ }).click();
      const dialog = page.getByRole('dialog', { name: 'წავშალოთ ამანათი?' });
      await dialog.getByRole('button', { name: 'გაუქმება' }).click();
      await dialog.waitFor({ state: 'detached' });
      await gift.waitFor();
      await gift.getByRole('button', { name: /წაშლა/ }).click();
      await dialog.getByRole('button', { name: 'წაშლა' }).click();
      await page.getByText('ამანათი SF1402938475612 წაშლილია.').waitFor();
      await row(page, 'SF1402938475612').waitFor({ state: 'detached' });

      panel = await openAddPanel(page);
      await fillParcel(panel, { tracking: 'TBA305918274000', amount: '20' });
      await panel.getByRole('button', { name: 'დეკლარირება' }).click();
      await page.getByText('მითითებული თრექინგ ნომერი უკვე დამატებულია').first().waitFor();
      assert.equal(await panel.getByLabel('თრექინგ ნომერი').inputValue(), 'TBA305918274000');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('keeps the tab in the hash across back, forward and a reload; copies a warehouse address', async () => {
    const { page, context, errors } = await newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    try {
      await openDashboard(page);
      await page.getByRole('tab', { name: /ჩამოსული/ }).click();
      await page.waitForURL(/#arrived$/);
      await page.getByRole('tab', { name: /მიღებული/ }).click();
      await page.waitForURL(/#obtained$/);
      await page.goBack();
      await page.waitForURL(/#arrived$/);
      await page.reload();
      const arrived = page.getByRole('tab', { name: /ჩამოსული/ });
      await arrived.waitFor();
      assert.equal(await arrived.getAttribute('aria-selected'), 'true');
      await page.getByRole('link', { name: 'ინვოისი' }).first().waitFor();

      const addresses = page.getByRole('region', { name: 'თქვენი საწყობების მისამართები' });
      await addresses.getByRole('tab', { name: 'აშშ' }).click();
      const copy = addresses.getByRole('button', { name: 'კოპირება მისამართი' });
      await copy.click();
      await addresses.getByText('დაკოპირდა').waitFor();
      assert.equal(
        await page.evaluate(() => navigator.clipboard.readText()),
        '14 Parkway Circle, Suite AX10001',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('fits a 390 px phone without horizontal scroll', async () => {
    const { page, context, errors } = await newPage({ width: 390, height: 844 });
    try {
      await openDashboard(page);
      await page.getByRole('tab', { name: /ჩამოსული/ }).click();
      await page.locator('.parcel-card').first().waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('axe: the dashboard, the add and the update panels in ka, ru and en', async () => {
    // One boot and one sign-in for the three languages: each round switches the language in
    // the header and moves between the tabs by clicking them.
    const { page, context } = await newPage();
    try {
      await openDashboard(page);
      for (const [lng] of LANGUAGES) {
        await switchLanguage(page, lng);
        await page.locator('#parcel-tab-arrived').click();
        await page.waitForURL(/#arrived$/);
        await page.locator('.parcel-group-header').first().waitFor();
        assert.deepEqual(await seriousViolations(page, contrastIn(lng)), [], `${lng}: dashboard`);

        await page.locator('#parcel-tab-waiting').click();
        await page.waitForURL(/#waiting$/);
        await page.locator('.customer-action').first().click();
        await page.locator('.side-panel .parcel-form').waitFor();
        await page.locator('.side-panel button[type="submit"]').click();
        await page.locator('.side-panel .invalid-feedback').first().waitFor();
        assert.deepEqual(
          await seriousViolations(page, contrastIn(lng)),
          [],
          `${lng}: add panel with errors`,
        );
        await closeSidePanel(page);

        await page.locator('.parcel-actions .btn-outline-primary').first().click();
        await page.locator('.side-panel .parcel-form').waitFor();
        assert.deepEqual(
          await seriousViolations(page, contrastIn(lng)),
          [],
          `${lng}: update panel`,
        );
        await closeSidePanel(page);
      }
    } finally {
      await context.close();
    }
  });
});

// Parcels: declare below and at 300 GEL (file required, then a PDF; a JPEG named .png refused), edit, delete after
// the confirmation, a duplicate tracking number refused; tabs by hash across back, forward and a
// reload; the warehouse addresses with copy; on a phone, the list and the addresses built once
// scrolled to, and the width without horizontal scroll; axe on the dashboard and the panels in ka,
// ru and en.
import { readFile } from 'node:fs/promises';
import type { Download, Page, Response } from '@playwright/test';
import { LANGUAGES } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { closeSidePanel } from './helpers/navigation';
import { declareParcel, fillParcel, openAddPanel, parcelRow as row } from './helpers/parcels';
import { sideways } from './layout';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test.describe('parcels', () => {
  test('declares a parcel under 300 GEL: it shows in the waiting tab', async ({
    signedIn: page,
  }) => {
    await declareParcel(page, 'E2E1000001');
    await expect(row(page, 'E2E1000001')).toBeVisible();
    await expect(page).toHaveURL(/#waiting$/);
  });

  test.describe(() => {
    // Firefox's PDF viewer, showing the file opened as a blob, takes on the portal's
    // Content-Security-Policy and has an inline style of its own refused: the viewer's, not the
    // app's.
    test.use({
      ignoredPageErrors: [/^Content-Security-Policy: style-src-elem blocked inline \(blob:/],
    });

    test('declares a parcel at 300 GEL or more: refused without a file, accepted with a PDF, which opens as uploaded', async ({
      signedIn: page,
      context,
      browserName,
    }) => {
      const panel = await openAddPanel(page);
      await fillParcel(panel, { tracking: 'E2E1000002', amount: '200' });
      await expect(panel.getByText('დეკლარირებული ღირებულება 300 ₾ ან მეტია')).toBeVisible();
      await panel.getByRole('button', { name: 'დეკლარირება' }).click();
      await expect(panel.getByText('ატვირთეთ ფაილი')).toBeVisible();
      await panel.getByLabel('მაღაზიის ინვოისის ფაილი').setInputFiles({
        name: 'invoice.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await panel.getByRole('button', { name: 'დეკლარირება' }).click();
      await expect(page.getByText('ამანათი E2E1000002 დადეკლარირებულია')).toBeVisible();
      const declared = row(page, 'E2E1000002');
      await expect(declared.getByText('ექვემდებარება განბაჟებას')).toBeVisible();

      // The file uploaded in this session opens from the mock backend in a new window, as a PDF of
      // the very bytes that were uploaded.
      const open = declared.getByRole('button', { name: /მაღაზიის ინვოისის გახსნა/ });
      let popup: Page;
      if (browserName === 'chromium') {
        // The headless shell has no PDF viewer: it downloads the file the window opened, which is
        // read back from the download.
        const downloaded = new Promise<Download>((resolve) =>
          context.once('page', (opened) => opened.once('download', resolve)),
        );
        let opened: Response;
        [popup, opened] = await Promise.all([
          context.waitForEvent('page'),
          context.waitForEvent('response', (r) => r.request().isNavigationRequest()),
          open.click(),
        ]);
        expect(opened.frame().page()).toBe(popup);
        expect(opened.url()).toMatch(/^blob:/);
        expect(await opened.headerValue('content-type')).toBe('application/pdf');
        const bytes = await readFile((await (await downloaded).path())!);
        expect(bytes.equals(PDF), 'the bytes uploaded').toBe(true);
      } else {
        // Firefox shows it in its own PDF viewer, at the blob's address. The page's policy lets
        // nothing fetch a blob back, so the blob the window was given is kept as it is made.
        await page.evaluate(() => {
          const make = URL.createObjectURL.bind(URL);
          const made: Blob[] = [];
          (window as unknown as { madeBlobs: Blob[] }).madeBlobs = made;
          URL.createObjectURL = (blob: Blob | MediaSource) => {
            if (blob instanceof Blob) made.push(blob);
            return make(blob);
          };
        });
        [popup] = await Promise.all([context.waitForEvent('page'), open.click()]);
        await expect(popup).toHaveURL(/^blob:/);
        const file = await page.evaluate(async () => {
          const [blob] = (window as unknown as { madeBlobs: Blob[] }).madeBlobs;
          return blob && { type: blob.type, bytes: [...new Uint8Array(await blob.arrayBuffer())] };
        });
        expect(file?.type).toBe('application/pdf');
        expect(Buffer.from(file?.bytes ?? []).equals(PDF), 'the bytes uploaded').toBe(true);
      }
      if (!popup.isClosed()) await popup.close();
    });
  });

  test('a JPEG saved as .png is refused with a message the customer can act on; what was typed stays', async ({
    signedIn: page,
  }) => {
    const panel = await openAddPanel(page);
    await fillParcel(panel, { tracking: 'E2E1000003', amount: '200' });
    // The bytes of a JPEG under a PNG name and type: the server reads the first bytes.
    await panel.getByLabel('ინვოისის ფაილი').setInputFiles({
      name: 'invoice.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    });
    await panel.getByRole('button', { name: 'დეკლარირება' }).click();
    await expect(
      page.getByText(
        'ეს არ არის სწორი PNG, JPG ან PDF ფაილი. შეინახეთ ის ხელახლა ამ ფორმატებიდან ერთ-ერთში.',
      ),
    ).toBeVisible();
    await expect(panel.getByLabel('თრექინგ ნომერი')).toHaveValue('E2E1000003');
  });

  test('edits a parcel: its country cannot change', async ({ signedIn: page }) => {
    await row(page, 'YT2411220384512')
      .getByRole('button', { name: /რედაქტირება/ })
      .click();
    const edit = page.getByRole('dialog', { name: 'ამანათის რედაქტირება' });
    await edit.getByLabel('რაოდენობა').fill('3');
    await expect(edit.getByLabel('ქვეყანა')).toBeDisabled();
    await edit.getByRole('button', { name: 'შენახვა' }).click();
    await expect(page.getByText('ამანათი წარმატებით დაარედაქტირეთ')).toBeVisible();
  });

  test('deletes a parcel after the confirmation; cancelling keeps it', async ({
    signedIn: page,
  }) => {
    const gift = row(page, 'SF1402938475612');
    await gift.getByRole('button', { name: /წაშლა/ }).click();
    const dialog = page.getByRole('dialog', { name: 'წავშალოთ ამანათი?' });
    await dialog.getByRole('button', { name: 'გაუქმება' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(gift).toBeVisible();
    await gift.getByRole('button', { name: /წაშლა/ }).click();
    await dialog.getByRole('button', { name: 'წაშლა' }).click();
    await expect(page.getByText('ამანათი SF1402938475612 წაშლილია')).toBeVisible();
    await expect(row(page, 'SF1402938475612')).toHaveCount(0);
  });

  test('refuses a tracking number that is already declared, keeping what was typed', async ({
    signedIn: page,
  }) => {
    const panel = await openAddPanel(page);
    await fillParcel(panel, { tracking: 'TBA305918274000', amount: '20' });
    await panel.getByRole('button', { name: 'დეკლარირება' }).click();
    await expect(
      page.getByText('მითითებული თრექინგ ნომერი უკვე დამატებულია').first(),
    ).toBeVisible();
    await expect(panel.getByLabel('თრექინგ ნომერი')).toHaveValue('TBA305918274000');
  });

  test('keeps the tab in the hash across back, forward and a reload', async ({
    signedIn: page,
  }) => {
    const arrived = page.getByRole('tab', { name: /ჩამოსული/ });
    await arrived.click();
    await expect(page).toHaveURL(/#arrived$/);
    await page.getByRole('tab', { name: /მიღებული/ }).click();
    await expect(page).toHaveURL(/#obtained$/);
    await page.goBack();
    await expect(page).toHaveURL(/#arrived$/);
    await expect(arrived).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(page).toHaveURL(/#obtained$/);
    await page.goBack();
    await expect(page).toHaveURL(/#arrived$/);
    await page.reload();
    await expect(arrived).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'რეისის ინვოისი' }).first()).toBeVisible();
  });

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copies a warehouse address', async ({ signedIn: page }) => {
      const addresses = page.getByRole('region', { name: 'თქვენი საწყობების მისამართები' });
      // Below the parcels: the addresses show once scrolled to.
      await addresses.scrollIntoViewIfNeeded();
      await addresses.getByRole('tab', { name: 'აშშ' }).click();
      await addresses.getByRole('button', { name: 'კოპირება მისამართი' }).click();
      await expect(addresses.getByText('დაკოპირდა')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        '14 Parkway Circle, Suite AX10001',
      );
    });
  });

  test(
    'on a 390 px phone the parcel cards and the addresses are built without a scroll, and Tab reaches them before the footer',
    { tag: '@phone' },
    async ({ signedIn: page }) => {
      await page.reload();
      // What a person sees before they press a key: the list and the addresses, below the fold.
      const addresses = page.getByRole('region', { name: 'თქვენი საწყობების მისამართები' });
      await expect(page.locator('.parcel-card').first()).toBeVisible();
      await expect(addresses.getByRole('term').first()).toBeVisible();
      await expect(page.locator('.parcel-card').first()).not.toBeInViewport();
      const reached: string[] = [];
      for (let presses = 0; presses < 200 && reached.at(-1) !== 'footer'; presses++) {
        await page.keyboard.press('Tab');
        const part = await page.evaluate(() => {
          const focused = document.activeElement;
          if (focused?.closest('.parcel-card')) return 'cards';
          if (focused?.closest('.addresses-panel')) return 'addresses';
          return focused?.closest('footer') ? 'footer' : 'other';
        });
        if (part !== 'other' && reached.at(-1) !== part) reached.push(part);
      }
      expect(reached).toEqual(['cards', 'addresses', 'footer']);
    },
  );

  test(
    'on a 390 px phone End lands at the end of the page, the footer in view',
    { tag: '@phone' },
    async ({ signedIn: page }) => {
      await page.reload();
      // As a person who sees the page before pressing a key: the list and the addresses are there.
      await expect(page.locator('.parcel-card').first()).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'თქვენი საწყობების მისამართები' })
          .getByRole('term')
          .first(),
      ).toBeVisible();
      await page.keyboard.press('End');
      await expect(page.getByRole('contentinfo')).toBeInViewport();
      await expect
        .poll(() =>
          page.evaluate(() => scrollY + innerHeight - document.documentElement.scrollHeight),
        )
        .toBeGreaterThanOrEqual(-1);
    },
  );

  for (const lng of LANGUAGES) {
    test.describe(() => {
      test.use({ lang: lng });

      test(
        `on a 390 px phone in ${lng}: all five stages and their counts show at once; the cards pass axe, colours too`,
        { tag: '@phone' },
        async ({ signedIn: page, axe }) => {
          const tabs = page.getByRole('tablist', { name: t(lng, 'parcels:title') });
          await expect(tabs.getByRole('tab')).toHaveCount(5);
          const width = page.viewportSize()!.width;
          await tabs.scrollIntoViewIfNeeded();
          for (const tab of await tabs.getByRole('tab').all()) {
            await expect(tab).toBeInViewport({ ratio: 1 });
            const box = (await tab.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(width);
            // Its count is on it, whole.
            await expect(tab.locator('.parcel-tab-count')).toBeInViewport({ ratio: 1 });
          }
          expect(await tabs.evaluate((row) => row.scrollWidth - row.clientWidth)).toBe(0);
          await expect(page.locator('.parcel-card').first()).toBeVisible();
          expect(await axe({ include: '.parcel-dashboard' })).toEqual([]);
          await tabs.getByRole('tab', { name: new RegExp(t(lng, 'parcels:tabs.arrived')) }).click();
          await expect(page.locator('.parcel-card').first()).toBeVisible();
          expect(await sideways(page)).toBe(0);
        },
      );
    });
  }

  // Each language in a test of its own: Georgian, whose words are the longest, in `npm test`.
  for (const lng of LANGUAGES) {
    test.describe(() => {
      test.use({ lang: lng });

      test(`axe: the dashboard, the add panel with its errors and the update panel in ${lng}`, async ({
        signedIn: page,
        axe,
      }) => {
        await page.locator('#parcel-tab-arrived').click();
        await expect(page).toHaveURL(/#arrived$/);
        await expect(page.locator('.parcel-group-header').first()).toBeVisible();
        expect(await axe(), `${lng}: dashboard`).toEqual([]);

        await page.locator('#parcel-tab-waiting').click();
        await expect(page).toHaveURL(/#waiting$/);
        await page.locator('.customer-action').first().click();
        const panel = page.locator('.side-panel');
        await expect(panel.locator('.parcel-form')).toBeVisible();
        await panel.locator('button[type="submit"]').click();
        await expect(panel.locator('.invalid-feedback').first()).toBeVisible();
        expect(await axe(), `${lng}: add panel with errors`).toEqual([]);
        await closeSidePanel(page);

        await page.locator('.parcel-actions .btn-outline-primary').first().click();
        await expect(panel.locator('.parcel-form')).toBeVisible();
        expect(await axe(), `${lng}: update panel`).toEqual([]);
        await closeSidePanel(page);
      });
    });
  }
});

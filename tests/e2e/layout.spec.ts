// Nothing clipped, in any language, at 390, 1280, 1366 and 1920 px (docs/product.md#layout): the
// side panels and every screen of a signed-in customer. The public routes are scanned on their
// walks through the site (public.spec.ts). Screens are reached through the app's router and the
// window is resized around each one (tests/e2e/layout.ts).
import { paths } from '../../src/config/paths';
import { LANGUAGES } from '../../src/i18n/languages';
import { expect, test } from './fixtures';
import { t } from './helpers/i18n';
import { closeSidePanel, navigateInApp } from './helpers/navigation';
import { signIn } from './helpers/session';
import { clipped, OVERLAY_WIDTHS } from './layout';
import { settled } from './screens';

const CUSTOMER_ROUTES = [
  paths.profile,
  paths.changePassword,
  paths.addBranches,
  paths.notificationAll,
];

/** A parcel of AX10001's waiting ones (mocks/demo/seed.ts), for the update panel. */
const WAITING_PARCEL = 'YT2411220384512';

test("the visitor's side panels fit in ka, ru and en", async ({ page, inEachLanguage }) => {
  const found: string[] = [];
  await page.goto('home');
  await inEachLanguage(async (lang) => {
    for (const [panel, name] of [
      ['sign-up', 'accounts:signIn.signUp'],
      ['forgotten password', 'accounts:signIn.forgot'],
    ] as const) {
      await page
        .getByRole('button', { name: t(lang, name) })
        .first()
        .click();
      await expect(page.locator('.side-panel')).toBeVisible();
      found.push(...(await clipped(page, `${lang}, ${panel} panel`, OVERLAY_WIDTHS)));
      await closeSidePanel(page);
    }
  });
  expect(found).toEqual([]);
});

for (const lang of LANGUAGES) {
  test.describe(() => {
    test.use({ lang });

    test(`${lang}: the customer's screens, panels and demo console fit`, async ({
      signedIn: page,
    }) => {
      const found: string[] = [];
      const tabList = page
        .getByRole('tablist', { name: t(lang, 'parcels:title') })
        .getByRole('tab');
      await expect(tabList).toHaveCount(5);
      for (const tab of await tabList.all()) {
        await tab.click();
        await settled(page);
        found.push(...(await clipped(page, `tab ${(await tab.innerText()).split('\n')[0]}`)));
      }
      // An invoice, from the link of a flight in the arrived tab.
      await page
        .getByRole('tab', { name: new RegExp(`^${t(lang, 'parcels:tabs.arrived')}`) })
        .click();
      const link = page.locator('a[href*="/invoice/"]').first();
      await expect(link).toHaveAttribute('href', /\/invoice\//);
      const invoice = (await link.getAttribute('href'))!;
      for (const path of [...CUSTOMER_ROUTES, new URL(invoice, page.url()).pathname]) {
        await navigateInApp(page, path);
        await expect(page.locator('h1')).toHaveCount(1);
        await settled(page);
        found.push(...(await clipped(page, path)));
      }
      // A notification, opened from the list.
      await navigateInApp(page, paths.notificationAll);
      await page.locator('main a[href*="/notification-detail/"]').first().click();
      await expect(page).toHaveURL(/notification-detail/);
      await settled(page);
      found.push(...(await clipped(page, 'a notification')));
      await navigateInApp(page, paths.home);
      for (const [panel, opener] of [
        [
          'add a parcel',
          page.getByRole('button', { name: t(lang, 'home:home.actions.addParcel') }),
        ],
        ['courier', page.getByRole('button', { name: t(lang, 'home:home.actions.courier') })],
        ['top up', page.getByRole('button', { name: t(lang, 'accounts:greeting.addBalance') })],
        [
          'update a parcel',
          page.getByRole('button', {
            name: t(lang, 'parcels:actions.editFor', { tracking: WAITING_PARCEL }),
          }),
        ],
      ] as const) {
        await opener.first().click();
        await expect(page.locator('.side-panel')).toBeVisible();
        await settled(page);
        found.push(...(await clipped(page, `${panel} panel`, OVERLAY_WIDTHS)));
        await closeSidePanel(page);
      }
      await page.keyboard.press('Alt+Shift+D');
      const demoConsole = page.getByRole('dialog');
      await expect(demoConsole.getByRole('tablist')).toBeVisible();
      for (const tab of await demoConsole.getByRole('tab').all()) {
        await tab.click();
        found.push(
          ...(await clipped(page, `demo console, ${await tab.innerText()}`, OVERLAY_WIDTHS)),
        );
      }
      expect(found).toEqual([]);
    });
  });
}

test('the schedule at 1366 px: each date on one line, the table within its card, unknown dates in words', async ({
  page,
  inEachLanguage,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('schedule');
  const table = page.locator('.flight-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await inEachLanguage(async (lang) => {
    const measured = await table.evaluate((element) => {
      const card = element.closest('.card-body')!;
      const padding = parseFloat(getComputedStyle(card).paddingRight);
      const dates = [...element.querySelectorAll('tbody td:nth-child(n+3) > *')];
      return {
        overflow:
          element.getBoundingClientRect().right - (card.getBoundingClientRect().right - padding),
        wrapped: dates.filter((date) => date.getClientRects().length > 1).map((d) => d.textContent),
      };
    });
    expect(measured.overflow, `${lang}: past the card`).toBeLessThanOrEqual(0.5);
    expect(measured.wrapped, `${lang}: dates on two lines`).toEqual([]);
    await expect(table.getByText(t(lang, 'schedule:schedule.noDate')).first()).toBeVisible();
    await expect(table.getByText('— —')).toHaveCount(0);
  });
});

test('the five stage tabs fit with five-digit counts, in ka, ru and en, at 1280, 1366 and 1920 px', async ({
  page,
  inEachLanguage,
}) => {
  await page.goto('home');
  await signIn(page, 'AX10001');
  await expect(page.getByRole('tablist', { name: t('ka', 'parcels:title') })).toBeVisible();
  // The tab bar by its class: its name changes with the language.
  const tabs = page.locator('.parcel-tabs');
  await expect(tabs.getByRole('tab')).toHaveCount(5);
  await expect(tabs.locator('.parcel-tab-count')).toHaveCount(5);
  const found: string[] = [];
  await inEachLanguage(async (lang) => {
    // The counts as a customer with tens of thousands of parcels sees them.
    await tabs
      .locator('.parcel-tab-count')
      .evaluateAll((counts) => counts.forEach((count) => (count.lastChild!.textContent = '10000')));
    for (const width of [1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const cut = await tabs.evaluate((list) => {
        const edge = list.getBoundingClientRect().right + 0.5;
        return [...list.querySelectorAll('[role=tab]')]
          .filter(
            (tab) => tab.getBoundingClientRect().right > edge || tab.scrollWidth > tab.clientWidth,
          )
          .map((tab) => tab.textContent);
      });
      found.push(...cut.map((tab) => `${lang} at ${width}: ${tab}`));
    }
  });
  expect(found).toEqual([]);
});

test(
  "a phone visitor's first screen leads with what the company offers, signing in one tap away",
  { tag: '@phone' },
  async ({ page, browserName }) => {
    await page.goto('home');
    // The page at its full height (the news cards come last): nothing above the form moves after
    // the tap.
    await expect(page.locator('.news-card img').first()).toBeVisible();
    const hero = page.getByRole('heading', { level: 1, name: t('ka', 'home:home.heroTitle') });
    await expect(hero).toBeInViewport();
    const identifier = page.getByLabel(t('ka', 'accounts:signIn.identifier'));
    await expect(identifier).not.toBeInViewport();
    const signIn = page.getByRole('button', { name: t('ka', 'home:home.signIn'), exact: true });
    // Playwright's taps reach no Firefox page over WebDriver BiDi: there it is a click.
    if (browserName === 'firefox') await signIn.click();
    else await signIn.tap();
    await expect(identifier).toBeFocused();
    await expect(identifier).toBeInViewport();
  },
);

for (const width of [390, 1366]) {
  test(`the sign-in form stays where the first paint put it when the app and the news arrive, at ${width} px`, async ({
    page,
    browser,
  }) => {
    const rememberTop = (p: typeof page) =>
      p
        .getByLabel(t('ka', 'accounts:signIn.remember'))
        .evaluate((box) => Math.round(box.getBoundingClientRect().top + window.scrollY));
    // The blocks above the form, each at its place and height: what moved, when it moves.
    const blocksAbove = (p: typeof page) =>
      p.getByLabel(t('ka', 'accounts:signIn.remember')).evaluate((box) => {
        const form = box.getBoundingClientRect().top;
        return [...document.querySelectorAll('header, main section, main > *, .alert, .toast')]
          .map((el) => ({ el, box: el.getBoundingClientRect() }))
          .filter(({ box: r }) => r.height > 0 && r.top < form)
          .map(
            ({ el, box: r }) =>
              `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(r.top + window.scrollY)}+${Math.round(r.height)}`,
          );
      });
    // The page as the HTML paints it, before any script: the news are still on their way.
    const painted = await browser.newPage({
      viewport: { width, height: 844 },
      javaScriptEnabled: false,
    });
    await painted.goto(new URL('home', test.info().project.use.baseURL).href);
    const before = await rememberTop(painted);
    const paintedBlocks = await blocksAbove(painted);
    await painted.close();

    await page.setViewportSize({ width, height: 844 });
    await page.goto('home');
    await expect(page.locator('.news-card img').first()).toBeVisible();
    // Within a line: the news cards' outlines hold their place while they load.
    expect(
      Math.abs((await rememberTop(page)) - before),
      `the blocks above the form, painted:\n${paintedBlocks.join('\n')}\nwith the app:\n${(await blocksAbove(page)).join('\n')}`,
    ).toBeLessThanOrEqual(24);
  });
}

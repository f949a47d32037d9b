// The demo shell before and without its app: a language picked before (the Georgian page never
// shows) and as the first page starts (while the app takes the page over); the first visit's
// page painted and usable before the app's scripts arrive (on a phone); the font files a first
// screen needs, preloaded (on a phone); the page as the development server serves it (nothing
// prerendered); the not-found page. Signing in and out each demo customer: shell-accounts.spec.ts.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../data';
import { expect, test } from './fixtures';
import { POLL } from './helpers/figures';
import { t } from './helpers/i18n';
import { holdAppEntry } from './helpers/navigation';

/** The visitor's home page's heading, as the build prerenders it (in Georgian). */
const georgianHeading = (page: Page) =>
  page.getByRole('heading', {
    level: 1,
    name: 'ამანათები ჩინეთიდან, აშშ-დან და თურქეთიდან საქართველოში',
  });

/**
 * The font files the page has loaded that its head does not preload, once the fonts its laid-out
 * text needs have arrived. A face loaded after the first layout makes the browser lay out all the
 * text in its family again. A face is found by its family, weight and unicode-range among the
 * stylesheets' @font-face rules: Firefox keeps faces across a reload without fetching them again,
 * so the resources fetched are no measure.
 */
const fontsNotPreloaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const preloaded = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
        (link) => link.href,
      ),
    );
    const range = (text: string) =>
      text
        .split(',')
        .map((part) =>
          part
            .trim()
            .replace(/^u\+/i, '')
            .split('-')
            .map((hex) => parseInt(hex, 16))
            .join('-'),
        )
        .join(',');
    const key = (family: string, weight: string, unicodeRange: string) =>
      `${family.replace(/["']/g, '')}|${weight}|${range(unicodeRange)}`;
    const files = new Map<string, string>();
    for (const sheet of document.styleSheets)
      for (const rule of sheet.cssRules)
        if (rule instanceof CSSFontFaceRule) {
          const style = rule.style;
          const url = /url\(["']?([^"')]+)/.exec(style.getPropertyValue('src'))?.[1] ?? '';
          files.set(
            key(
              style.getPropertyValue('font-family'),
              style.getPropertyValue('font-weight'),
              style.getPropertyValue('unicode-range'),
            ),
            new URL(url, sheet.href ?? location.href).href,
          );
        }
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => files.get(key(face.family, face.weight, face.unicodeRange)) ?? face.family)
      .filter((url) => !preloaded.has(url));
  });

test.describe('demo shell', () => {
  test.describe('a language picked before', () => {
    test.use({ lang: 'ru' });

    test('the loading indicator covers the Georgian page until the app is on screen in Russian', async ({
      page,
    }) => {
      // The app's entry is held back: the page is the prerendered Georgian HTML alone, which the
      // app will replace, so the browser does not paint it meanwhile.
      const release = await holdAppEntry(page);
      await page.goto('/home', { waitUntil: 'commit' });
      await expect(page.locator('#preloader')).toBeVisible();
      await expect(georgianHeading(page)).toBeHidden();
      release();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Посылки из Китая, США и Турции в Грузию' }),
      ).toBeVisible();
      await expect(page.locator('#preloader')).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    });
  });

  // Any visit the prerendered page is not kept for: another language, another page.
  for (const visit of [
    { lang: 'ru', path: '/home' },
    { lang: 'ka', path: '/tarrifs' },
  ] as const) {
    test.describe(() => {
      test.use({ lang: visit.lang });

      test(`in ${visit.lang} on ${visit.path}, when the app's script never arrives, the loading indicator goes within 2.5 s and the prerendered page shows`, async ({
        page,
      }) => {
        await page.route(/\/assets\/shell-[\w-]+\.js$/, (route) => route.abort());
        await page.goto(visit.path, { waitUntil: 'commit' });
        await expect(page.locator('#preloader')).toBeVisible();
        await expect(georgianHeading(page)).toBeHidden();
        // 2.5 s from the first paint (docs/product.md#layout), with a margin for a busy machine.
        await expect(georgianHeading(page)).toBeVisible({ timeout: 3500 });
        await expect(page.locator('#preloader')).toBeHidden();
        await expect(page.getByRole('form', { name: 'ავტორიზაცია' })).toBeVisible();
      });
    });
  }

  test.describe('a language picked as the first page starts', () => {
    test('while the app takes the page over: all of it switches, with no error', async ({
      page,
      browserName,
    }) => {
      // A phone's CPU: React hydrates the prerendered Georgian page's header first and its content
      // (a Suspense boundary of its own) after it, while the visitor picks Russian. Chromium's
      // DevTools protocol slows the CPU; Firefox has no such control, and runs the journey as fast
      // as it goes.
      const cdp = browserName === 'chromium' ? await page.context().newCDPSession(page) : undefined;
      await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto('/home', { waitUntil: 'commit' });
      // Before the app has taken the page over, its buttons do nothing: the test clicks until the
      // switch answers, as a person would.
      await expect(async () => {
        await page.getByRole('button', { name: /^RUS/ }).click();
        await expect(page.locator('html')).toHaveAttribute('lang', 'ru', { timeout: 1000 });
      }).toPass();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Посылки из Китая, США и Турции в Грузию' }),
      ).toBeVisible();
      const converter = page.getByRole('form', { name: 'Конвертер валют' });
      await expect(converter.getByRole('textbox', { name: 'Сумма', exact: true })).toBeVisible();
      await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      // The pageErrors fixture fails the test on any page error, such as React's hydration mismatch.
    });
  });

  test('starts on a page without the prerendered screen, as the development server serves it', async ({
    page,
  }) => {
    // `npm run dev` serves index.html as written: the head's script keeps the page of a Georgian
    // first visit, but #root is empty, with nothing to hydrate.
    await page.route('**/home', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/,
        '$1$2',
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/home');
    await expect(georgianHeading(page)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'done');
    // React found no page to take over and said nothing of it (the fixture fails on page errors).
  });

  test('answers a sign-in clicked while the mock backend still starts: the request waits for it', async ({
    page,
  }) => {
    // The mock backend's chunk is held back once the app asks for it. The click comes once the
    // app is on screen (a click before it is dropped, as the phone's test below shows).
    let release = () => {};
    const asked = new Promise<void>((askedFor) => {
      void page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
        askedFor();
        await new Promise<void>((resolve) => (release = resolve));
        await route.continue();
      });
    });
    await page.goto('/home', { waitUntil: 'commit' });
    await asked;
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'done');
    const form = page.getByRole('form', { name: 'ავტორიზაცია' });
    await form.getByLabel('AX კოდი ან ელ. ფოსტა').fill(DEMO_ACCOUNTS[0].axid);
    await form.getByLabel('პაროლი', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'შესვლა', exact: true }).click();
    await expect(page.getByRole('tablist', { name: 'ჩემი ამანათები' })).toBeHidden();
    release();
    await expect(page.getByRole('tablist', { name: 'ჩემი ამანათები' })).toBeVisible();
  });

  test('a link to a page whose code is still on its way leaves the page shown and marks it busy until the next one is there', async ({
    page,
  }) => {
    // Held from the start: the browser may fetch the News page's code before the click.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/NewsPage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: t('ka', 'contact:contact.title') }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: t('ka', 'common:nav.label') })
      .getByRole('link', { name: t('ka', 'common:nav.news') })
      .click();
    await expect(main).toHaveAttribute('aria-busy', 'true');
    // Dimmed once the wait is long enough to notice.
    await expect(main).toHaveCSS('opacity', '0.6');
    await expect(
      main.getByRole('heading', { level: 1, name: t('ka', 'contact:contact.title') }),
    ).toBeVisible();
    release();
    await expect(
      main.getByRole('heading', { level: 1, name: t('ka', 'news:news.title') }),
    ).toBeVisible();
    await expect(main).not.toHaveAttribute('aria-busy');
  });

  test.describe('on a phone', { tag: '@phone' }, () => {
    test("paints a first visit's home page from the HTML alone, before the app's scripts arrive", async ({
      page,
    }) => {
      // The app's scripts never arrive: what shows is the page the build prerendered
      // (src/prerender.tsx), which the head's script keeps for a Georgian first visit.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
      await expect(georgianHeading(page)).toBeVisible();
      await expect(page.getByRole('form', { name: 'ავტორიზაცია' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'მენიუს გახსნა' })).toBeVisible();
      await expect(page.locator('#preloader')).toBeHidden();
    });

    test('keeps what was typed into the page before the app ran, sends nothing natively, and signs in once it runs', async ({
      page,
    }) => {
      // The app's entry is held back: the page is the prerendered HTML alone.
      const release = await holdAppEntry(page);
      const documents: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url());
      });
      // The held module script keeps the page's load events back, not the page.
      await page.goto('/home', { waitUntil: 'commit' });
      const form = page.getByRole('form', { name: 'ავტორიზაცია' });
      await expect(form).toBeVisible();
      await form.getByLabel('AX კოდი ან ელ. ფოსტა').fill(DEMO_ACCOUNTS[0].email);
      await form.getByLabel('პაროლი', { exact: true }).fill(DEMO_PASSWORD);
      await form.getByLabel('პაროლი', { exact: true }).press('Enter');
      await form.getByRole('button', { name: 'შესვლა', exact: true }).click();
      // Nothing was sent: no reload, no password in any address.
      expect(documents).toEqual([new URL('/home', page.url()).href]);
      release();
      await expect(page.locator('html')).toHaveAttribute('data-boot', 'done');
      // The app took over the page with what was typed: one click signs in.
      await expect(form.getByLabel('AX კოდი ან ელ. ფოსტა')).toHaveValue(DEMO_ACCOUNTS[0].email);
      await form.getByRole('button', { name: 'შესვლა', exact: true }).click();
      await expect(page.locator('.greeting-card').getByText(DEMO_ACCOUNTS[0].axid)).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    });

    test.describe('with JavaScript disabled', () => {
      test.use({ javaScriptEnabled: false });

      test('puts no password in any URL when the sign-in form is sent', async ({ page }) => {
        const urls: string[] = [];
        page.on('request', (request) => urls.push(request.url()));
        await page.goto('/home');
        const form = page.getByRole('form', { name: 'ავტორიზაცია' });
        await form.getByLabel('AX კოდი ან ელ. ფოსტა').fill(DEMO_ACCOUNTS[0].email);
        await form.getByLabel('პაროლი', { exact: true }).fill(DEMO_PASSWORD);
        await form.getByLabel('პაროლი', { exact: true }).press('Enter');
        // The browser sent the form itself: a POST to the page, whatever the server answers.
        await expect.poll(() => urls.length, POLL).toBeGreaterThan(1);
        await page.waitForLoadState();
        for (const url of [...urls, page.url()]) expect(url).not.toContain(DEMO_PASSWORD);
      });
    });

    test("a visitor's first screen uses no font file but those the page preloads", async ({
      page,
    }) => {
      await page.goto('/home');
      await expect(georgianHeading(page)).toBeVisible();
      await expect(page.getByText(/1 USD = [\d,]+ ₾/)).toBeVisible();
      expect(await fontsNotPreloaded(page)).toEqual([]);
    });

    test("a customer's dashboard uses no font file but those the page preloads, and the Turkish lira's where an amount is in lira", async ({
      signedIn: page,
    }) => {
      await page.reload();
      // The balance and the debt are in lari: the ₾ sign is on the first screen, in two weights.
      await expect(page.locator('.greeting-card').getByText(/₾/).first()).toBeVisible();
      // The list has an amount in Turkish lira: ₺ is in Noto Sans' Latin Extended alone, a face too
      // large (56 kB) to fetch on every visit for the one sign.
      await expect(page.getByText(/₺/).first()).toBeVisible();
      await expect
        .poll(() => fontsNotPreloaded(page), POLL)
        .toEqual([expect.stringContaining('noto-sans-latin-ext-400-normal')]);
    });

    test('shows the not-found page for an unknown path, its footer below the first screen', async ({
      page,
    }) => {
      await page.goto('/definitely/not/here');
      await expect(page.getByRole('heading', { name: 'გვერდი ვერ მოიძებნა' })).toBeVisible();
      // Even the shortest page keeps the footer below the first screen (on a desktop too), so a
      // page whose data arrives later never pushes a visible footer down (a layout shift).
      await page.setViewportSize({ width: 1280, height: 900 });
      const footer = await page.locator('footer.site-footer').boundingBox();
      expect(footer).not.toBeNull();
      expect(footer?.y).toBeGreaterThanOrEqual(900);
      await page.getByRole('link', { name: 'მთავარ გვერდზე' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  });
});

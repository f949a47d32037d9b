// The main journeys in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver), each from a fresh
// browser session (its own storage, service worker and demo data): the visitor's pages in ka, ru
// and en; sign-up of each kind of customer; sign-in by AX code and by email, a wrong password; the
// dashboard at 1366 px and a phone's width; a parcel declared with an invoice file, edited, deleted; paying a
// flight and the whole debt; card top-ups; the invoice, the courier and the notifications; the
// profile and the password; the language switch and sign-out; the demo console receiving a
// parcel. The labels and data are the Playwright suite's (tests/data.ts, src/locales).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type Language, LANGUAGE_CODE, LANGUAGES } from '../../src/i18n/languages';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  SEEDED_CUSTOMER,
  SIGN_UP,
  SIGN_UP_PASSWORD,
  type SignUpPerson,
  TEST_CARDS,
} from '../data';
import { t } from '../e2e/helpers/i18n';
import { type Locator, Page, type SessionOptions, until } from './browser';

let open: Page | undefined;
async function session(options?: SessionOptions) {
  open = await Page.open(options);
  return open;
}
afterEach(async (context) => {
  if (open && context.task.result?.state === 'fail') {
    await open.screenshot(`failed-${context.task.name.replace(/\W+/g, '-').slice(0, 60)}`);
  }
  await open?.close();
  open = undefined;
});

// Files a customer uploads: a small PDF (an invoice) and a 1×1 PNG (a registry extract).
let files: { pdf: string; png: string };
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'webkit-uploads-'));
  files = { pdf: join(dir, 'invoice.pdf'), png: join(dir, 'extract.png') };
  writeFileSync(
    files.pdf,
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  writeFileSync(
    files.png,
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    ),
  );
});

/** A figure as shown ("1 234,56 ₾", "125.50") as a number. */
const amount = (text: string) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.'));

/** Signs in through the sidebar form with its labels in `lang`; waits for the dashboard. */
async function signIn(
  page: Page,
  identifier: string,
  { lang = 'ka', password = DEMO_PASSWORD }: { lang?: Language; password?: string } = {},
) {
  await page.getByLabel(t(lang, 'accounts:signIn.identifier')).fill(identifier);
  await page.getByLabel(t(lang, 'accounts:signIn.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(lang, 'accounts:signIn.submit'), exact: true }).click();
}

async function signedIn(options: SessionOptions & { account?: string } = {}) {
  const page = await session(options);
  const lang = options.lang ?? 'ka';
  await page.goto('/home');
  await signIn(page, options.account ?? SEEDED_CUSTOMER.axid, { lang });
  await page.getByRole('tablist', { name: t(lang, 'parcels:title') }).expectVisible();
  return page;
}

/** Closes the toasts over the header (they stack at the top right for a few seconds). */
async function closeToasts(page: Page) {
  await page.browser.execute(() =>
    document
      .querySelectorAll<HTMLElement>('.toast-stack .toast .btn-close')
      .forEach((button) => button.click()),
  );
  await page.locator('.toast-stack .toast').expectCount(0);
}

async function switchLanguage(page: Page, lng: Language) {
  await closeToasts(page);
  const button = page.getByRole('button', { name: new RegExp(`^${LANGUAGE_CODE[lng]}`) });
  await button.click();
  await page.locator('html').expectAttribute('lang', lng);
  await button.expectAttribute('aria-pressed', 'true');
}

async function signOut(page: Page, lang: Language = 'ka') {
  await closeToasts(page);
  await page.getByRole('button', { name: new RegExp(t(lang, 'common:userMenu.label')) }).click();
  await page.getByRole('button', { name: t(lang, 'common:userMenu.signOut') }).click();
  await page.getByRole('form', { name: t(lang, 'accounts:signIn.title') }).expectVisible();
}

const greetingFigure = async (page: Page, label: string) =>
  amount(await page.locator('.greeting-figures div', { hasText: label }).locator('dd').innerText());
async function expectGreetingFigure(page: Page, label: string, value: number) {
  let seen = NaN;
  await until(
    () => `Expected ${label} ${value}, saw ${seen}`,
    async () => ((seen = await greetingFigure(page, label)) === value ? true : undefined),
  );
}

const row = (page: Page, tracking: string) =>
  page.getByRole('tabpanel').locator('tr, article', { hasText: tracking });

describe('the visitor', () => {
  /**
   * Every public route (src/config/paths.ts) with its h1, reached as a visitor moves; a page whose
   * h1 is its content's own, by what only that page shows (until it is there, the router still
   * shows the page before, with an h1 of its own).
   */
  const ROUTES: ({ path: string; h1: string } | { path: string; h1: null; ready: string })[] = [
    { path: '/home', h1: 'home:home.heroTitle' },
    { path: '/services', h1: 'pages:services.title' },
    { path: '/tarrifs', h1: 'tariffs:tariffs.title' },
    { path: '/schedule', h1: 'schedule:schedule.title' },
    { path: '/news', h1: 'news:news.title' },
    { path: 'NEWS_DETAIL', h1: null, ready: '.news-detail h1' },
    { path: '/contact', h1: 'contact:contact.title' },
    { path: '/terms', h1: null, ready: '.content-card .rich-text' },
    { path: '/appstore', h1: 'appstore:appstore.title' },
    { path: '/payments/success', h1: 'payments:payment.successTitle' },
    { path: '/payments/failed', h1: 'payments:payment.failedTitle' },
    { path: '/pages-404', h1: 'common:notFound.title' },
  ];

  for (const lng of LANGUAGES) {
    test(`${lng}: every public route shows its heading in ${lng}, nothing scrolls sideways`, async () => {
      const page = await session({ lang: lng });
      await page.goto('/home');
      for (const [index, route] of ROUTES.entries()) {
        if (route.path === 'NEWS_DETAIL') {
          await page.locator('.news-card a').click();
          await page.expectUrl(/\/news-detail\/.+/);
        } else if (index > 0) {
          await page.navigateInApp(route.path);
        }
        if (route.h1 !== null) {
          await page
            .getByRole('heading', { level: 1, name: t(lng, route.h1), exact: true })
            .expectVisible();
        } else {
          await page.locator(route.ready).expectVisible();
          await page.getByRole('heading', { level: 1 }).expectCount(1);
        }
        await page.locator('html').expectAttribute('lang', lng);
        await page.expectNoSideways(route.path);
        expect(await page.mtavruli(), `${route.path}: Georgian in capitals`).toEqual([]);
      }
    });
  }
});

describe('accounts', () => {
  const KINDS: { kind: string; person: SignUpPerson; setup?: (panel: Locator) => Promise<void> }[] =
    [
      { kind: 'an individual', person: SIGN_UP.individual },
      {
        kind: 'a foreign citizen',
        person: SIGN_UP.foreigner,
        setup: (panel) => panel.getByRole('switch', { name: 'უცხო ქვეყნის მოქალაქე ვარ' }).check(),
      },
      {
        kind: 'an LTD',
        person: SIGN_UP.ltd,
        setup: (panel) => panel.getByText('იურიდიული პირი', { exact: true }).click(),
      },
      {
        kind: 'an individual entrepreneur',
        person: SIGN_UP.entrepreneur,
        setup: async (panel) => {
          await panel.getByText('იურიდიული პირი', { exact: true }).click();
          await panel.getByLabel('ინდივიდუალური მეწარმე').check();
          await panel.getByLabel('ამონაწერი მეწარმეთა რეესტრიდან').setInputFile(files.png);
          await panel.getByText('extract.png').expectVisible();
        },
      },
    ];

  for (const { kind, person, setup } of KINDS) {
    test(`${kind} signs up, gets a new AX code and sees the greeting card`, async () => {
      const page = await session();
      await page.goto('/home');
      await page.getByRole('button', { name: 'რეგისტრაცია', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'რეგისტრაცია' });
      await panel.getByLabel('ელ. ფოსტა').expectVisible();
      if (setup) await setup(panel);
      await panel.getByLabel('ელ. ფოსტა').fill(person.email);
      await panel.getByLabel('პაროლი', { exact: true }).fill(SIGN_UP_PASSWORD);
      await panel.getByLabel('გაიმეორეთ პაროლი').fill(SIGN_UP_PASSWORD);
      if (person.orgName && person.orgNameEn && person.orgId) {
        await panel.getByLabel('ორგანიზაციის დასახელება ქართულად').type(person.orgName);
        await panel.getByLabel('ორგანიზაციის დასახელება ინგლისურად').fill(person.orgNameEn);
        await panel.getByLabel('საიდენტიფიკაციო კოდი').fill(person.orgId);
      }
      if (person.nameKa && person.lastNameKa) {
        await panel.getByLabel('სახელი ქართულად').type(person.nameKa);
        await panel.getByLabel('გვარი ქართულად').type(person.lastNameKa);
      }
      if (person.shown) {
        await panel.getByLabel('სახელი ქართულად').expectValue(person.shown.nameKa);
      }
      await panel.getByLabel('სახელი ლათინურად').fill(person.nameEn);
      await panel.getByLabel('გვარი ლათინურად').fill(person.lastNameEn);
      if (person.personId) await panel.getByLabel('პირადი ნომერი').fill(person.personId);
      if (person.passport) await panel.getByLabel('პასპორტის ნომერი').fill(person.passport);
      await panel.getByLabel('მობილურის ნომერი').fill(person.phone);
      await panel.getByLabel('ქალაქი').selectOption(person.city);
      await panel.getByLabel('მისამართი').fill(person.address);
      await panel.getByLabel('ფილიალი').selectOption(person.branch);
      await panel.getByLabel('ვეთანხმები წესებსა და პირობებს').check();
      await panel.getByRole('button', { name: 'დარეგისტრირება' }).click();

      const welcome = page.getByText(/ოთახის ნომერია AX\d+/);
      await welcome.expectVisible();
      const axid = /AX\d+/.exec(await welcome.innerText())?.[0] ?? '';
      expect(DEMO_ACCOUNTS.map((account) => account.axid)).not.toContain(axid);
      const greeting = page.locator('.greeting-card');
      await greeting.getByText(axid, { exact: true }).expectVisible();
      await greeting
        .getByRole('heading', { level: 2 })
        .expectText(`გამარჯობა, ${person.shown?.nameKa ?? person.nameEn}!`);
      await page.getByRole('dialog', { name: 'რეგისტრაცია' }).expectCount(0);
    });
  }

  test("signs in by AX code; the dashboard fits 1366 px and a phone's width; switches language and signs out", async () => {
    const page = await signedIn();
    const greeting = page.locator('.greeting-card');
    await greeting.getByText('AX10001', { exact: true }).expectVisible();
    await page.getByRole('heading', { level: 1, name: 'ჩემი კაბინეტი' }).expectVisible();
    await page.expectNoSideways('the dashboard at 1366 px');

    for (const lng of ['ru', 'en', 'ka'] as const) {
      await switchLanguage(page, lng);
      await page
        .getByRole('heading', { level: 1, name: t(lng, 'home:home.customerTitle') })
        .expectVisible();
      await page.getByRole('tablist', { name: t(lng, 'parcels:title') }).expectVisible();
    }
    await switchLanguage(page, 'en');

    // The same dashboard on a phone's width (the narrowest window MiniBrowser has: see phone()).
    const width = await page.phone();
    await page.getByRole('heading', { level: 1, name: 'My dashboard' }).expectVisible();
    await row(page, 'YT2411220384512').expectVisible();
    await page.expectNoSideways(`the dashboard at ${width} px`);
    await page.resize(1366, 900);

    await signOut(page, 'en');
    await page.expectUrl(/\/home$/);
    await greeting.expectCount(0);
  });

  test('signs in by email', async () => {
    const page = await signedIn({ account: 'company@demo.ge' });
    await page.locator('.greeting-card').getByText('AX10002', { exact: true }).expectVisible();
  });

  test('a wrong password is refused with a message in the form', async () => {
    const page = await session({ lang: 'en' });
    await page.goto('/home');
    await signIn(page, 'AX10001', { lang: 'en', password: 'wrong-password' });
    await page.getByText(t('en', 'accounts:signIn.failed')).expectVisible();
    await page.getByRole('form', { name: t('en', 'accounts:signIn.title') }).expectVisible();
    await page.locator('.greeting-card').expectCount(0);
  });

  test('edits the profile and changes the password, which works at the next sign-in', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
    await page.getByRole('link', { name: 'პროფილი' }).click();
    await page.getByRole('heading', { level: 1, name: 'პროფილი' }).expectVisible();
    await page.getByLabel('პირადი ნომერი').expectValue(SEEDED_CUSTOMER.personId);
    await page.getByRole('button', { name: 'რედაქტირება' }).click();
    await page.getByLabel('ქალაქი').selectOption('_BATUMI_');
    await page.getByLabel('მობილურის ნომერი').fill('555123456');
    await page.getByLabel('მისამართი').fill('გორგილაძის ქ. 10');
    await page.getByRole('button', { name: 'შენახვა' }).click();
    await page.locator('.toast-body', { hasText: 'პროფილი განახლდა' }).expectVisible();
    await page.getByLabel('მობილურის ნომერი').expectValue('555123456');

    await closeToasts(page);
    await page.getByRole('button', { name: /ანგარიშის მენიუ/ }).click();
    await page.getByRole('link', { name: 'პაროლის შეცვლა' }).click();
    await page.getByRole('heading', { level: 1, name: 'პაროლის შეცვლა' }).expectVisible();
    await page.getByLabel('ძველი პაროლი').fill(DEMO_PASSWORD);
    await page.getByLabel('ახალი პაროლი', { exact: true }).fill('Mtatsminda2026');
    await page.getByLabel('გაიმეორეთ ახალი პაროლი').fill('Mtatsminda2026');
    await page.getByRole('button', { name: 'პაროლის შეცვლა' }).click();
    await page.locator('.toast-body', { hasText: 'პაროლი შეიცვალა' }).expectVisible();

    await signOut(page);
    await signIn(page, 'AX10001', { password: 'Mtatsminda2026' });
    await page.locator('.greeting-card').getByText('AX10001', { exact: true }).expectVisible();
  });
});

describe('parcels', () => {
  test('declares a parcel at 300 GEL or more with an invoice file, edits it and deletes it', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: 'ამანათის დამატება' }).click();
    const panel = page.getByRole('dialog', { name: 'ამანათის დამატება' });
    await panel.getByLabel('თრექინგ ნომერი').fill('WK1000002');
    await panel.getByLabel('რაოდენობა').fill('1');
    await panel.getByLabel('კატეგორია').selectOption('COMPUTERS_AND_LAPTOPS');
    await panel.getByLabel('ქვეყანა').selectOption('2');
    await panel.getByLabel('ონლაინ მაღაზია').selectOption('amazon');
    await panel.getByLabel('თანხა').fill('200');
    await panel.getByLabel('ვალუტა').selectOption('USD');
    await panel.getByText('დეკლარირებული ღირებულება 300 ₾ ან მეტია').expectVisible();
    await panel.getByRole('button', { name: 'დეკლარირება' }).click();
    await panel.getByText('ატვირთეთ ფაილი').expectVisible();
    await panel.getByLabel('მაღაზიის ინვოისის ფაილი').setInputFile(files.pdf);
    await panel.getByText('invoice.pdf').expectVisible();
    await panel.getByRole('button', { name: 'დეკლარირება' }).click();
    await page.getByText('ამანათი WK1000002 დადეკლარირებულია').expectVisible();
    const declared = row(page, 'WK1000002');
    await declared.getByText('ექვემდებარება განბაჟებას').expectVisible();
    await declared.getByRole('button', { name: /მაღაზიის ინვოისის გახსნა/ }).expectVisible();

    await closeToasts(page);
    await declared.getByRole('button', { name: /რედაქტირება/ }).click();
    const edit = page.getByRole('dialog', { name: 'ამანათის რედაქტირება' });
    await edit.getByLabel('რაოდენობა').fill('3');
    await edit.getByRole('button', { name: 'შენახვა' }).click();
    await page.getByText('ამანათი წარმატებით დაარედაქტირეთ').expectVisible();
    await edit.expectCount(0);

    await closeToasts(page);
    await declared.getByRole('button', { name: /წაშლა/ }).click();
    const confirm = page.getByRole('dialog', { name: 'წავშალოთ ამანათი?' });
    await confirm.getByRole('button', { name: 'წაშლა' }).click();
    await page.getByText('ამანათი WK1000002 წაშლილია').expectVisible();
    await row(page, 'WK1000002').expectCount(0);
  });
});

describe('money', () => {
  const expiry = () => `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;

  async function payOnCardPage(page: Page, card: string) {
    await page.expectUrl(/\/demo-card\?/);
    const form = page.getByRole('form', { name: 'ბარათის მონაცემები' });
    await form.getByLabel('ბარათის ნომერი').fill(card);
    await form.getByLabel('მოქმედების ვადა').fill(expiry());
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: /^გადახდა/ }).click();
  }

  test('pays one flight: its fee leaves the debt', async () => {
    const page = await signedIn();
    await expectGreetingFigure(page, 'დავალიანება', 303.49);
    await page.getByRole('tab', { name: /^ჩამოსული/ }).click();
    // An unpaid flight from China: its fee is less than the balance.
    const group = page.locator('.parcel-group-header', {
      hasText: /^(?=[\s\S]*CN-)(?=[\s\S]*გადაუხდელი)/,
    });
    const fee = amount(await group.locator('.parcel-group-fee .fw-semibold').innerText());
    await group.getByRole('button', { name: /გადახდა/ }).click();
    const dialog = page.getByRole('dialog', { name: /რეისის .* გადახდა/ });
    await dialog.getByRole('button', { name: /^გადახდა:/ }).click();
    await page.getByText('გადახდა წარმატებით განხორციელდა').expectVisible();
    await expectGreetingFigure(page, 'დავალიანება', Math.round((303.49 - fee) * 100) / 100);
  });

  test('a declined card changes nothing; the approving card tops up the missing amount and the whole debt is paid', async () => {
    const page = await signedIn();
    await expectGreetingFigure(page, 'ბალანსი', 125.5);
    const greeting = page.locator('.greeting-card');
    await greeting.getByRole('button', { name: 'ბალანსის შევსება' }).click();
    const panel = page.getByRole('dialog', { name: 'ბალანსის შევსება' });
    await panel.getByLabel('ლარი').fill('10');
    await panel.getByLabel('თეთრი').fill('00');
    await panel.getByRole('button', { name: 'გადახდაზე გადასვლა' }).click();
    await payOnCardPage(page, TEST_CARDS.declines);
    await page.expectUrl(/\/payments\/failed/);
    await page.getByRole('heading', { name: 'გადახდა ვერ განხორციელდა' }).expectVisible();
    await page.getByRole('link', { name: 'მთავარ გვერდზე' }).click();
    await expectGreetingFigure(page, 'ბალანსი', 125.5);

    await greeting.getByRole('button', { name: 'გადახდა', exact: true }).click();
    const all = page.getByRole('dialog', { name: 'მთელი დავალიანების გადახდა' });
    await all.getByText(/აკლია/).expectVisible();
    await all.getByRole('button', { name: 'ბალანსის შევსება' }).click();
    await panel.getByRole('button', { name: 'გადახდაზე გადასვლა' }).click();
    await payOnCardPage(page, TEST_CARDS.approves);
    await page.expectUrl(/\/payments\/success/);
    await page.getByRole('heading', { name: 'გადახდა წარმატებით განხორციელდა' }).expectVisible();
    await page.getByRole('link', { name: 'მთავარ გვერდზე' }).click();
    await expectGreetingFigure(page, 'ბალანსი', 303.49);

    await greeting.getByRole('button', { name: 'გადახდა', exact: true }).click();
    await all.getByRole('button', { name: /^გადახდა:/ }).click();
    await page.getByText('გადახდა წარმატებით განხორციელდა').expectVisible();
    await expectGreetingFigure(page, 'დავალიანება', 0);
  });
});

describe('the invoice, the courier and the notifications', () => {
  test("opens a flight's invoice and goes back", async () => {
    const page = await signedIn();
    await page.getByRole('tab', { name: /^ჩამოსული/ }).click();
    await page.getByRole('link', { name: t('ka', 'parcels:group.invoice') }).click();
    await page.getByRole('table').locator('tbody tr').expectVisible();
    await page.getByRole('heading', { level: 2, name: 'გამომწერი / Issuer' }).expectVisible();
    expect(await page.mtavruli(), 'Georgian shown in capitals (Mtavruli)').toEqual([]);
    await page.expectNoSideways('the invoice');
    await page.getByRole('link', { name: t('ka', 'invoices:back') }).click();
    await page.locator('.greeting-card').expectVisible();
  });

  test('orders a courier for a paid flight, with the price shown first', async () => {
    const page = await signedIn();
    await page.locator('.customer-action', { hasText: 'საკურიერო მომსახურება' }).click();
    const panel = page.getByRole('dialog', { name: 'საკურიერო მომსახურება' });
    const paid = panel.locator('.courier-flight:not(:has(.badge))').getByRole('checkbox');
    await paid.check();
    await panel.getByLabel('ქალაქი').selectOption('_TBILISI_');
    const address = panel.getByLabel('მისამართი (ქართულად)');
    await address.type('wereTlis gamz. 116');
    await address.expectValue('წერეთლის გამზ. 116');
    await panel.getByTestId('courier-price').expectText(/^5[.,]00\s*₾$/);
    await panel.getByRole('button', { name: 'კურიერის შეკვეთა' }).click();
    await page.getByText('კურიერი შეკვეთილია').expectVisible();
  });

  test('the bell shows 4 unread; View all lists them read; one opens with its text', async () => {
    const page = await signedIn();
    await page.getByRole('button', { name: 'შეტყობინებები, წაუკითხავი: 4' }).click();
    await page.getByRole('link', { name: 'ყველას ნახვა' }).click();
    await page.expectUrl(/\/notification-all$/);
    await page.getByRole('heading', { level: 1, name: 'შეტყობინებები' }).expectVisible();
    await page.getByRole('button', { name: 'შეტყობინებები', exact: true }).expectVisible();
    const first = page.locator('.notification-list h2 a');
    const title = await first.innerText();
    await first.click();
    await page.expectUrl(/\/notification-detail\//);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).expectVisible();
    await page.getByRole('link', { name: 'ყველა შეტყობინება' }).click();
    await page.expectUrl(/\/notification-all$/);
  });
});

describe('the demo console', () => {
  test('receives a declared parcel at the warehouse; the dashboard shows it', async () => {
    const page = await signedIn();
    const tracking = 'WKDEMO0000001';
    await page.getByRole('button', { name: 'ამანათის დამატება' }).click();
    const add = page.getByRole('dialog', { name: 'ამანათის დამატება' });
    await add.getByLabel('თრექინგ ნომერი').fill(tracking);
    await add.getByLabel('რაოდენობა').fill('1');
    await add.getByLabel('კატეგორია').selectOption('CLOTHING');
    await add.getByLabel('ქვეყანა').selectOption('2');
    await add.getByLabel('ონლაინ მაღაზია').selectOption('amazon');
    await add.getByLabel('თანხა').fill('40');
    await add.getByLabel('ვალუტა').selectOption('USD');
    await add.getByRole('button', { name: 'დეკლარირება' }).click();
    await page.getByText(`ამანათი ${tracking} დადეკლარირებულია`).expectVisible();
    await add.expectCount(0);

    await page.press('Alt', 'Shift', 'D');
    const console_ = page.getByRole('dialog', { name: 'სადემონსტრაციო კონსოლი' });
    await console_.getByRole('tab', { name: 'პერსონალი' }).click();
    await console_.getByLabel(`ამანათის ${tracking} წონა, კგ`).fill('1.5');
    await console_.getByRole('button', { name: `ამანათის ${tracking} საწყობში მიღება` }).click();
    await console_
      .getByRole('status', { name: 'ბოლო მოქმედების შედეგი' })
      .expectText(`ამანათი ${tracking} საწყობშია`);
    await page.press('Escape');
    await console_.expectCount(0);

    await page.getByRole('tab', { name: /^საწყობში/ }).click();
    await row(page, tracking).expectVisible();
  });
});

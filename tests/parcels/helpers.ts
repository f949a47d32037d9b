/** Shared setup of the parcels tests: a signed-in dashboard, the layouts, recorded requests, texts. */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, onTestFinished, vi } from 'vitest';
import type { Rate, RateCode } from '@/api';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { server } from '@mocks/node';
import { TABLE_SCREEN, WIDE_SCREEN } from '@/shared/hooks/useMediaQuery';
import { renderSignedIn } from '../helpers/session';

export { flightNo } from '../mocks/helpers';

export type App = Awaited<ReturnType<typeof renderDashboard>>;
export type User = App['user'];

afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom's matchMedia never matches (the phone layout: cards); this makes a desktop's widths match (the table). */
export function wideScreen() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query === WIDE_SCREEN || query === TABLE_SCREEN,
  }));
}

/** The parcel tabs (found once per render: the dashboard stays mounted). */
let tabs: HTMLElement | null = null;

/**
 * The whole app at `route`, signed in as `axid` (renderSignedIn, the token in the tab's
 * sessionStorage), once the parcel tabs are shown.
 */
export async function renderDashboard(
  axid: string,
  route = '/home',
  { wide = false }: { wide?: boolean } = {},
) {
  if (wide) wideScreen();
  const app = await renderSignedIn({ account: axid, route, remember: false });
  tabs = await screen.findByRole('tablist', { name: KA.title });
  return app;
}

/** The tracking number of a seeded parcel. */
export function tracking(key: keyof typeof SEED.parcels): string {
  const parcel = db.parcels.findFirst((q) => q.where({ _id: SEED.parcels[key] }));
  if (!parcel) throw new Error(`no seeded parcel ${key}`);
  return parcel.productOrderId;
}

/** The parcel tabs of the rendered dashboard. */
export function tablist(): HTMLElement {
  if (!tabs?.isConnected) throw new Error('renderDashboard() first');
  return tabs;
}

/** A parcel tab by its name (its accessible name goes on with the count once it is loaded). */
export const tab = (name: string) =>
  within(tablist()).getByRole('tab', {
    name: (accessible) => accessible === name || accessible.startsWith(`${name} `),
  });

/** The panel the selected tab controls: the list. */
export function tabPanel(): HTMLElement {
  const selected = tablist().querySelector('[role="tab"][aria-selected="true"]');
  const panel = document.getElementById(selected?.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('no tab panel');
  return panel;
}

/** A tab's name with its count ("მოლოდინში ამანათები: 6"; the label is visually hidden). */
export const countName = (name: string, count: number) =>
  new RegExp(`^${name} ამანათები:\\s?${count}$`);

/** Expects the tab `name` to be the selected one. */
export const selected = (name: string) =>
  expect(tab(name)).toHaveAttribute('aria-selected', 'true');

/** The edit and delete buttons shown in the list. */
export const actionButtons = () =>
  within(tabPanel())
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? '')
    .filter((label) => /რედაქტირება|წაშლა/.test(label));

/** The list's card of a parcel (phone layout), by tracking number. */
export const findCard = (tracking: string) =>
  within(tabPanel()).findByRole('article', { name: tracking });

export const card = (tracking: string) =>
  within(tabPanel()).getByRole('article', { name: tracking });

/** The tracking numbers of the parcels shown, in order (cards). */
export const cardNames = () =>
  within(tabPanel())
    .queryAllByRole('article')
    .map((article) => article.querySelector('h3')?.textContent);

/** The group headers of the list, in order (a header has no role of its own). */
export const groupHeaders = () => [
  ...tabPanel().querySelectorAll<HTMLElement>('.parcel-group-header'),
];

/** A fact of a card (its <dt> label → the <dd> text). */
export function fact(tracking: string, label: string): string | null | undefined {
  const term = within(card(tracking)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

export type RecordedRequest = { url: string; method: string; contentType: string; body: string };

/** Records the requests whose URL contains `part`, in order, with their bodies. */
export function recordRequests(part: string) {
  const seen: RecordedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (!request.url.includes(part)) return;
    const entry: RecordedRequest = {
      url: request.url,
      method: request.method,
      contentType: request.headers.get('content-type') ?? '',
      body: '',
    };
    seen.push(entry);
    if (request.method !== 'GET') entry.body = await request.clone().text();
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return seen;
}

/**
 * Exchange rates for the client (the rates service) and for the mock server's own 300 GEL rule
 * alike (it reads the database's rates).
 */
export async function setRates(rates: Record<'USD' | 'EUR' | 'TRY' | 'CNY', number>) {
  for (const [code, rate] of Object.entries(rates) as [RateCode, number][]) {
    await db.rates.update((q) => q.where({ code }), {
      data(draft) {
        draft.rate = rate;
      },
    });
  }
  const table: Rate[] = (Object.entries(rates) as [RateCode, number][]).map(([code, rate]) => ({
    code,
    rate,
  }));
  server.use(http.get('*/api2/rate/get', () => HttpResponse.json({ success: true, rates: table })));
}

const MONTHS = [
  'იანვარი',
  'თებერვალი',
  'მარტი',
  'აპრილი',
  'მაისი',
  'ივნისი',
  'ივლისი',
  'აგვისტო',
  'სექტემბერი',
  'ოქტომბერი',
  'ნოემბერი',
  'დეკემბერი',
];

/** A date as the Georgian page writes it: "15 ნოემბერი, 2026". */
export function longDate(iso: string): string {
  const date = new Date(iso);
  return `${date.getDate()} ${MONTHS[date.getMonth()]}, ${date.getFullYear()}`;
}

/** Georgian texts (src/locales/ka/parcels.json, errors.json, common.json). */
export const KA = {
  title: 'ჩემი ამანათები',
  tabs: {
    waiting: 'მოლოდინში',
    stock: 'საწყობში',
    sent: 'გამოგზავნილი',
    arrived: 'ჩამოსული',
    obtained: 'მიღებული',
  },
  countsLabel: 'ქვეყნის მიხედვით გაფილტვრა',
  loadError: 'ამანათების ჩატვირთვა ვერ მოხერხდა. გთხოვთ, დაუკავშირდეთ ოპერატორს.',
  retry: 'ხელახლა ცდა',
  showMore: 'მეტის ნახვა',
  declare: 'ამანათის დეკლარირება',
  addPanel: 'ამანათის დამატება',
  updatePanel: 'ამანათის რედაქტირება',
  edit: (tracking: string) => `ამანათის ${tracking} რედაქტირება`,
  delete: (tracking: string) => `ამანათის ${tracking} წაშლა`,
  openInvoice: (tracking: string) => `ამანათის ${tracking} მაღაზიის ინვოისის გახსნა`,
  deleteTitle: 'წავშალოთ ამანათი?',
  deleteQuestion: (tracking: string) => `ამანათი ${tracking} წაიშლება თქვენი სიიდან.`,
  deleteConfirm: 'წაშლა',
  deleted: (tracking: string) => `ამანათი ${tracking} წაშლილია`,
  cancel: 'გაუქმება',
  customsParcel: 'ექვემდებარება განბაჟებას',
  customsGroup: 'განბაჟება',
  paid: 'გადახდილი',
  unpaid: 'გადაუხდელი',
  flight: 'რეისი',
  departed: 'გაფრენა',
  estimated: 'სავარაუდო ჩამოფრენა',
  arrived: 'ჩამოფრენა',
  fee: 'გადასახდელი:',
  invoiceLink: 'რეისის ინვოისი',
  notWeighed: 'ჯერ არ აწონილა',
  noInvoice: 'არ არის მიმაგრებული',
  personal: (sender: string) => `პირადი ამანათი — ${sender}`,
  fields: {
    category: 'კატეგორია',
    shop: 'მაღაზია',
    quantity: 'რაოდენობა',
    price: 'ღირებულება',
    weight: 'წონა',
    invoice: 'მაღაზიის ინვოისი',
  },
  empty: {
    waiting: [
      'მოლოდინში ამანათები არ არის',
      'დაადეკლარირეთ ამანათი შეკვეთისთანავე: საწყობში ის უფრო სწრაფად მიიღება.',
    ],
    stock: [
      'საწყობში ამანათები არ არის',
      'უცხოეთის საწყობში მიღებული და აწონილი ამანათები აქ ჩანს გაფრენამდე.',
    ],
    sent: [
      'გზაში ამანათები არ არის',
      'საქართველოსკენ მიმავალი ამანათები აქ ჩანს რეისის ნომრითა და თარიღებით.',
    ],
    arrived: [
      'ჩამოსული ამანათები არ არის',
      'საქართველოში ჩამოსული ამანათები აქ ჩანს: გადაიხადეთ და გაიტანეთ ან შეუკვეთეთ კურიერი.',
    ],
    obtained: [
      'მიღებული ამანათები ჯერ არ არის',
      'თქვენ მიერ გატანილი ან კურიერით მიღებული ამანათები აქ ჩანს.',
    ],
  },
} as const;

/**
 * Translations: one JSON file per language and namespace (src/locales/<lng>/<ns>.json). A
 * namespace is named like the feature that uses it; `common` holds the shell's words and what
 * several features share (countries, cities, branches, months), `errors` the server's codes.
 *
 * Only the Georgian text of the first screen is bundled with the app (FIRST_SCREEN); every
 * other language and namespace is its own small chunk, fetched when a screen asks for it.
 * English is the reference for the typed keys (see i18next.d.ts); tests/i18n/parity.test.ts
 * checks that ka and ru have the same keys and interpolation variables.
 */
import type enAccounts from '@/locales/en/accounts.json';
import type enAppstore from '@/locales/en/appstore.json';
import type enCalculators from '@/locales/en/calculators.json';
import type enCommon from '@/locales/en/common.json';
import type enContact from '@/locales/en/contact.json';
import type enCourier from '@/locales/en/courier.json';
import type enDemo from '@/locales/en/demo.json';
import type enErrors from '@/locales/en/errors.json';
import type enHome from '@/locales/en/home.json';
import type enInvoices from '@/locales/en/invoices.json';
import type enNews from '@/locales/en/news.json';
import type enNotifications from '@/locales/en/notifications.json';
import type enPages from '@/locales/en/pages.json';
import type enParcels from '@/locales/en/parcels.json';
import type enPayments from '@/locales/en/payments.json';
import type enPopup from '@/locales/en/popup.json';
import type enSchedule from '@/locales/en/schedule.json';
import type enTariffs from '@/locales/en/tariffs.json';
import kaAccounts from '@/locales/ka/accounts.json';
import kaCalculators from '@/locales/ka/calculators.json';
import kaCommon from '@/locales/ka/common.json';
import kaErrors from '@/locales/ka/errors.json';
import kaHome from '@/locales/ka/home.json';
import kaNews from '@/locales/ka/news.json';
import kaPages from '@/locales/ka/pages.json';
import kaPopup from '@/locales/ka/popup.json';
import kaTariffs from '@/locales/ka/tariffs.json';
import type { Language } from './languages';

/** The shape of every language's namespaces (the English files are the reference). */
export type Resources = {
  common: typeof enCommon;
  errors: typeof enErrors;
  accounts: typeof enAccounts;
  home: typeof enHome;
  calculators: typeof enCalculators;
  tariffs: typeof enTariffs;
  schedule: typeof enSchedule;
  news: typeof enNews;
  pages: typeof enPages;
  parcels: typeof enParcels;
  contact: typeof enContact;
  appstore: typeof enAppstore;
  payments: typeof enPayments;
  courier: typeof enCourier;
  invoices: typeof enInvoices;
  popup: typeof enPopup;
  notifications: typeof enNotifications;
  /** The demo console's (mock backend only: not built with VITE_API_MOCKING=off). */
  demo: typeof enDemo;
};
export type Namespace = keyof Resources;

/**
 * The namespaces of the shell and of /home (visitor and customer): loaded before the first
 * paint in the current language. Georgian, the default, ships inside the entry chunk.
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'errors',
  'accounts',
  'home',
  'calculators',
  'tariffs',
  'news',
  'pages',
  'popup',
] as const satisfies readonly Namespace[];

export const BUNDLED: Partial<Record<Language, Partial<Resources>>> = {
  ka: {
    common: kaCommon,
    errors: kaErrors,
    accounts: kaAccounts,
    home: kaHome,
    calculators: kaCalculators,
    tariffs: kaTariffs,
    news: kaNews,
    pages: kaPages,
    popup: kaPopup,
  },
};

// Each file is imported one way only: the bundled Georgian ones above statically, every other
// one as its own chunk (the glob leaves out the bundled ones: a literal list, which
// tests/i18n/resources.test.ts holds to FIRST_SCREEN_NAMESPACES). The demo console's namespace
// exists only with the mock backend: behind the literal check, a build with VITE_API_MOCKING=off
// emits none of its files.
const loaders = {
  ...import.meta.glob<{ default: object }>([
    '../locales/*/*.json',
    '!../locales/*/demo.json',
    '!../locales/ka/{common,errors,accounts,home,calculators,tariffs,news,pages,popup}.json',
  ]),
  ...(import.meta.env.VITE_API_MOCKING !== 'off'
    ? import.meta.glob<{ default: object }>('../locales/*/demo.json')
    : {}),
};

/** Fetches one language's namespace (its own chunk); rejects for an unknown pair. */
export function loadNamespace(lng: string, ns: string): Promise<object> {
  const bundled = BUNDLED[lng as Language]?.[ns as Namespace];
  if (bundled) return Promise.resolve(bundled);
  const loader = loaders[`../locales/${lng}/${ns}.json`];
  if (!loader) return Promise.reject(new Error(`No translations for ${lng}/${ns}`));
  return loader().then((module) => module.default);
}

/** Every namespace there is (from the English files). */
export const NAMESPACES = Object.keys(loaders)
  .filter((path) => path.startsWith('../locales/en/'))
  .map((path) => path.slice('../locales/en/'.length, -'.json'.length)) as Namespace[];

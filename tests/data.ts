/**
 * The test data the vitest suites and the browser tests (tests/e2e) share: the demo accounts, the
 * seeded customer most tests sign in as, the people who sign up, a valid parcel declaration, and
 * a parcel as the API lists it.
 * Plain values and factories: no import from a test runner, and relative imports only, so that
 * vitest and Playwright alike load it (Playwright without Vite's aliases).
 */
import type { Product } from '../src/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKind } from '../src/config/demo';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccountKind };

/** The demo account of a kind of customer (src/config/demo.ts). */
export function demoAccount(kind: DemoAccountKind): (typeof DEMO_ACCOUNTS)[number] {
  const account = DEMO_ACCOUNTS.find((a) => a.kind === kind);
  if (!account) throw new Error(`no demo account of kind ${kind}`);
  return account;
}

/**
 * The seeded customer tests sign in as unless they need another kind: AX10001, an individual, as
 * mocks/demo/seed.ts seeds them (tests/accounts/profile.test.tsx reads these on their profile).
 */
export const SEEDED_CUSTOMER = {
  ...demoAccount('individual'),
  nameKa: 'გიორგი',
  lastNameKa: 'ბერიძე',
  nameEn: 'Giorgi',
  lastNameEn: 'Beridze',
  personId: '01001012345',
} as const;

// ------------------------------------------------------------------ signing up
/** The password the people below choose when they sign up. */
export const SIGN_UP_PASSWORD = 'Secret123';

/** Someone signing up, as they fill the sign-up form (the fields their kind of customer shows). */
export interface SignUpPerson {
  email: string;
  /** Georgian names, typed on a Latin keyboard (the fields show them in Georgian: `shown`). */
  nameKa?: string;
  lastNameKa?: string;
  nameEn: string;
  lastNameEn: string;
  personId?: string;
  passport?: string;
  /** An organisation's Georgian name, typed on a Latin keyboard too. */
  orgName?: string;
  orgNameEn?: string;
  orgId?: string;
  phone: string;
  city: string;
  address: string;
  branch: string;
  /** What the Georgian fields show once typed (docs/product.md#georgian-name-fields). */
  shown?: { nameKa: string; lastNameKa: string; orgName?: string };
}

/** One new customer of each kind (the form's individual, foreign citizen, LTD, entrepreneur). */
export const SIGN_UP = {
  individual: {
    email: 'nino.new@mail.ge',
    nameKa: 'nino',
    lastNameKa: 'kapanaZe',
    nameEn: 'Nino',
    lastNameEn: 'Kapanadze',
    personId: '01024000001',
    phone: '577111222',
    city: '_TBILISI_',
    address: 'ჭავჭავაძის გამზ. 33',
    branch: 'gldani',
    shown: { nameKa: 'ნინო', lastNameKa: 'კაპანაძე' },
  },
  foreigner: {
    email: 'john.smith@example.com',
    nameEn: 'John',
    lastNameEn: 'Smith',
    passport: 'X1234567',
    phone: '555000111',
    city: '_BATUMI_',
    address: 'Gorgiladze St. 10',
    branch: 'didube',
  },
  ltd: {
    email: 'office@tbilisi-trade.ge',
    orgName: 'Sps Tbilisi treidi',
    orgNameEn: 'Tbilisi Trade LLC',
    orgId: '405000111',
    nameKa: 'levan',
    lastNameKa: 'jafariZe',
    nameEn: 'Levan',
    lastNameEn: 'Japaridze',
    phone: '595000222',
    city: '_KUTAISI_',
    address: 'რუსთაველის ქ. 5',
    branch: 'kutaisi_1',
    shown: { nameKa: 'ლევან', lastNameKa: 'ჯაფარიძე', orgName: 'შპს თბილისი ტრეიდი' },
  },
  entrepreneur: {
    email: 'ie.beridze@mail.ge',
    nameKa: 'daviTi',
    lastNameKa: 'beriZe',
    nameEn: 'Davit',
    lastNameEn: 'Beridze',
    personId: '01024000077',
    phone: '599000777',
    city: '_TBILISI_',
    address: 'ვაჟა-ფშაველას გამზ. 1',
    branch: 'didube',
    shown: { nameKa: 'დავითი', lastNameKa: 'ბერიძე' },
  },
} as const satisfies Record<string, SignUpPerson>;

/**
 * The JSON body of POST /api/authorization/signup for the new individual (SIGN_UP.individual,
 * with the Georgian names as the form sends them); override fields per test.
 */
export function signUpBody(over: Record<string, unknown> = {}) {
  const person = SIGN_UP.individual;
  return {
    type: 1,
    email: person.email,
    password: SIGN_UP_PASSWORD,
    nameKa: person.shown.nameKa,
    lastNameKa: person.shown.lastNameKa,
    nameEn: person.nameEn,
    lastNameEn: person.lastNameEn,
    phone: person.phone,
    city: person.city,
    address: person.address,
    personId: person.personId,
    orgName: '',
    orgNameEn: '',
    orgId: '',
    filial: person.branch,
    indEntrepreneur: 'false',
    foreignCitizen: false,
    ...over,
  };
}

// ------------------------------------------------------------------ parcels
/**
 * A valid parcel declaration as the API takes it (POST /api/product/add: a 20 USD parcel of
 * clothing from Taobao, China, waiting); override fields per test.
 */
export const parcel = (over: Record<string, unknown> = {}) => ({
  statusPage: 'waiting',
  personalParcel: false,
  clearance: false,
  productOrderId: 'TEST0000000001',
  quantity: 1,
  productName: 'CLOTHING',
  senderCountryId: '1',
  shop: 'taobao',
  shopOther: '',
  amount: 20,
  currency: 'USD',
  description: '',
  senderName: '',
  branches: 'didube',
  ...over,
});

/** A parcel as the API lists it (GET /api/product/gets/…): an arrived, unpaid 10 USD parcel. */
export const listedParcel = (over: Partial<Product> & Pick<Product, '_id'>): Product => ({
  productOrderId: over._id.toUpperCase(),
  productName: 'CLOTHING',
  quantity: 1,
  shop: 'taobao',
  otherShop: null,
  personalParcel: false,
  senderName: null,
  price: 10,
  currency: 'USD',
  description: null,
  branch: 'didube',
  flightId: null,
  senderCountryId: '1',
  file: null,
  custom: false,
  clearance: false,
  state: 'unpaid',
  weight: null,
  individualPrice: false,
  individualFee: null,
  status: 'arrived',
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

// ------------------------------------------------------------------ payments
/** The demo card page's test cards (README.md#demo-accounts): one approves, one declines. */
export const TEST_CARDS: { readonly approves: string; readonly declines: string } = {
  approves: '4111 1111 1111 1111',
  declines: '4000 0000 0000 0002',
};

/**
 * Deterministic demo data: no randomness, and every date is derived from one anchor (the start
 * of today, UTC) so that the flight schedule always looks current. Every state a designer needs
 * is present: parcels in all five tabs and three countries, paid and unpaid flight groups, debt
 * below and above the balance, custom / clearance parcels with invoice files, an editable sent
 * flight, read and unread notifications.
 */
import type {
  CountryId,
  Currency,
  FlightNote,
  ParcelStatus,
  PaymentState,
  ProductCategory,
} from '@/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo';
import { DEMO_PASSWORD_HASH } from '../lib/passwords';
import { ensureInvoice, invoiceParcels, parcelFeeTetri } from '../api/domain';
import { seedId } from '../lib/ids';
import { atOnce, type Pace } from '../lib/pace';
import { shopName } from '@/shared/catalog';
import { courierQuote, totalWeight } from '@/shared/courier';
import { INVOICE_THRESHOLD_TETRI } from '@/shared/rules';
import { declaredGelTetri } from '../lib/money';
import {
  clearDb,
  db,
  type FlightRecord,
  type ParcelRecord,
  type UserRecord,
} from '../db/collections';
import { COUNTRY, INVOICE_BRANCHES, type StoredBranch } from '../lib/enums';
import {
  NOTIFICATION_TEMPLATES,
  POPUP,
  type FlightRole,
  type NotificationTemplate,
  type ParcelRole,
} from '../db/fixtures/content';
import { OFFICES, RATES, TARIFFS } from '../db/fixtures/reference';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Start of today in UTC (ms). */
export function todayAnchor(now: number = Date.now()): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
/** `days` from the anchor at `hour` (UTC), or null. */
const dayAt = (anchor: number, days: number | null, hour = 10) =>
  days === null ? null : iso(anchor + days * DAY + hour * HOUR);

/** The invoice sample served from /uploads/invoices/ (public/ and the uploads handler). */
export const SAMPLE_INVOICE = 'sample-invoice.pdf';

// ------------------------------------------------------------------ users
type Account = (typeof DEMO_ACCOUNTS)[number];
type Kind = Account['kind'];

const USER_IDS: Record<Kind, string> = {
  individual: seedId(1, 1),
  company: seedId(1, 2),
  entrepreneur: seedId(1, 3),
  foreigner: seedId(1, 4),
};

type UserPlan = Omit<
  UserRecord,
  '_id' | 'AXID' | 'email' | 'passwordHash' | 'createdAt' | 'registryFile'
> & {
  registeredDaysAgo: number;
};

const USERS: Record<Kind, UserPlan> = {
  individual: {
    phone: '599123456',
    type: 1,
    balanceTetri: 12_550,
    takedPlaced: { city: '_TBILISI_', address: 'didube' },
    information: {
      nameKa: 'გიორგი',
      lastNameKa: 'ბერიძე',
      nameEn: 'Giorgi',
      lastNameEn: 'Beridze',
      city: '_TBILISI_',
      address: 'წერეთლის გამზ. 116',
      personId: '01001012345',
      passportId: null,
      orgId: null,
      LTDName: null,
      LTDNameEn: null,
      indEntrepreneur: false,
      foreignCitizen: false,
    },
    registeredDaysAgo: 420,
  },
  company: {
    phone: '595112233',
    type: 2,
    balanceTetri: 54_000,
    takedPlaced: { city: '_KUTAISI_', address: 'kutaisi_1' },
    information: {
      nameKa: 'ლევან',
      lastNameKa: 'ჯაფარიძე',
      nameEn: 'Levan',
      lastNameEn: 'Japaridze',
      city: '_KUTAISI_',
      address: 'რუსთაველის ქ. 5',
      personId: null,
      passportId: null,
      orgId: '405123456',
      LTDName: 'შპს კავკასია ტრეიდი',
      LTDNameEn: 'Kavkasia Trade LLC',
      indEntrepreneur: false,
      foreignCitizen: false,
    },
    registeredDaysAgo: 300,
  },
  entrepreneur: {
    phone: '577654321',
    type: 2,
    balanceTetri: 8_000,
    takedPlaced: { city: '_TBILISI_', address: 'didube' },
    information: {
      nameKa: 'ნინო',
      lastNameKa: 'კაპანაძე',
      nameEn: 'Nino',
      lastNameEn: 'Kapanadze',
      city: '_TBILISI_',
      address: 'ჭავჭავაძის გამზ. 33',
      personId: '01024056789',
      passportId: null,
      orgId: null,
      LTDName: 'ი/მ ნინო კაპანაძე',
      LTDNameEn: 'IE Nino Kapanadze',
      indEntrepreneur: true,
      foreignCitizen: false,
    },
    registeredDaysAgo: 200,
  },
  foreigner: {
    phone: '568901234',
    type: 1,
    balanceTetri: 1_500,
    // A legacy record: the old `qurdiani` branch, read as didube.
    takedPlaced: { city: '_TBILISI_', address: 'qurdiani' },
    information: {
      nameKa: '',
      lastNameKa: '',
      nameEn: 'Anna',
      lastNameEn: 'Schmidt',
      city: '_TBILISI_',
      address: 'Kostava St. 47, apt. 12',
      personId: 'C01X00T47',
      passportId: 'C01X00T47',
      orgId: null,
      LTDName: null,
      LTDNameEn: null,
      indEntrepreneur: false,
      foreignCitizen: true,
    },
    registeredDaysAgo: 90,
  },
};

// ------------------------------------------------------------------ flights
type FlightPlan = {
  key: string;
  countryId: CountryId;
  /** Day offsets from the anchor; null = date unknown. */
  start: number | null;
  estimated: number | null;
  end: number | null;
  note: FlightNote | null;
  updateStatus?: boolean;
};

// prettier-ignore
const FLIGHTS = [
  // China: three a week
  { key: 'cnObtained', countryId: '1', start: -30, estimated: -22, end: -23, note: 'FLIGHT_ARRIVED_EARLY_1' },
  { key: 'cnArrivedPaid', countryId: '1', start: -19, estimated: -11, end: -13, note: 'FLIGHT_ARRIVED_EARLY_2' },
  { key: 'cnArrivedUnpaid', countryId: '1', start: -16, estimated: -8, end: -11, note: 'FLIGHT_ARRIVED_EARLY_3' },
  { key: 'cnArrivedOnTime', countryId: '1', start: -12, estimated: -4, end: -4, note: 'FLIGHT_ARRIVED' },
  { key: 'cnSentEditable', countryId: '1', start: -3, estimated: 5, end: null, note: 'FLIGHT_ON_TIME', updateStatus: true },
  { key: 'cnSent', countryId: '1', start: -1, estimated: 7, end: null, note: 'FLIGHT_ON_TIME' },
  { key: 'cnNext', countryId: '1', start: 2, estimated: 10, end: null, note: 'FLIGHT_ON_TIME' },
  { key: 'cnPlanned', countryId: '1', start: null, estimated: 13, end: null, note: null },
  // USA: two a week
  { key: 'usObtained', countryId: '2', start: -26, estimated: -20, end: -22, note: 'FLIGHT_ARRIVED_EARLY_2' },
  { key: 'usArrivedUnpaid', countryId: '2', start: -11, estimated: -5, end: -5, note: 'FLIGHT_ARRIVED' },
  { key: 'usSent', countryId: '2', start: -2, estimated: 4, end: null, note: 'FLIGHT_ON_TIME' },
  { key: 'usPlanned', countryId: '2', start: null, estimated: 12, end: null, note: null },
  // Turkey: two a week
  { key: 'trObtained', countryId: '3', start: -18, estimated: -16, end: -16, note: 'FLIGHT_ARRIVED' },
  { key: 'trArrivedPaid', countryId: '3', start: -8, estimated: -6, end: -7, note: 'FLIGHT_ARRIVED_EARLY_1' },
  { key: 'trSent', countryId: '3', start: -1, estimated: 1, end: null, note: 'FLIGHT_ON_TIME' },
  { key: 'trNext', countryId: '3', start: 3, estimated: 5, end: null, note: 'FLIGHT_ON_TIME' },
] as const satisfies readonly FlightPlan[];

type FlightKey = (typeof FLIGHTS)[number]['key'];

/** Flight numbers like CN-2611-03: country, year and month of departure, number in that month. */
function buildFlights(anchor: number): FlightRecord[] {
  const dated = FLIGHTS.map((plan, index) => ({
    plan: plan as FlightPlan,
    index,
    ref: anchor + (plan.start ?? plan.estimated ?? 0) * DAY,
  }));
  const sequence = new Map<string, number>();
  const numbers = new Map<number, string>();
  for (const { plan, index, ref } of [...dated].sort((a, b) => a.ref - b.ref)) {
    const d = new Date(ref);
    const yymm = `${String(d.getUTCFullYear()).slice(2)}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const prefix = `${COUNTRY[plan.countryId].code}-${yymm}`;
    const n = (sequence.get(prefix) ?? 0) + 1;
    sequence.set(prefix, n);
    numbers.set(index, `${prefix}-${String(n).padStart(2, '0')}`);
  }
  return dated.map(({ plan, index }) => ({
    _id: seedId(2, index + 1),
    flightId: numbers.get(index)!,
    countryId: plan.countryId,
    additionalText: plan.note,
    startdAt: dayAt(anchor, plan.start, 16),
    estimatedAt: dayAt(anchor, plan.estimated, 10),
    endAt: dayAt(anchor, plan.end, 6),
    updateStatus: plan.updateStatus ?? false,
  }));
}

// ------------------------------------------------------------------ parcels
type ParcelPlan = {
  key: string;
  owner: Kind;
  status: ParcelStatus;
  flight: FlightKey | null;
  countryId: CountryId;
  productOrderId: string;
  productName: ProductCategory;
  quantity: number;
  /** shop key, `_OTHER_SHOP_:<name>`, or `personal:<sender>` for a personal parcel */
  shop: string;
  price: number;
  currency: Currency;
  description?: string;
  weight?: number;
  state?: PaymentState;
  clearance?: boolean;
  /** false: over 300 GEL, but its invoice is not uploaded yet */
  invoice?: false;
  /** days before the anchor */
  created: number;
  branch?: StoredBranch;
};

// prettier-ignore
const PARCELS = [
  // ---- AX10001, individual: every tab, every country
  { key: 'iWaitingJacket', owner: 'individual', status: 'waiting', flight: null, countryId: '1', productOrderId: 'YT2411220384512', productName: 'CLOTHING', quantity: 2, shop: 'taobao', price: 45.5, currency: 'USD', description: 'ზამთრის ქურთუკი', created: 1 },
  { key: 'iWaitingLaptop', owner: 'individual', status: 'waiting', flight: null, countryId: '2', productOrderId: 'TBA305918274000', productName: 'COMPUTERS_AND_LAPTOPS', quantity: 1, shop: 'amazon', price: 1249, currency: 'USD', description: 'MacBook Air 13', created: 2 },
  { key: 'iWaitingBoots', owner: 'individual', status: 'waiting', flight: null, countryId: '3', productOrderId: '7330015598214', productName: 'SHOES', quantity: 1, shop: 'trendyol', price: 2400, currency: 'TRY', description: 'ზამთრის ფეხსაცმელი', clearance: true, created: 3 },
  { key: 'iWaitingGift', owner: 'individual', status: 'waiting', flight: null, countryId: '1', productOrderId: 'SF1402938475612', productName: 'TOYS_AND_SPORTS', quantity: 1, shop: 'personal:Li Wei', price: 150, currency: 'CNY', created: 4 },
  { key: 'iWaitingPhone', owner: 'individual', status: 'waiting', flight: null, countryId: '1', productOrderId: 'JD0098234571203', productName: 'TELEPHONE_AND_NETWORK_DEVICES', quantity: 1, shop: '_OTHER_SHOP_:jd.com', price: 820, currency: 'CNY', created: 6 },
  { key: 'iWaitingParts', owner: 'individual', status: 'waiting', flight: null, countryId: '2', productOrderId: '9400111899223856984521', productName: 'AUTO_PARTS', quantity: 2, shop: 'ebay', price: 65, currency: 'EUR', description: 'სამუხრუჭე ხუნდები', created: 7 },
  { key: 'iStockCables', owner: 'individual', status: 'stock', flight: 'cnNext', countryId: '1', productOrderId: 'LP00612345678901', productName: 'TELEPHONE_AND_NETWORK_DEVICES', quantity: 3, shop: 'aliexpress', price: 18.9, currency: 'USD', weight: 0.42, created: 9 },
  { key: 'iStockPerfume', owner: 'individual', status: 'stock', flight: null, countryId: '3', productOrderId: '4120098812345', productName: 'PERFUMERY_AND_COSMETICS', quantity: 2, shop: 'hepsiburada', price: 1450, currency: 'TRY', weight: 0.9, created: 5 },
  { key: 'iSentBag', owner: 'individual', status: 'sent', flight: 'cnSentEditable', countryId: '1', productOrderId: 'YT2411100938271', productName: 'BAGS_AND_HOLDERS', quantity: 1, shop: 'tmall', price: 89, currency: 'USD', weight: 1.1, created: 10 },
  { key: 'iSentLamps', owner: 'individual', status: 'sent', flight: 'cnSentEditable', countryId: '1', productOrderId: 'YT2411090183726', productName: 'LIGHTING', quantity: 4, shop: 'taobao', price: 310, currency: 'CNY', description: 'LED ნათურები', weight: 0.65, created: 11 },
  { key: 'iSentBrakes', owner: 'individual', status: 'sent', flight: 'usSent', countryId: '2', productOrderId: '1Z999AA10123456784', productName: 'AUTO_PARTS', quantity: 1, shop: 'ebay', price: 120, currency: 'USD', weight: 2.3, state: 'paid', created: 12 },
  { key: 'iSentDress', owner: 'individual', status: 'sent', flight: 'trSent', countryId: '3', productOrderId: '7330015512093', productName: 'CLOTHING', quantity: 3, shop: 'trendyol', price: 1890, currency: 'TRY', weight: 1.4, state: 'paid', created: 4 },
  { key: 'iArrivedJacket', owner: 'individual', status: 'arrived', flight: 'cnArrivedUnpaid', countryId: '1', productOrderId: 'YT2023110512345678', productName: 'CLOTHING', quantity: 2, shop: 'taobao', price: 45.5, currency: 'USD', description: 'ზამთრის ქურთუკი', weight: 1.35, created: 20 },
  { key: 'iArrivedCamera', owner: 'individual', status: 'arrived', flight: 'cnArrivedUnpaid', countryId: '1', productOrderId: 'LP00512345678901', productName: 'ELECTRONIC_DEVICES', quantity: 1, shop: '_OTHER_SHOP_:jd.com', price: 820, currency: 'CNY', weight: 0.8, created: 21 },
  { key: 'iArrivedPiano', owner: 'individual', status: 'arrived', flight: 'usArrivedUnpaid', countryId: '2', productOrderId: 'TBA301234987000', productName: 'MUSICAL_INSTRUMENTS', quantity: 1, shop: 'amazon', price: 389, currency: 'USD', description: 'ციფრული პიანინო', weight: 6.4, created: 16 },
  { key: 'iArrivedSneakers', owner: 'individual', status: 'arrived', flight: 'usArrivedUnpaid', countryId: '2', productOrderId: '9261290100130435082946', productName: 'SHOES', quantity: 2, shop: '6pm', price: 140, currency: 'USD', weight: 1.8, created: 15 },
  { key: 'iArrivedShirts', owner: 'individual', status: 'arrived', flight: 'trArrivedPaid', countryId: '3', productOrderId: '7330015500451', productName: 'CLOTHING', quantity: 2, shop: 'trendyol', price: 1250, currency: 'TRY', weight: 2.2, state: 'paid', created: 11 },
  { key: 'iArrivedEarrings', owner: 'individual', status: 'arrived', flight: 'trArrivedPaid', countryId: '3', productOrderId: '7330015500452', productName: 'BIJOUTERIE', quantity: 1, shop: 'fashfed', price: 480, currency: 'TRY', weight: 0.3, state: 'paid', created: 11 },
  { key: 'iArrivedWatch', owner: 'individual', status: 'arrived', flight: 'cnArrivedPaid', countryId: '1', productOrderId: 'LP00498712345678', productName: 'WATCHES', quantity: 1, shop: 'aliexpress', price: 32, currency: 'USD', weight: 0.25, state: 'paid', created: 25 },
  { key: 'iObtainedShoes', owner: 'individual', status: 'obtained', flight: 'cnObtained', countryId: '1', productOrderId: 'YT2410150012345', productName: 'SHOES', quantity: 1, shop: 'taobao', price: 260, currency: 'CNY', weight: 0.9, state: 'paid', created: 36 },
  { key: 'iObtainedDrill', owner: 'individual', status: 'obtained', flight: 'cnObtained', countryId: '1', productOrderId: 'YT2410150067890', productName: 'TOOLS', quantity: 1, shop: 'alibaba', price: 75, currency: 'USD', weight: 2.4, state: 'paid', created: 37 },
  { key: 'iObtainedLens', owner: 'individual', status: 'obtained', flight: 'usObtained', countryId: '2', productOrderId: '1Z999AA10198765432', productName: 'OPTICAL_AND_PHOTO', quantity: 1, shop: 'amazon', price: 450, currency: 'USD', description: 'ობიექტივი 50mm', weight: 1.2, state: 'paid', created: 31 },
  { key: 'iObtainedGlasses', owner: 'individual', status: 'obtained', flight: 'trObtained', countryId: '3', productOrderId: '4120098700011', productName: 'GLASSWARE', quantity: 6, shop: 'hepsiburada', price: 900, currency: 'TRY', weight: 1.6, state: 'paid', created: 21 },
  { key: 'iObtainedHoodie', owner: 'individual', status: 'obtained', flight: 'trObtained', countryId: '3', productOrderId: '7330015400987', productName: 'CLOTHING', quantity: 1, shop: 'trendyol', price: 650, currency: 'TRY', weight: 0.7, state: 'paid', created: 22 },

  // ---- AX10002, LTD: nothing arrived (courier answers user_have_not_products)
  { key: 'cWaitingStock', owner: 'company', status: 'waiting', flight: null, countryId: '1', productOrderId: 'AL2411200000187', productName: 'VARIOUS_FINISHED_PRODUCTS', quantity: 50, shop: 'alibaba', price: 1200, currency: 'USD', description: 'სარეალიზაციო საქონელი', created: 2 },
  { key: 'cWaitingUniforms', owner: 'company', status: 'waiting', flight: null, countryId: '3', productOrderId: '7330015698001', productName: 'CLOTHING', quantity: 10, shop: 'trendyol', price: 5400, currency: 'TRY', invoice: false, created: 3 },
  { key: 'cStockLaptops', owner: 'company', status: 'stock', flight: 'usPlanned', countryId: '2', productOrderId: 'TBA309988776000', productName: 'COMPUTERS_AND_LAPTOPS', quantity: 2, shop: 'amazon', price: 2100, currency: 'USD', weight: 4.2, created: 6 },
  { key: 'cSentTools', owner: 'company', status: 'sent', flight: 'cnSent', countryId: '1', productOrderId: 'AL2411080000932', productName: 'TOOLS', quantity: 20, shop: 'alibaba', price: 640, currency: 'USD', weight: 12.5, created: 9 },
  { key: 'cObtainedLamps', owner: 'company', status: 'obtained', flight: 'cnObtained', countryId: '1', productOrderId: 'AL2410120000411', productName: 'LIGHTING', quantity: 30, shop: 'alibaba', price: 450, currency: 'USD', weight: 8, state: 'paid', created: 38, branch: 'kutaisi_1' },
  { key: 'cObtainedShirts', owner: 'company', status: 'obtained', flight: 'trObtained', countryId: '3', productOrderId: '7330015400555', productName: 'CLOTHING', quantity: 12, shop: 'trendyol', price: 3900, currency: 'TRY', weight: 5.5, state: 'paid', created: 22, branch: 'kutaisi_1' },

  // ---- AX10003, individual entrepreneur: a small debt that the balance covers
  { key: 'eWaitingBag', owner: 'entrepreneur', status: 'waiting', flight: null, countryId: '3', productOrderId: '7330015600234', productName: 'BAGS_AND_HOLDERS', quantity: 1, shop: 'trendyol', price: 890, currency: 'TRY', created: 1 },
  { key: 'eSentTools', owner: 'entrepreneur', status: 'sent', flight: 'trSent', countryId: '3', productOrderId: '4120098855501', productName: 'TOOLS', quantity: 1, shop: 'hepsiburada', price: 1200, currency: 'TRY', weight: 2, state: 'paid', created: 6 },
  { key: 'eArrivedSpeakers', owner: 'entrepreneur', status: 'arrived', flight: 'cnArrivedOnTime', countryId: '1', productOrderId: 'LP00734512345678', productName: 'ELECTRONIC_DEVICES', quantity: 2, shop: 'aliexpress', price: 60, currency: 'USD', weight: 1.5, created: 17 },
  { key: 'eArrivedScarf', owner: 'entrepreneur', status: 'arrived', flight: 'cnArrivedOnTime', countryId: '1', productOrderId: 'YT2411020077712', productName: 'CLOTHING', quantity: 1, shop: 'taobao', price: 190, currency: 'CNY', weight: 0.6, created: 18 },
  { key: 'eObtainedWatch', owner: 'entrepreneur', status: 'obtained', flight: 'usObtained', countryId: '2', productOrderId: '1Z999AA10155500011', productName: 'WATCHES', quantity: 1, shop: 'ebay', price: 210, currency: 'USD', weight: 0.4, state: 'paid', created: 32 },

  // ---- AX10004, foreign citizen (legacy qurdiani branch): a paid arrived flight, courier ok
  { key: 'fWaitingDress', owner: 'foreigner', status: 'waiting', flight: null, countryId: '2', productOrderId: '9400111899561234500017', productName: 'CLOTHING', quantity: 3, shop: 'shein', price: 78, currency: 'USD', created: 2, branch: 'qurdiani' },
  { key: 'fArrivedBoots', owner: 'foreigner', status: 'arrived', flight: 'trArrivedPaid', countryId: '3', productOrderId: '7330015500777', productName: 'SHOES', quantity: 1, shop: 'trendyol', price: 1650, currency: 'TRY', weight: 1.1, state: 'paid', created: 11, branch: 'qurdiani' },
  { key: 'fObtainedBooks', owner: 'foreigner', status: 'obtained', flight: 'usObtained', countryId: '2', productOrderId: '9400111899561234500099', productName: 'PRINTED_PRODUCTS', quantity: 2, shop: 'amazon', price: 35, currency: 'USD', weight: 0.9, state: 'paid', created: 33, branch: 'qurdiani' },
] as const satisfies readonly ParcelPlan[];

type ParcelKey = (typeof PARCELS)[number]['key'];

const rateOfFixture = (code: string) => RATES.find((r) => r.code === code)?.rate ?? 0;

function buildParcel(
  plan: ParcelPlan,
  index: number,
  anchor: number,
  flights: Map<string, FlightRecord>,
): ParcelRecord {
  const [shopKey, shopDetail = null] = plan.shop.split(/:(.*)/s) as [string, string | undefined];
  const personal = shopKey === 'personal';
  const declared = declaredGelTetri(plan.price, plan.currency, rateOfFixture);
  const custom = declared >= INVOICE_THRESHOLD_TETRI || Boolean(plan.clearance);
  return {
    _id: seedId(3, index + 1),
    ownerId: USER_IDS[plan.owner],
    productOrderId: plan.productOrderId,
    productName: plan.productName,
    quantity: plan.quantity,
    shop: personal ? null : shopKey,
    otherShop: shopKey === '_OTHER_SHOP_' ? shopDetail : null,
    personalParcel: personal,
    senderName: personal ? shopDetail : null,
    price: plan.price,
    currency: plan.currency,
    description: plan.description ?? null,
    branch: plan.branch ?? USERS[plan.owner].takedPlaced.address,
    flightId: plan.flight ? flights.get(plan.flight)!.flightId : null,
    senderCountryId: plan.countryId,
    file: custom && plan.invoice !== false ? SAMPLE_INVOICE : null,
    custom,
    clearance: Boolean(plan.clearance),
    state: plan.state ?? 'unpaid',
    weight: plan.weight ?? null,
    status: plan.status,
    createdAt: iso(
      anchor - plan.created * DAY + (9 + (index % 8)) * HOUR + (index % 6) * 7 * 60_000,
    ),
  };
}

// ------------------------------------------------------------------ ids for tests and docs
const flightIds = Object.fromEntries(FLIGHTS.map((f, i) => [f.key, seedId(2, i + 1)])) as Record<
  FlightKey,
  string
>;
const parcelIds = Object.fromEntries(PARCELS.map((p, i) => [p.key, seedId(3, i + 1)])) as Record<
  ParcelKey,
  string
>;

/** Stable ids of the seed (flight numbers depend on today's date: look them up by `_id`). */
export const SEED = {
  password: DEMO_PASSWORD,
  users: Object.fromEntries(
    DEMO_ACCOUNTS.map((a) => [a.kind, { _id: USER_IDS[a.kind], AXID: a.axid, email: a.email }]),
  ) as Record<Kind, { _id: string; AXID: Account['axid']; email: Account['email'] }>,
  /** Flight `_id`s by role (e.g. cnArrivedUnpaid: AX10001's unpaid China flight, 46.44 GEL). */
  flights: flightIds,
  /** Parcel `_id`s by role. */
  parcels: parcelIds,
} as const;

// ------------------------------------------------------------------ payments
/** Card top-ups already made by the individual and the company, newest first. */
const TOP_UPS = [
  { kind: 'individual', tetri: 10_000, days: 15, status: 'success' },
  { kind: 'individual', tetri: 5_000, days: 15, status: 'failed' },
  { kind: 'individual', tetri: 5_000, days: 40, status: 'success' },
  { kind: 'company', tetri: 50_000, days: 20, status: 'success' },
] as const;

// ------------------------------------------------------------------ notifications
/** The account's first flight of `role` (content.ts's FlightRole), by the seed's parcels. */
function flightOfRole(kind: Kind, role: FlightRole): FlightKey | null {
  const plans: readonly ParcelPlan[] = PARCELS;
  const own = plans.filter((plan) => plan.owner === kind && plan.flight !== null);
  const flights = [...new Set(own.map((plan) => plan.flight!))];
  const found = flights.find((flight) => {
    const on = own.filter((plan) => plan.flight === flight);
    if (role === 'sent') return on.some((plan) => plan.status === 'sent');
    if (role === 'obtained') return on.every((plan) => plan.status === 'obtained');
    const arrived = on.filter((plan) => plan.status === 'arrived');
    if (arrived.length === 0) return false;
    const paid = arrived.every((plan) => (plan.state ?? 'unpaid') === 'paid');
    return role === 'arrivedPaid' ? paid : !paid;
  });
  return (found as FlightKey | undefined) ?? null;
}

/** The account's first parcel of `role` (content.ts's ParcelRole), by the seed's parcels. */
function parcelOfRole(kind: Kind, role: ParcelRole): ParcelKey | null {
  const plans: readonly ParcelPlan[] = PARCELS;
  const found = plans.find((plan) => {
    if (plan.owner !== kind) return false;
    if (role === 'stockChina') return plan.status === 'stock' && plan.countryId === '1';
    if (role === 'stockUsa') return plan.status === 'stock' && plan.countryId === '2';
    if (role === 'invoiceMissing') return plan.status === 'waiting' && plan.invoice === false;
    return plan.status === 'obtained';
  });
  return (found?.key as ParcelKey | undefined) ?? null;
}

/** An amount in tetri as each language writes it in the texts: "42,75" (ka, ru), "42.75" (en). */
const feeText = (tetri: number, comma: boolean) => {
  const text = (tetri / 100).toFixed(2);
  return comma ? text.replace('.', ',') : text;
};

/**
 * A template's texts for one account: its placeholders filled in with the account's own flight,
 * parcel or top-up of the template's kind (content.ts); null when the account has none.
 */
function notificationTexts(
  template: NotificationTemplate,
  kind: Kind,
  owner: UserRecord,
  flights: Map<string, FlightRecord>,
): Omit<NotificationTemplate, 'about' | 'parcel' | 'topUp'> | null {
  const { about, parcel: parcelRole, topUp: aboutTopUp, ...texts } = template;
  const values: Record<string, (comma: boolean) => string> = {};
  if (about) {
    const key = flightOfRole(kind, about);
    if (!key) return null;
    const flight = flights.get(key)!;
    const on = db.parcels.findMany((q) =>
      q.where({ ownerId: owner._id, flightId: flight.flightId }),
    );
    const fee = on.reduce((sum, parcel) => sum + parcelFeeTetri(parcel, owner), 0);
    values.flight = () => flight.flightId;
    values.fee = (comma) => feeText(fee, comma);
    if (about === 'obtained') {
      const quote = courierQuote(owner.information.city, totalWeight(on.map((p) => p.weight)));
      if (quote.gel === null) return null;
      values.courierFee = (comma) => feeText(quote.gel * 100, comma);
    }
  }
  if (parcelRole) {
    const key = parcelOfRole(kind, parcelRole);
    if (!key) return null;
    const plan = PARCELS.find((p) => p.key === key)! as ParcelPlan;
    const [shopKey, detail = ''] = plan.shop.split(/:(.*)/s) as [string, string | undefined];
    const declared = declaredGelTetri(plan.price, plan.currency, rateOfFixture);
    values.parcel = () => plan.productOrderId;
    values.shop = () =>
      shopKey === 'personal' || shopKey === '_OTHER_SHOP_' ? detail : shopName(shopKey);
    values.weight = (comma) => {
      const text = String(plan.weight ?? 0);
      return comma ? text.replace('.', ',') : text;
    };
    values.declared = (comma) => feeText(declared, comma);
  }
  if (aboutTopUp) {
    const last = TOP_UPS.find((t) => t.kind === kind && t.status === 'success');
    if (!last) return null;
    values.topUp = (comma) => feeText(last.tetri, comma);
  }
  const fill = (text: string, comma: boolean) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name]?.(comma) ?? whole);
  return {
    ...texts,
    titleKa: fill(texts.titleKa, true),
    titleRu: fill(texts.titleRu, true),
    titleEn: fill(texts.titleEn, false),
    descriptionKa: fill(texts.descriptionKa, true),
    descriptionRu: fill(texts.descriptionRu, true),
    descriptionEn: fill(texts.descriptionEn, false),
  };
}

// ------------------------------------------------------------------ seeding
/** Writes `records` into `collection` one by one, giving `pace` its turn after each. */
async function createEach<T>(
  collection: { create: (record: T) => Promise<unknown> },
  records: Iterable<T>,
  pace: Pace,
): Promise<void> {
  for (const record of records) {
    await collection.create(record);
    await pace();
  }
}

/**
 * Empties the database and fills it with the demo data for `anchor` (default: today), in one
 * task unless `pace` says otherwise (mocks/lib/pace.ts).
 */
export async function seedDatabase(
  anchor: number = todayAnchor(),
  pace: Pace = atOnce,
): Promise<void> {
  clearDb();

  for (const account of DEMO_ACCOUNTS) {
    const { registeredDaysAgo, ...plan } = USERS[account.kind];
    await db.users.create({
      ...plan,
      _id: USER_IDS[account.kind],
      AXID: account.axid,
      email: account.email,
      passwordHash: DEMO_PASSWORD_HASH,
      registryFile: account.kind === 'entrepreneur' ? 'registry-extract.pdf' : null,
      createdAt: iso(anchor - registeredDaysAgo * DAY + 8 * HOUR),
    });
    await pace();
  }

  const flights = buildFlights(anchor);
  const flightByKey = new Map(FLIGHTS.map((f, i) => [f.key as string, flights[i]!]));
  await createEach(db.flights, flights, pace);

  for (const [index, plan] of PARCELS.entries()) {
    await db.parcels.create(buildParcel(plan, index, anchor, flightByKey));
    await pace();
  }

  await createEach(db.rates, RATES, pace);
  await createEach(db.tariffs, TARIFFS, pace);
  await createEach(db.offices, OFFICES, pace);
  await db.popup.create(POPUP);

  // 12 or so notifications per account, newest first; the four newest are unread. Those about a
  // flight name the account's own flight of that kind, or are left out (content.ts).
  for (const [userIndex, account] of DEMO_ACCOUNTS.entries()) {
    const owner = db.users.findFirst((q) => q.where({ _id: USER_IDS[account.kind] }))!;
    const count = NOTIFICATION_TEMPLATES.length;
    let i = 0;
    for (let n = 0; n < count; n++) {
      const template = NOTIFICATION_TEMPLATES[(n + userIndex * 3) % count]!;
      const texts = notificationTexts(template, account.kind, owner, flightByKey);
      if (!texts) continue;
      await db.notifications.create({
        ...texts,
        _id: seedId(5, userIndex * 1000 + i + 1),
        userId: USER_IDS[account.kind],
        status: i < 4 ? '1' : '0',
        createdAt: iso(
          anchor - (i * 2 + userIndex + 1) * DAY + (8 + (i % 9)) * HOUR + i * 13 * 60_000,
        ),
      });
      i += 1;
      await pace();
    }
  }

  // Card top-ups already made by the individual and the company.
  for (const [i, topUp] of TOP_UPS.entries()) {
    const account = DEMO_ACCOUNTS.find((a) => a.kind === topUp.kind)!;
    await db.payments.create({
      _id: seedId(6, i + 1),
      userId: USER_IDS[topUp.kind],
      amount: topUp.tetri / 100,
      amountDB: topUp.tetri,
      userAXID: account.axid,
      createdAt: iso(anchor - topUp.days * DAY + 12 * HOUR),
      destination: 'balance',
      type: 'georgiancard',
      status: topUp.status,
    });
    await pace();
  }

  // Invoices exist for every arrived and obtained flight of each customer.
  for (const user of db.users.all()) {
    for (const flight of flights) {
      for (const branch of INVOICE_BRANCHES) {
        if (invoiceParcels(user, flight.flightId, branch).length > 0)
          await ensureInvoice(user, flight, branch);
        await pace();
      }
    }
  }
}

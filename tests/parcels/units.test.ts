import { describe, expect, it } from 'vitest';
import type { FlightGroup, User } from '@/api';
import { receiverName } from '@/features/parcels/AddressesPanel';
import { filterByCountry, groupParcels } from '@/features/parcels/grouping';
import {
  atInvoiceThreshold,
  declaredGel,
  emptyParcel,
  needsInvoice,
  parcelPayload,
  quantityDigits,
  shopNameChars,
  trackingNumber,
  withAmountRead,
  type ParcelValues,
} from '@/features/parcels/schemas';
import { pageSize, tabFromHash } from '@/features/parcels/tabs';
import { DEFAULT_RATES, type RateTable } from '@/shared/money';
import { listedParcel as product } from '../data';

const flight = (over: Partial<FlightGroup>): FlightGroup => ({
  flightId: null,
  countryId: '1',
  state: 'paid',
  tbilisi: true,
  custom: false,
  updateStatus: false,
  debt: 0,
  unpriced: 0,
  startdAt: null,
  estimatedAt: null,
  endAt: null,
  ...over,
});

describe('grouping.ts', () => {
  const parcels = [
    product({ _id: 'a', flightId: 'CN-1', state: 'paid', weight: 1 }),
    product({ _id: 'b', senderCountryId: '2' }),
    // on a Turkish flight though declared from China: the flight's country decides
    product({ _id: 'c', flightId: 'TR-1', senderCountryId: '1', state: 'paid', weight: 1 }),
    product({ _id: 'd', flightId: 'CN-1', state: 'paid', weight: 2 }),
    product({ _id: 'e', senderCountryId: '2' }),
  ];
  const flights = [
    flight({ flightId: 'CN-1', countryId: '1', debt: 0 }),
    flight({ flightId: 'TR-1', countryId: '3', state: 'unpaid', debt: 12.5 }),
    flight({ flightId: null, countryId: '2' }),
  ];

  it('groups by flight and country, in list order (where the newest parcel of a group is)', () => {
    const groups = groupParcels(parcels, flights, 'arrived');
    expect(groups.map((g) => [g.flightId, g.countryId, g.parcels.map((p) => p._id)])).toEqual([
      ['CN-1', '1', ['a', 'd']],
      [null, '2', ['b', 'e']],
      ['TR-1', '3', ['c']],
    ]);
    expect(groups[0]!.flight).toBe(flights[0]);
    expect(groups[2]!.flight).toBe(flights[1]);
    expect(groups[1]!.flight).toBe(flights[2]);
    expect(groupParcels([], flights, 'arrived')).toEqual([]);
  });

  it('is unpaid when the server says so, or when a loaded parcel is unpaid and already weighed (not on obtained)', () => {
    const [cn, none, tr] = groupParcels(parcels, flights, 'arrived');
    expect(cn!.unpaid).toBe(false);
    expect(tr!.unpaid).toBe(true); // the server's state
    expect(none!.unpaid).toBe(false); // unpaid but not weighed: no fee yet

    const weighedUnpaid = [
      product({ _id: 'x', flightId: 'CN-1', state: 'paid', weight: 1 }),
      product({ _id: 'y', flightId: 'CN-1', state: 'unpaid', weight: 0.5 }),
    ];
    for (const status of ['stock', 'sent', 'arrived'] as const) {
      expect(groupParcels(weighedUnpaid, flights, status)[0]!.unpaid).toBe(true);
    }
    expect(groupParcels(weighedUnpaid, flights, 'obtained')[0]!.unpaid).toBe(false);
    expect(
      groupParcels(weighedUnpaid, [flight({ flightId: 'CN-1', state: 'unpaid' })], 'obtained')[0]!
        .unpaid,
    ).toBe(true);
    // a parcel without a server group: unpaid only by the parcel rule
    expect(groupParcels([product({ _id: 'z', weight: 1 })], [], 'stock')[0]).toMatchObject({
      flight: undefined,
      unpaid: true,
    });
  });

  it('counts the parcels priced individually without a fee: the server’s count, else the loaded ones', () => {
    const heavy = (id: string, flightId: string | null, individualFee: number | null = null) =>
      product({ _id: id, flightId, weight: 60, individualPrice: true, individualFee });
    const loaded = [heavy('h1', 'CN-1'), heavy('h2', null), heavy('h3', null, 120)];
    const groups = groupParcels(loaded, [flight({ flightId: 'CN-1', unpriced: 2 })], 'stock');
    expect(groups.map((g) => [g.flightId, g.unpriced, g.unpaid])).toEqual([
      ['CN-1', 2, true],
      [null, 1, true],
    ]);
  });

  it('filters by the sending country', () => {
    expect(filterByCountry(parcels, 'all')).toEqual(parcels);
    expect(filterByCountry(parcels, 'all')).not.toBe(parcels);
    expect(filterByCountry(parcels, '2').map((p) => p._id)).toEqual(['b', 'e']);
    expect(filterByCountry(parcels, '1').map((p) => p._id)).toEqual(['a', 'c', 'd']);
    expect(filterByCountry(parcels, '3')).toEqual([]);
  });
});

describe('tabs.ts', () => {
  it('reads the tab from the hash, waiting by default; obtained pages by 30, the others by 100', () => {
    expect(tabFromHash('#sent')).toBe('sent');
    expect(tabFromHash('obtained')).toBe('obtained');
    expect(tabFromHash('')).toBe('waiting');
    expect(tabFromHash('#nothing')).toBe('waiting');
    expect(pageSize('obtained')).toBe(30);
    expect(pageSize('waiting')).toBe(100);
    expect(pageSize('arrived')).toBe(100);
  });
});

describe('schemas.ts: what a field keeps', () => {
  it('withAmountRead reads the amount typed in the language for the server', () => {
    const values = emptyParcel('didube');
    expect(withAmountRead({ ...values, amount: '1 234,50' }, 'ka').amount).toBe('1234.50');
    expect(withAmountRead({ ...values, amount: '12.5' }, 'ru').amount).toBe('12.5');
    expect(withAmountRead({ ...values, amount: '1,234.50' }, 'en').amount).toBe('1234.50');
    expect(withAmountRead({ ...values, amount: '12,50 ₾' }, 'ka').amount).toBe('12.50');
    expect(withAmountRead({ ...values, amount: '1e3' }, 'en').amount).toBe('');
    expect(withAmountRead({ ...values, amount: '1,239' }, 'ka').amount).toBe('');
  });

  it('trackingNumber: letters and digits only; quantity digits; shop names letters, digits and dots', () => {
    expect(trackingNumber('yt-24 11/ab#9')).toBe('yt2411ab9');
    expect(trackingNumber('ამანათი1Z9')).toBe('1Z9');
    expect(trackingNumber('A'.repeat(45))).toHaveLength(40);
    expect(quantityDigits('1a2-3')).toBe('123');
    expect(shopNameChars('my shop-1.ge/!')).toBe('myshop1.ge');
  });
});

describe('schemas.ts: the 300 GEL rule', () => {
  const ONES: RateTable = { USD: 1, EUR: 1, TRY: 1, CNY: 10 };
  const gel = (amount: string, currency: ParcelValues['currency'], rates: RateTable) =>
    declaredGel({ amount, currency }, rates);

  it.each(['USD', 'EUR', 'CNY', 'TRY', 'GEL'] as const)(
    '%s with rates of 1 (CNY 10 per 10): 299.99 is under, 300.00 is at the threshold',
    (currency) => {
      expect(gel('299.99', currency, ONES)).toBe('299.99');
      expect(atInvoiceThreshold(gel('299.99', currency, ONES))).toBe(false);
      expect(gel('300', currency, ONES)).toBe('300.00');
      expect(atInvoiceThreshold(gel('300.00', currency, ONES))).toBe(true);
      expect(atInvoiceThreshold(gel('300.01', currency, ONES))).toBe(true);
    },
  );

  it.each([
    ['USD', '111.11', '299.99', '111.12', '300.01'],
    ['EUR', '102.03', '299.99', '102.04', '300.02'],
    ['CNY', '799.58', '299.99', '799.59', '300.00'],
    ['TRY', '3579.89', '299.99', '3579.9', '300.00'],
  ] as const)(
    '%s with the default rates: %s is %s GEL (under), %s is %s GEL (at or over)',
    (currency, under, underGel, over, overGel) => {
      expect(gel(under, currency, DEFAULT_RATES)).toBe(underGel);
      expect(atInvoiceThreshold(underGel)).toBe(false);
      expect(gel(over, currency, DEFAULT_RATES)).toBe(overGel);
      expect(atInvoiceThreshold(overGel)).toBe(true);
    },
  );

  it('reads an unfinished amount as 0; compares exactly on the text; clearance also asks for the invoice', () => {
    expect(gel('', 'USD', ONES)).toBe('0.00');
    expect(gel('12', '', ONES)).toBe('0.00');
    expect(gel('0.', 'USD', ONES)).toBe('0.00');
    expect(atInvoiceThreshold('299.99')).toBe(false);
    expect(atInvoiceThreshold('300')).toBe(true);
    expect(atInvoiceThreshold('300.0')).toBe(true);
    const values = { ...emptyParcel('didube'), amount: '10', currency: 'USD' as const };
    expect(needsInvoice(values, ONES)).toBe(false);
    expect(needsInvoice({ ...values, clearance: true }, ONES)).toBe(true);
    expect(needsInvoice({ ...values, amount: '300' }, ONES)).toBe(true);
  });
});

describe('schemas.ts: parcelPayload', () => {
  const base: ParcelValues = {
    ...emptyParcel('isani'),
    productOrderId: 'AB123',
    quantity: '3',
    productName: 'SHOES',
    senderCountryId: '1',
    shop: 'taobao',
    shopOther: 'left over',
    amount: '12.5',
    currency: 'CNY',
    description: '  a note  ',
  };

  it('a shop of the list: no other shop name, no sender', () => {
    expect(parcelPayload({ ...base, senderName: 'left over' }, 'stock')).toEqual({
      statusPage: 'stock',
      personalParcel: false,
      clearance: false,
      productOrderId: 'AB123',
      quantity: 3,
      productName: 'SHOES',
      senderCountryId: '1',
      shop: 'taobao',
      shopOther: '',
      amount: 12.5,
      currency: 'CNY',
      description: 'a note',
      senderName: '',
      branches: 'isani',
    });
  });

  it('another shop: its name, trimmed', () => {
    expect(
      parcelPayload({ ...base, shop: '_OTHER_SHOP_', shopOther: ' jd.com ' }, 'waiting'),
    ).toMatchObject({ shop: '_OTHER_SHOP_', shopOther: 'jd.com', senderName: '' });
  });

  it('a personal parcel: the sender instead of a shop', () => {
    expect(
      parcelPayload(
        { ...base, personalParcel: true, shop: '_OTHER_SHOP_', senderName: ' Li Wei ' },
        'waiting',
      ),
    ).toMatchObject({ personalParcel: true, shop: '', shopOther: '', senderName: 'Li Wei' });
  });
});

describe('AddressesPanel receiverName', () => {
  const user = (over: Partial<User['information']>, type: User['type'] = 1) =>
    ({
      AXID: 'AX10009',
      type,
      information: {
        nameEn: 'Nino',
        lastNameEn: 'Kapanadze',
        LTDName: 'შპს ტესტი',
        LTDNameEn: 'Test LLC',
        indEntrepreneur: false,
        ...over,
      },
    }) as User;

  it('is the Latin name with the AX code, or for a company (not an entrepreneur) its name', () => {
    expect(receiverName(user({}))).toBe('Nino Kapanadze AX10009');
    expect(receiverName(user({}, 2))).toBe('Test LLC AX10009');
    expect(receiverName(user({ LTDNameEn: null }, 2))).toBe('შპს ტესტი AX10009');
    expect(receiverName(user({ indEntrepreneur: true }, 2))).toBe('Nino Kapanadze AX10009');
  });
});

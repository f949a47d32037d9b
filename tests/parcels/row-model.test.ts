/**
 * The row model of the parcel list: what the table's row and the phone's card both show of a
 * parcel, computed once (src/features/parcels/parcelRowModel.ts).
 */
import { describe, expect, it } from 'vitest';
import type { FlightGroup, ParcelStatus, Product } from '@/api';
import { groupParcels } from '@/features/parcels/grouping';
import { parcelRowModel } from '@/features/parcels/parcelRowModel';
import { i18n } from '@/i18n';
import { listedParcel as product } from '../data';

const t = i18n.getFixedT('en', 'parcels');

const flight = (over: Partial<FlightGroup>): FlightGroup => ({
  flightId: null,
  countryId: '1',
  state: 'unpaid',
  tbilisi: false,
  custom: false,
  updateStatus: false,
  debt: 0,
  unpriced: 0,
  startdAt: null,
  estimatedAt: null,
  endAt: null,
  ...over,
});

/** The model of a parcel in its group, as the list of `status` builds it. */
function modelOf(parcel: Product, status: ParcelStatus, flights: FlightGroup[] = []) {
  const [group] = groupParcels([parcel], flights, status);
  return parcelRowModel(parcel, group!, status, t, 'en');
}

describe('parcel row model', () => {
  it('an unpaid arrived parcel of 60 kg: weighed, priced individually, under customs, no actions', () => {
    const parcel = product({
      _id: 'p1',
      status: 'arrived',
      flightId: 'CN-2601-01',
      weight: 60,
      individualPrice: true,
      productName: 'SHOES',
      quantity: 2,
      price: 1234.5,
      custom: true,
    });
    const model = modelOf(parcel, 'arrived', [flight({ flightId: 'CN-2601-01', debt: 12 })]);
    expect(model).toEqual({
      parcel,
      tracking: 'P1',
      headingId: 'parcel-p1',
      customs: true,
      customsFlag: 'Subject to customs clearance',
      note: null,
      category: 'Shoes',
      shop: 'Taobao',
      quantity: 2,
      price: '$1,234.50',
      weighed: true,
      weight: '60 kg',
      individualPrice: {
        text: 'Priced individually',
        hint: '50 kg or more: the operator sets the fee',
      },
      actions: { edit: false, delete: false },
    });
  });

  it('a waiting personal parcel in lari: not weighed yet, its note, edit and delete', () => {
    const parcel = product({
      _id: 'p2',
      status: 'waiting',
      personalParcel: true,
      shop: null,
      senderName: 'Nino',
      currency: 'GEL',
      price: 12.5,
      description: 'Gift',
    });
    const model = modelOf(parcel, 'waiting');
    expect(model).toMatchObject({
      tracking: 'P2',
      customs: false,
      customsFlag: null,
      note: 'Gift',
      category: 'Clothing',
      shop: 'Personal parcel from Nino',
      quantity: 1,
      price: '12.50 ₾',
      weighed: false,
      weight: 'Not weighed yet',
      individualPrice: null,
      actions: { edit: true, delete: true },
    });
  });

  it('a sent parcel may be edited (never deleted) only while its flight is open for edits', () => {
    const parcel = product({ _id: 'p3', status: 'sent', flightId: 'CN-2601-02', weight: 1.25 });
    const open = modelOf(parcel, 'sent', [flight({ flightId: 'CN-2601-02', updateStatus: true })]);
    const closed = modelOf(parcel, 'sent', [flight({ flightId: 'CN-2601-02' })]);
    expect(open.actions).toEqual({ edit: true, delete: false });
    expect(closed.actions).toEqual({ edit: false, delete: false });
    expect(open.weight).toBe('1.25 kg');
    expect(open.shop).toBe('Taobao');
  });
});

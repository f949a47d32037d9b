/** The contract's cases of the parcels: lists, one parcel, declaring, updating and deleting. */
import { parcel } from '../../data';
import { A, type Cases, form, pdf, text } from './case';

/** A declaration of a 45.50 USD parcel from Trendyol (Turkey). */
const product = (over: Record<string, unknown> = {}) =>
  parcel({
    productOrderId: 'CT2026112200001',
    senderCountryId: '3',
    shop: 'trendyol',
    amount: 45.5,
    description: 'Winter jacket',
    ...over,
  });

export const PARCEL_CASES: Cases = {
  getDebtSum: [{ name: 'own', as: A, status: 200 }],
  getParcels: [
    ...['waiting', 'stock', 'sent', 'arrived', 'obtained'].map((status) => ({
      name: status,
      as: A,
      params: () => ({ status, skip: 0, limit: status === 'obtained' ? 30 : 100 }),
      status: 200,
    })),
    {
      name: 'unknown status',
      as: A,
      params: () => ({ status: 'lost', skip: 0, limit: 10 }),
      status: 400,
    },
    {
      name: 'negative skip',
      as: A,
      params: () => ({ status: 'waiting', skip: -1, limit: 10 }),
      status: 400,
    },
  ],
  getParcelsWith: [
    { name: 'sent', as: A, params: () => ({ status: 'sent', skip: 0, limit: 100 }), status: 200 },
  ],
  getParcel: [
    { name: 'own', as: A, params: (c) => ({ id: c.waitingId! }), status: 200 },
    { name: "another customer's", as: A, params: (c) => ({ id: c.otherId! }), status: 404 },
  ],
  addParcel: [
    { name: 'valid', as: A, body: () => product(), status: 200 },
    {
      name: 'over 300 GEL without file',
      as: A,
      body: () => product({ productOrderId: 'CT2026112200002', amount: 500 }),
      status: 400,
    },
    { name: 'garbage', as: A, body: () => product({ quantity: 0, currency: 'XYZ' }), status: 400 },
  ],
  addParcelWithFile: [
    {
      name: 'with invoice',
      as: A,
      body: () =>
        form(pdf(), product({ productOrderId: 'CT2026112200003', amount: 900 }), 'invoice.pdf'),
      status: 200,
    },
    {
      name: 'wrong file type',
      as: A,
      body: () => form(text(), product({ productOrderId: 'CT2026112200004' }), 'a.txt'),
      status: 400,
    },
  ],
  updateParcel: [
    {
      name: 'own waiting',
      as: A,
      body: (c) => ({ ...product(), productId: c.waitingId, amountGel: 122.85 }),
      status: 200,
    },
    {
      name: "another customer's",
      as: A,
      body: (c) => ({ ...product(), productId: c.otherId, amountGel: 1 }),
      status: 404,
    },
  ],
  updateParcelWithFile: [
    {
      name: 'own waiting',
      as: A,
      body: (c) =>
        form(
          pdf(),
          { ...product({ amount: 800 }), productId: c.waitingId2, amountGel: 2159.92 },
          'invoice.pdf',
        ),
      status: 200,
    },
  ],
  deleteParcel: [
    { name: 'waiting', as: A, params: (c) => ({ id: c.waitingId! }), status: 200 },
    { name: 'arrived', as: A, params: (c) => ({ id: c.arrivedId! }), status: 400 },
    { name: "another customer's", as: A, params: (c) => ({ id: c.otherId! }), status: 404 },
  ],
};

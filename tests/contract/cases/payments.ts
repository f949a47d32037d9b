/** The contract's cases of payments (the balance, a flight, a card) and invoices. */
import { A, type Cases } from './case';

export const PAYMENT_CASES: Cases = {
  payAll: [{ name: 'arrived', as: A, body: () => ({ status: 'arrived' }), status: [200, 400] }],
  payFlight: [
    {
      name: 'arrived flight',
      as: A,
      body: (c) => ({ flightId: c.arrivedFlight }),
      status: [200, 400],
    },
    { name: 'unknown flight', as: A, body: () => ({ flightId: 'XX-0000-00' }), status: [400, 404] },
  ],
  startCardPayment: [
    {
      name: 'valid',
      as: A,
      body: () => ({ amount: '2550', lari: '25', tetri: '50' }),
      status: 200,
    },
    {
      name: 'leading zero',
      as: A,
      body: () => ({ amount: '0550', lari: '05', tetri: '50' }),
      status: 400,
    },
  ],
  updateCardPayment: [
    {
      name: 'success',
      as: A,
      body: (c) => ({ paymentId: c.paymentId }),
      status: 200,
    },
    { name: 'unknown', as: A, body: () => ({ paymentId: 'nope' }), status: 404 },
  ],
  checkAvailable: [
    { name: 'valid', as: null, query: () => ({ trx_id: 'TRX123', o_amount: 2550 }), status: 200 },
    { name: 'missing', as: null, status: 400 },
  ],
  getInvoice: [
    {
      name: 'arrived flight',
      as: A,
      params: (c) => ({ flightId: c.arrivedFlight!, branch: 'main' }),
      status: 200,
    },
    {
      name: 'tbilisi variant',
      as: A,
      params: (c) => ({ flightId: c.arrivedFlight!, branch: 'tbilisi_1' }),
      status: 200,
    },
    {
      name: 'not theirs',
      as: A,
      params: () => ({ flightId: 'XX-0000-00', branch: 'main' }),
      status: 404,
    },
  ],
};

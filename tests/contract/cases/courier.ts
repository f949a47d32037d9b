/** The contract's cases of the courier: its flights, parcels and orders. */
import { A, type Cases } from './case';

export const COURIER_CASES: Cases = {
  getCourierFlights: [
    { name: 'didube', as: A, params: () => ({ branches: 'didube' }), status: 200 },
  ],
  getCourierParcels: [
    { name: 'didube', as: A, params: () => ({ branches: 'didube' }), status: 200 },
  ],
  createCourierOrder: [
    {
      name: 'order',
      as: A,
      body: (c) => ({
        ids: [c.courierFlight],
        sq1: 'tbilisi_0_5',
        city: '_TBILISI_',
        address: 'ჭავჭავაძის 1',
        name: 'გიორგი',
        phone: '599123456',
        branches: 'didube',
      }),
      status: [200, 400],
    },
    {
      name: 'no flights',
      as: A,
      body: () => ({
        ids: [],
        sq1: 'tbilisi_0_5',
        city: '_TBILISI_',
        address: 'ჭავჭავაძის 1',
        name: 'გიორგი',
        phone: '599123456',
        branches: 'didube',
      }),
      status: 400,
    },
  ],
};

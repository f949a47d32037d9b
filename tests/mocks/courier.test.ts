/**
 * The courier backend (docs/product.md#courier-order): flights and parcels of a branch
 * with the server's message, an order refused for an unpaid flight, for a flight that is not the
 * customer's and for a non-Georgian address; an order that leaves the list and writes a
 * notification in three languages.
 */
import { describe, expect, it } from 'vitest';
import type {
  CourierFlight,
  ErrorResponse,
  GetAllNotificationsApiResponse,
  GetCourierParcelsApiResponse,
} from '@/api';
import { courierOrder, flightNo, request } from './helpers';
import { apiSignIn } from '../helpers/session';

const flights = async (token: string, branch = 'didube') =>
  (await request<{ flights: CourierFlight[] }>(`/api/courier/getFlights/${branch}`, { token })).body
    .flights;

const idOf = (list: CourierFlight[], flightId: string) =>
  list.find((flight) => flight.flightId === flightId)?._id ?? '';

describe('courier backend', () => {
  it('lists the branch flights and says product_unpaid while a fee is unpaid', async () => {
    const token = await apiSignIn('AX10001');
    const list = await flights(token);
    expect(list.map((f) => f.flightId).sort()).toEqual(
      [
        flightNo('cnArrivedPaid'),
        flightNo('cnArrivedUnpaid'),
        flightNo('usArrivedUnpaid'),
        flightNo('trArrivedPaid'),
      ].sort(),
    );
    const parcels = await request<GetCourierParcelsApiResponse>('/api/courier/getParcels/didube', {
      token,
    });
    expect(parcels.body.message).toBe('product_unpaid');
    expect(parcels.body.parcels).toHaveLength(7);
  });

  it('says user_have_not_products where nothing has arrived', async () => {
    const token = await apiSignIn('AX10002');
    const parcels = await request<GetCourierParcelsApiResponse>(
      '/api/courier/getParcels/kutaisi_1',
      { token },
    );
    expect(parcels.body).toMatchObject({ message: 'user_have_not_products', parcels: [] });
    const refused = await request<ErrorResponse>('/api/courier/create', {
      token,
      json: courierOrder(['6568b2d0e4b0f3a1d2c3a103'], { branches: 'kutaisi_1' }),
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'user_have_not_products' } });
  });

  it('refuses an unpaid flight with product_unpaid', async () => {
    const token = await apiSignIn('AX10001');
    const list = await flights(token);
    const refused = await request<ErrorResponse>('/api/courier/create', {
      token,
      json: courierOrder([idOf(list, flightNo('cnArrivedUnpaid'))]),
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'product_unpaid' } });
  });

  it('refuses another customer’s flight, no flight and a Latin address', async () => {
    const token = await apiSignIn('AX10001');
    const other = await flights(await apiSignIn('AX10003'));
    const notMine = await request<ErrorResponse>('/api/courier/create', {
      token,
      json: courierOrder([idOf(other, flightNo('cnArrivedOnTime'))]),
    });
    expect(notMine).toMatchObject({ status: 400, body: { code: 'no_flights_selected' } });
    const none = await request<ErrorResponse>('/api/courier/create', {
      token,
      json: courierOrder([]),
    });
    expect(none).toMatchObject({ status: 400, body: { code: 'no_flights_selected' } });
    const paid = idOf(await flights(token), flightNo('cnArrivedPaid'));
    const latin = await request<ErrorResponse>('/api/courier/create', {
      token,
      json: courierOrder([paid], { address: 'Tsereteli avenue 116' }),
    });
    expect(latin).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  });

  it('orders a paid flight: it leaves the list and a notification says so in ka, ru and en', async () => {
    const token = await apiSignIn('AX10001');
    const paid = idOf(await flights(token), flightNo('cnArrivedPaid'));
    const created = await request<{ order: { ids: string[]; sq1: string } }>(
      '/api/courier/create',
      { token, json: courierOrder([paid]) },
    );
    expect(created.status).toBe(200);
    expect(created.body.order).toMatchObject({ ids: [paid], sq1: 'tbilisi_0_5' });
    expect((await flights(token)).map((f) => f._id)).not.toContain(paid);
    const again = await request<ErrorResponse>('/api/courier/create', {
      token,
      json: courierOrder([paid]),
    });
    expect(again).toMatchObject({ status: 400, body: { code: 'no_flights_selected' } });

    const { body } = await request<GetAllNotificationsApiResponse>('/api/notification/all', {
      token,
    });
    const newest = body.notifications[0]!;
    expect(newest).toMatchObject({
      status: '1',
      titleKa: 'კურიერის შეკვეთა მიღებულია',
      titleRu: 'Заказ курьера принят',
      titleEn: 'Courier order accepted',
    });
    for (const text of [newest.descriptionKa, newest.descriptionRu, newest.descriptionEn]) {
      expect(text).toContain(flightNo('cnArrivedPaid'));
      expect(text).toContain('წერეთლის გამზ. 116');
    }
    // Only the customer's own list has it.
    const other = await request<GetAllNotificationsApiResponse>('/api/notification/all', {
      token: await apiSignIn('AX10003'),
    });
    expect(other.body.notifications.map((n) => n.descriptionKa).join('\n')).not.toContain(
      'წერეთლის გამზ. 116',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type {
  CourierFlightsResponse,
  CourierParcelsResponse,
  CreateCourierOrderResponse,
  ErrorResponse,
  InvoiceResponse,
  NotificationListResponse,
  User,
} from '@/api';
import { SEED } from '@mocks/demo/seed';
import { courierOrder, flightNo, request, type Either } from './helpers';
import { apiSignIn } from '../helpers/session';

describe('courier', () => {
  it('lists arrived flights and tells unpaid, none and ok apart', async () => {
    const individual = await apiSignIn('AX10001');
    const flights = await request<CourierFlightsResponse>('/api/courier/getFlights/didube', {
      token: individual,
    });
    expect(flights.body.flights.map((f) => f._id).sort()).toEqual(
      [
        SEED.flights.cnArrivedPaid,
        SEED.flights.cnArrivedUnpaid,
        SEED.flights.usArrivedUnpaid,
        SEED.flights.trArrivedPaid,
      ].sort(),
    );
    const parcels = (token: string) =>
      request<CourierParcelsResponse>('/api/courier/getParcels/didube', { token });
    expect((await parcels(individual)).body.message).toBe('product_unpaid');
    expect((await parcels(await apiSignIn('AX10002'))).body).toMatchObject({
      message: 'user_have_not_products',
      parcels: [],
    });
    expect((await parcels(await apiSignIn('AX10004'))).body.message).toBe('ok');
    expect(
      (await request<ErrorResponse>('/api/courier/getFlights/vake', { token: individual })).status,
    ).toBe(400);
  });

  it('orders delivery of paid arrived flights only', async () => {
    const token = await apiSignIn('AX10001');
    const create = (json: unknown) =>
      request<Either<CreateCourierOrderResponse>>('/api/courier/create', { token, json });
    expect((await create(courierOrder([]))).body.code).toBe('no_flights_selected');
    expect((await create(courierOrder(['nope']))).body.code).toBe('no_flights_selected');
    expect((await create(courierOrder([SEED.flights.cnArrivedUnpaid]))).body.code).toBe(
      'product_unpaid',
    );
    expect(
      (await create(courierOrder([SEED.flights.trArrivedPaid], { phone: '123' }))).body.code,
    ).toBe('validation_error');
    expect(
      (await create(courierOrder([SEED.flights.trArrivedPaid], { address: '' }))).body.code,
    ).toBe('validation_error');
    const ok = await create(courierOrder([SEED.flights.trArrivedPaid, SEED.flights.cnArrivedPaid]));
    expect(ok.status).toBe(200);
    expect(ok.body.order).toMatchObject({
      userAXID: 'AX10001',
      branches: 'didube',
      ids: [SEED.flights.trArrivedPaid, SEED.flights.cnArrivedPaid],
    });
    const company = await apiSignIn('AX10002');
    const none = await request<ErrorResponse>('/api/courier/create', {
      token: company,
      json: courierOrder([SEED.flights.trArrivedPaid]),
    });
    expect(none.body.code).toBe('user_have_not_products');
  });
});

describe('notifications', () => {
  it('keeps each customer to their own, newest first, and marks all read', async () => {
    const token = await apiSignIn('AX10001');
    const all = await request<NotificationListResponse>('/api/notification/all', { token });
    expect(all.body.notifications.length).toBeGreaterThan(1);
    expect(all.body.unread).toBeGreaterThan(0);
    const dates = all.body.notifications.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const bell = await request<NotificationListResponse>('/api/notification/gets', { token });
    expect(bell.body.notifications.length).toBeLessThanOrEqual(10);
    expect(bell.body.unread).toBe(all.body.unread);

    const first = all.body.notifications[0]!;
    expect((await request(`/api/notification/get/${first._id}`, { token })).status).toBe(200);
    const other = await apiSignIn('AX10002');
    expect(
      (await request<ErrorResponse>(`/api/notification/get/${first._id}`, { token: other })).body
        .code,
    ).toBe('not_found');

    expect(
      (await request('/api/notification/markAllAsRead', { token, method: 'POST' })).body,
    ).toEqual({ success: true, unread: 0 });
    const after = await request<NotificationListResponse>('/api/notification/all', { token });
    expect(after.body.unread).toBe(0);
    expect(after.body.notifications.every((n) => n.status === '0')).toBe(true);
    expect(
      (await request<NotificationListResponse>('/api/notification/all', { token: other })).body
        .unread,
    ).toBeGreaterThan(0);
  });
});

describe('invoices', () => {
  it('lists the flight parcels with tariff, rate, fees and totals', async () => {
    const token = await apiSignIn('AX10001');
    const { status, body } = await request<InvoiceResponse>(
      `/api/invoice/get/${flightNo('cnArrivedUnpaid')}/main`,
      { token },
    );
    expect(status).toBe(200);
    expect(body.products).toEqual(
      expect.arrayContaining([
        {
          productOrderId: 'YT2023110512345678',
          quantity: 2,
          weight: 1.35,
          tariff: 8,
          rate: { USD: 2.6999 },
          // weight × tariff in USD; that × the rate in GEL (docs/product.md#invoice)
          transportFee: 10.8,
          amount: 29.16,
          individualPrice: false,
        },
      ]),
    );
    expect(body.invoice.additionalInformation).toMatchObject({
      userType: 1,
      nameKa: 'გიორგი',
      passport: '01001012345',
      allQuantity: 3,
      allWeight: 2.15,
      allSum: 46.44,
    });
    const again = await request<InvoiceResponse>(
      `/api/invoice/get/${flightNo('cnArrivedUnpaid')}/main`,
      { token },
    );
    expect(again.body.invoice.invoiceUnicId).toBe(body.invoice.invoiceUnicId);
    expect(
      (await request(`/api/invoice/get/${flightNo('cnArrivedUnpaid')}/tbilisi_1`, { token }))
        .status,
    ).toBe(200);
  });

  it('answers 404 for a flight without the customer parcels, 400 for an unknown variant', async () => {
    const token = await apiSignIn('AX10001');
    expect(
      (await request(`/api/invoice/get/${flightNo('cnArrivedOnTime')}/main`, { token })).status,
    ).toBe(404);
    expect(
      (await request(`/api/invoice/get/${flightNo('cnSentEditable')}/main`, { token })).status,
    ).toBe(404);
    expect(
      (await request(`/api/invoice/get/${flightNo('cnArrivedUnpaid')}/kutaisi`, { token })).status,
    ).toBe(400);
    // The company's parcels are at Kutaisi: no Tbilisi variant.
    const company = await apiSignIn('AX10002');
    expect(
      (await request(`/api/invoice/get/${flightNo('cnObtained')}/main`, { token: company })).status,
    ).toBe(200);
    expect(
      (await request(`/api/invoice/get/${flightNo('cnObtained')}/tbilisi_1`, { token: company }))
        .status,
    ).toBe(404);
  });
});

describe('branch choice', () => {
  it('saves the branch on the customer', async () => {
    const token = await apiSignIn('AX10001');
    const saved = await request<{ candidate: User }>('/api/branch/create', {
      token,
      json: { city: '_KUTAISI_', address: 'kutaisi_1' },
    });
    expect(saved.body.candidate.takedPlaced).toEqual({ city: '_KUTAISI_', address: 'kutaisi_1' });
    const legacy = await request<{ candidate: User }>('/api/branch/create', {
      token,
      json: { city: '_TBILISI_', address: 'qurdiani' },
    });
    expect(legacy.body.candidate.takedPlaced.address).toBe('didube');
    expect(
      (await request<ErrorResponse>('/api/branch/create', { token, json: { city: '_TBILISI_' } }))
        .body.code,
    ).toBe('branch_required');
    expect(
      (
        await request<ErrorResponse>('/api/branch/create', {
          token,
          json: { city: '_TBILISI_', address: 'vake' },
        })
      ).body.code,
    ).toBe('validation_error');
  });
});

describe('public data', () => {
  it('serves flights, news, rates, offices, tariffs, pages and the popup', async () => {
    const flights = await request<{ flight: { flightId: string }[]; count: number }>(
      '/api/flight/gets/0/10',
    );
    expect(flights.body.flight).toHaveLength(10);
    expect(flights.body.count).toBeGreaterThanOrEqual(12);
    const news = await request<{ news: { _id: string }[]; count: number }>('/api/news/gets/0/4');
    expect(news.body.news.length).toBeGreaterThan(0);
    expect((await request(`/api/news/get/${news.body.news[0]!._id}`)).status).toBe(200);
    expect((await request('/api/news/get/nope')).status).toBe(404);
    const rates = await request<{ rates: { code: string; rate: number }[] }>('/api2/rate/get');
    expect(rates.body.rates).toContainEqual({ code: 'CNY', rate: 3.7519 });
    const tariffs = await request<{ tariffs: unknown[] }>('/api/tariffs/gets');
    expect(tariffs.body.tariffs).toHaveLength(9);
    const offices = await request<{
      offices: { countryId: string; neigborhood?: string | null }[];
    }>('/api/office/gets');
    expect(offices.body.offices.map((o) => o.countryId)).toEqual(['1', '2', '3']);
    expect((await request('/api/page/get/terms')).status).toBe(200);
    expect((await request('/api/page/get/services')).status).toBe(200);
    expect((await request('/api/page/get/nope')).status).toBe(404);
    const popup = await request<{ popap: { popap: boolean } | null }>('/api/popap/get');
    expect(popup.body.popap?.popap).toBe(true);
  });

  it('pages the news newest first, each post once', async () => {
    type NewsPage = { news: { _id: string; createdAt: string }[]; count: number };
    const first = (await request<NewsPage>('/api/news/gets/0/4')).body;
    const all = [...first.news];
    for (let skip = 4; skip < first.count; skip += 4) {
      const page = (await request<NewsPage>(`/api/news/gets/${skip}/4`)).body;
      expect(page.count).toBe(first.count);
      expect(page.news).toHaveLength(Math.min(4, first.count - skip));
      all.push(...page.news);
    }
    expect((await request<NewsPage>(`/api/news/gets/${first.count}/4`)).body.news).toEqual([]);
    const dates = all.map((post) => post.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(all.map((post) => post._id)).size).toBe(first.count);
  });
});

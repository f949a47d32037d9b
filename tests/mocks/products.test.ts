/**
 * The parcels API on the mock handlers: the lists of each tab, another customer's parcel, and
 * editing and deleting (declaring a parcel: products-declare.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorResponse, Product, ProductListResponse } from '@/api';
import { SEED } from '@mocks/demo/seed';
import { call, flightNo, multipart, pdfFile, request, type Either } from './helpers';
import { apiSignIn } from '../helpers/session';
import { parcel } from '../data';

let token: string;
beforeEach(async () => {
  token = await apiSignIn('AX10001');
});
const list = (status: string, skip = 0, limit = 100) =>
  request<ProductListResponse>(`/api/product/gets/${status}/${skip}/${limit}`, { token });

describe('parcel lists', () => {
  it('has AX10001 parcels in all five tabs, newest first, with counts per country', async () => {
    for (const status of ['waiting', 'stock', 'sent', 'arrived', 'obtained']) {
      const { status: code, body } = await list(status);
      expect(code).toBe(200);
      expect(body.products.length).toBeGreaterThan(0);
      expect(body.products.every((p) => p.status === status)).toBe(true);
      const dates = body.products.map((p) => p.createdAt);
      expect(dates).toEqual([...dates].sort().reverse());
      const { total, china, usa, turkey, greece } = body.count;
      expect(total).toBe(body.products.length);
      expect(china + usa + turkey).toBe(total);
      expect(greece).toBe(0);
    }
  });

  it('groups the arrived tab by flight with debts, and lists paid arrived flights in newArr', async () => {
    const { body } = await list('arrived');
    const group = (role: keyof typeof SEED.flights) =>
      body.flights.find((f) => f.flightId === flightNo(role));
    expect(group('cnArrivedUnpaid')).toMatchObject({
      state: 'unpaid',
      debt: 46.44,
      custom: true,
      tbilisi: true,
      countryId: '1',
    });
    expect(group('usArrivedUnpaid')).toMatchObject({ state: 'unpaid', debt: 199.25 });
    expect(group('trArrivedPaid')).toMatchObject({ state: 'paid', debt: 0 });
    expect(body.newArr.map((g) => g.flightId).sort()).toEqual(
      [flightNo('cnArrivedPaid'), flightNo('trArrivedPaid')].sort(),
    );
    const camera = body.products.find((p) => p._id === SEED.parcels.iArrivedCamera);
    expect(camera).toMatchObject({
      custom: true,
      file: 'sample-invoice.pdf',
      otherShop: 'jd.com',
      shop: '_OTHER_SHOP_',
    });
  });

  it('marks the editable sent flight with updateStatus', async () => {
    const { body } = await request<ProductListResponse>('/api/product/getswith/sent/0/100', {
      token,
    });
    expect(body.flights.find((f) => f.flightId === flightNo('cnSentEditable'))?.updateStatus).toBe(
      true,
    );
    expect(body.flights.find((f) => f.flightId === flightNo('usSent'))?.updateStatus).toBe(false);
  });

  it('pages', async () => {
    const all = (await list('waiting')).body.products;
    const page = await list('waiting', 1, 2);
    expect(page.body.products.map((p) => p._id)).toEqual(all.slice(1, 3).map((p) => p._id));
    expect(page.body.count.total).toBe(all.length);
  });

  it.each([
    ['unknown status', '/api/product/gets/lost/0/10'],
    ['negative skip', '/api/product/gets/waiting/-1/10'],
    ['fractional limit', '/api/product/gets/waiting/0/1.5'],
    ['zero limit', '/api/product/gets/waiting/0/0'],
    ['huge limit', '/api/product/gets/waiting/0/99999999999999999999'],
  ])('rejects %s with 400', async (_name, path) => {
    const { status, body } = await request<ErrorResponse>(path, { token });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_error');
  });
});

describe("another customer's parcel", () => {
  it('answers 404 not_found to get, update and delete', async () => {
    const id = SEED.parcels.cWaitingStock;
    expect((await request<ErrorResponse>(`/api/product/get/${id}`, { token })).body.code).toBe(
      'not_found',
    );
    const update = await request<ErrorResponse>('/api/product/updateProduct', {
      token,
      json: { ...parcel(), productId: id, amountGel: 54 },
    });
    expect(update).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await call(`/api/product/delete/${id}`, { token, method: 'POST' })).status).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('edits a waiting parcel but keeps its country and tracking number', async () => {
    const json = {
      ...parcel({ productOrderId: 'CHANGED1', senderCountryId: '3', amount: 52, quantity: 3 }),
      productId: SEED.parcels.iWaitingJacket,
      amountGel: 140.39,
    };
    const { status, body } = await request<{ product: Product }>('/api/product/updateProduct', {
      token,
      json,
    });
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      productOrderId: 'YT2411220384512',
      senderCountryId: '1',
      price: 52,
      quantity: 3,
    });
  });

  it('edits a sent parcel only while its flight is open', async () => {
    const update = (id: string) =>
      request<ErrorResponse>('/api/product/updateProduct', {
        token,
        json: { ...parcel(), productId: id, amountGel: 54 },
      });
    expect((await update(SEED.parcels.iSentBag)).status).toBe(200);
    expect((await update(SEED.parcels.iSentBrakes)).body.code).toBe('product_not_editable');
    expect((await update(SEED.parcels.iArrivedJacket)).body.code).toBe('product_not_editable');
  });

  it('needs a file when an edit crosses 300 GEL, unless one is stored', async () => {
    const update = (id: string) =>
      request<Either<{ product: Product }>>('/api/product/updateProduct', {
        token,
        json: { ...parcel({ amount: 900 }), productId: id, amountGel: 2429.91 },
      });
    expect((await update(SEED.parcels.iWaitingJacket)).body.code).toBe('file_required');
    expect((await update(SEED.parcels.iWaitingLaptop)).body.product.custom).toBe(true);
    const withFile = await request<{ product: Product }>('/api/product/updateProductWithFile', {
      token,
      ...multipart(
        { ...parcel({ amount: 900 }), productId: SEED.parcels.iWaitingJacket, amountGel: 2429.91 },
        pdfFile,
      ),
    });
    expect(withFile.body.product).toMatchObject({
      custom: true,
      file: expect.stringMatching(/invoice\.pdf$/),
    });
  });

  it('deletes only waiting parcels', async () => {
    expect(
      (await call(`/api/product/delete/${SEED.parcels.iWaitingGift}`, { token, method: 'POST' }))
        .status,
    ).toBe(200);
    expect((await call(`/api/product/get/${SEED.parcels.iWaitingGift}`, { token })).status).toBe(
      404,
    );
    for (const id of [
      SEED.parcels.iStockCables,
      SEED.parcels.iSentBag,
      SEED.parcels.iArrivedJacket,
    ]) {
      const { status, body } = await request<ErrorResponse>(`/api/product/delete/${id}`, {
        token,
        method: 'POST',
      });
      expect(status).toBe(400);
      expect(body.code).toBe('product_not_deletable');
    }
  });
});

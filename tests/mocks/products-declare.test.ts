/**
 * Declaring a parcel on the mock handlers: what is accepted as the parcel form writes it, what is
 * refused, a tracking number declared twice, and the invoice file from 300 GEL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ErrorResponse, Product, ProductListResponse } from '@/api';
import { call, multipart, pdfFile, request, type Either } from './helpers';
import { apiSignIn } from '../helpers/session';
import { parcel } from '../data';

let token: string;
beforeEach(async () => {
  token = await apiSignIn('AX10001');
});

const add = (json: unknown) =>
  request<Either<{ product: Product }>>('/api/product/addProduct', { token, json });
const addWithFile = (inputs: unknown) =>
  request<Either<{ product: Product }>>('/api/product/addProductWithFile', {
    token,
    ...multipart(inputs, pdfFile),
  });
const list = (status: string, skip = 0, limit = 100) =>
  request<ProductListResponse>(`/api/product/gets/${status}/${skip}/${limit}`, { token });

describe('declaring a parcel', () => {
  it('creates a waiting, unpaid parcel', async () => {
    const { status, body } = await add(parcel({ description: 'ქურთუკი' }));
    expect(status).toBe(200);
    expect(body.product).toMatchObject({
      status: 'waiting',
      state: 'unpaid',
      flightId: null,
      weight: null,
      custom: false,
      price: 20,
    });
    expect((await list('waiting')).body.products[0]?._id).toBe(body.product._id);
  });

  it.each([
    ['quantity 0', { quantity: 0 }],
    ['fractional quantity', { quantity: 1.5 }],
    ['amount 0', { amount: 0 }],
    ['amount as text', { amount: 'abc' }],
    ['huge amount', { amount: 1e300 }],
    ['amount over 10,000,000', { amount: 10_000_000.01 }],
    ['amount with 3 decimals', { amount: 12.345 }],
    ['amount written with a leading zero', { amount: '05' }],
    ['quantity over 100,000', { quantity: 100_001 }],
    ['quantity written as a decimal', { quantity: '1.0' }],
    ['unknown currency', { currency: 'XYZ' }],
    ['unknown country', { senderCountryId: '4' }],
    ['unknown category', { productName: 'WEAPONS' }],
    ['tracking number with a dash', { productOrderId: 'AB-123' }],
    ['no shop', { shop: '' }],
    ['other shop without a name', { shop: '_OTHER_SHOP_', shopOther: '' }],
    ['other shop name with a dash', { shop: '_OTHER_SHOP_', shopOther: 'jd-com' }],
    ['personal parcel without sender', { personalParcel: true, shop: '', senderName: '' }],
    ['note over 160 characters', { description: 'x'.repeat(161) }],
    ['unknown branch', { branches: 'vake' }],
  ])('rejects %s with validation_error', async (_name, over) => {
    const { status, body } = await add(parcel(over));
    expect(status).toBe(400);
    expect(body.code).toBe('validation_error');
  });

  it('accepts amounts and quantities as the parcel form writes them, and another shop by name', async () => {
    for (const [i, over] of [
      { amount: '12.50', quantity: '2' },
      { amount: 0.5, quantity: 100_000 },
      { amount: '5.', quantity: '007' },
      { shop: '_OTHER_SHOP_', shopOther: 'shop.example.com' },
    ].entries()) {
      const { status } = await add(parcel({ productOrderId: `FORM${i}`, ...over }));
      expect({ over, status }).toEqual({ over, status: 200 });
    }
  });

  it('accepts a personal parcel without a shop', async () => {
    const { body } = await add(parcel({ personalParcel: true, shop: '', senderName: 'Li Wei' }));
    expect(body.product).toMatchObject({ personalParcel: true, shop: null, senderName: 'Li Wei' });
  });

  it('refuses a tracking number already declared, by anyone, in any case', async () => {
    expect((await add(parcel({ productOrderId: 'AL2411200000187'.toLowerCase() }))).body.code).toBe(
      'product_already_added',
    );
    await add(parcel({ productOrderId: 'NEW123' }));
    expect((await add(parcel({ productOrderId: 'NEW123' }))).body.code).toBe(
      'product_already_added',
    );
  });

  it('requires the invoice file from 300.00 GEL (converted with the rates) or with clearance', async () => {
    // 300 GEL exactly, 111.12 USD × 2.6999 = 300.01, 799 CNY × 3.7519 / 10 = 299.78
    expect(
      (await add(parcel({ productOrderId: 'G1', amount: 300, currency: 'GEL' }))).body.code,
    ).toBe('file_required');
    expect(
      (await add(parcel({ productOrderId: 'G2', amount: 299.99, currency: 'GEL' }))).status,
    ).toBe(200);
    expect(
      (await add(parcel({ productOrderId: 'U1', amount: 111.12, currency: 'USD' }))).body.code,
    ).toBe('file_required');
    expect(
      (await add(parcel({ productOrderId: 'C1', amount: 799, currency: 'CNY' }))).body.product
        .custom,
    ).toBe(false);
    expect((await add(parcel({ productOrderId: 'C2', clearance: true }))).body.code).toBe(
      'file_required',
    );

    const withFile = await addWithFile(parcel({ productOrderId: 'U2', amount: 500 }));
    expect(withFile.status).toBe(200);
    expect(withFile.body.product.custom).toBe(true);
    expect(withFile.body.product.file).toMatch(/invoice\.pdf$/);
    const path = `/uploads/invoices/${withFile.body.product.file}`;
    const served = await call(path, { token });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(await served.text()).toBe(pdfFile.content);
    // Only its owner reads it: no token 401, another customer 404.
    expect((await call(path)).status).toBe(401);
    const other = await apiSignIn('AX10002');
    expect((await call(path, { token: other })).status).toBe(404);
    // A random name of 128 bits before the original one.
    expect(withFile.body.product.file).toMatch(/^[0-9a-f]{32}-invoice\.pdf$/);
  });

  it('checks the uploaded file', async () => {
    const wrong = await request<ErrorResponse>('/api/product/addProductWithFile', {
      token,
      ...multipart(parcel(), {
        content: 'MZ',
        type: 'application/x-msdownload',
        name: 'invoice.exe',
      }),
    });
    expect(wrong.body.code).toBe('INCORECT_FILE_TYPE');
  });
});

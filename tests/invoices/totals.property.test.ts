/**
 * An invoice's totals equal the sum of its rows, for any parcels: the mock server's
 * totals (allQuantity, allWeight, allSum) and the client's totals row, in exact units (grams,
 * US cents, tetri). Each row's transport fee is weight × tariff in USD and its amount that × the
 * rate in GEL; a parcel of 50 kg or more has no USD fee and the amount staff set, if any.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceResponse } from '@/api';
import { db, type ParcelRecord } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { feeTetri, usdFeeCents } from '@mocks/lib/money';
import { invoiceRows, invoiceTotals, toGrams } from '@/features/invoices/invoiceRows';
import { toTetri } from '@/shared/money';
import { flightNo, request } from '../mocks/helpers';
import { apiSignIn } from '../helpers/session';

const line = fc.record({
  grams: fc.oneof(fc.integer({ min: 1, max: 49_999 }), fc.integer({ min: 50_000, max: 1_000_000 })),
  /** The fee staff set, in tetri (taken only for a parcel of 50 kg or more). */
  individualFeeTetri: fc.option(fc.integer({ min: 1, max: 5_000_000 })),
  quantity: fc.integer({ min: 1, max: 500 }),
  status: fc.constantFrom<ParcelRecord['status']>('arrived', 'obtained'),
  state: fc.constantFrom<ParcelRecord['state']>('paid', 'unpaid'),
});

describe('invoice totals', () => {
  it('equal the sum of the rows, on the server and in the client', async () => {
    const token = await apiSignIn('AX10001');
    const flightId = flightNo('cnArrivedUnpaid');
    const template = db.parcels.findFirst((q) =>
      q.where({ ownerId: SEED.users.individual._id, flightId }),
    )!;
    let serial = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 25 }), async (lines) => {
        db.parcels.deleteMany((q) => q.where({ ownerId: SEED.users.individual._id, flightId }));
        for (const { grams, individualFeeTetri, quantity, status, state } of lines) {
          serial += 1;
          await db.parcels.create({
            ...template,
            _id: `prop-${serial}`,
            productOrderId: `PROP${String(serial).padStart(10, '0')}`,
            weight: grams / 1000,
            individualFeeTetri,
            quantity,
            status,
            state,
          });
        }
        const { status, body } = await request<InvoiceResponse>(
          `/api/invoice/get/${flightId}/main`,
          { token },
        );
        expect(status).toBe(200);
        const rows = invoiceRows(body.products);
        const totals = invoiceTotals(rows);
        const info = body.invoice.additionalInformation;

        // One row per parcel, each fee exact: USD = weight × tariff, GEL = weight × tariff × rate
        // (or the fee staff set for a parcel of 50 kg or more, none until they set it).
        expect(rows.map((row) => row.grams)).toEqual(lines.map((l) => l.grams));
        body.products.forEach((product, index) => {
          const { grams, individualFeeTetri } = lines[index]!;
          expect(product.individualPrice).toBe(grams >= 50_000);
          if (product.individualPrice) {
            expect(product.transportFee).toBeNull();
            expect(product.amount === null ? null : toTetri(product.amount)).toBe(
              individualFeeTetri,
            );
          } else {
            expect(toTetri(product.transportFee!)).toBe(
              usdFeeCents(product.weight, product.tariff),
            );
            expect(toTetri(product.amount!)).toBe(
              feeTetri(product.weight, product.tariff, product.rate.USD),
            );
          }
        });
        // The client's totals row is the sum of its rows …
        expect(totals.quantity).toBe(rows.reduce((s, r) => s + r.quantity, 0));
        expect(totals.grams).toBe(lines.reduce((s, l) => s + l.grams, 0));
        expect(totals.amountTetri).toBe(rows.reduce((s, r) => s + (r.amountTetri ?? 0), 0));
        expect(totals.feeCents).toBe(rows.reduce((s, r) => s + (r.feeCents ?? 0), 0));
        // … and the server's totals are the same sums.
        expect(info.allQuantity).toBe(totals.quantity);
        expect(toGrams(info.allWeight)).toBe(totals.grams);
        expect(toTetri(info.allSum)).toBe(totals.amountTetri);
        // GEL numbers with at most 2 decimals, not sums of binary floats (0.30000000000000004).
        expect(info.allSum).toBe(totals.amountTetri / 100);
        expect(info.allWeight).toBe(totals.grams / 1000);
      }),
      { numRuns: 30 },
    );
  });
});

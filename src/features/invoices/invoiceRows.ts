/**
 * The invoice's lines and totals in exact units: weights in grams, money in integer tetri, so
 * the totals row is the sum of the rows to the tetri (never a sum of binary floats).
 */
import type { InvoiceCustomer, InvoiceProduct } from '@/api';
import { toTetri } from '@/shared/money';

export interface InvoiceRow {
  tracking: string;
  quantity: number;
  grams: number;
  tariffUsd: number;
  rateUsd: number;
  amountTetri: number;
  feeTetri: number;
}

export interface InvoiceTotals {
  quantity: number;
  grams: number;
  amountTetri: number;
  feeTetri: number;
}

/** kg from the API → integer grams (1.35 → 1350). */
export const toGrams = (kg: number) => (Number.isFinite(kg) ? Math.round(kg * 1000) : 0);

export function invoiceRows(products: readonly InvoiceProduct[]): InvoiceRow[] {
  return products.map((product) => ({
    tracking: product.productOrderId,
    quantity: product.quantity,
    grams: toGrams(product.weight),
    tariffUsd: product.tariff,
    rateUsd: product.rate.USD,
    amountTetri: toTetri(product.amount),
    feeTetri: toTetri(product.transportFee),
  }));
}

export function invoiceTotals(rows: readonly InvoiceRow[]): InvoiceTotals {
  return rows.reduce<InvoiceTotals>(
    (sum, row) => ({
      quantity: sum.quantity + row.quantity,
      grams: sum.grams + row.grams,
      amountTetri: sum.amountTetri + row.amountTetri,
      feeTetri: sum.feeTetri + row.feeTetri,
    }),
    { quantity: 0, grams: 0, amountTetri: 0, feeTetri: 0 },
  );
}

/** Grams → kg text with up to 3 decimals ("1350" → "1.35"), exact. */
export function gramsToKgText(grams: number): string {
  const whole = Math.floor(grams / 1000);
  const rest = String(grams % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : String(whole);
}

/**
 * Who receives the invoice (docs/product.md#invoice, as on the profile): an organisation that is
 * not an individual entrepreneur is named by its LTD name (Georgian, and English when there is one)
 * and company identification code; everyone else (people, individual entrepreneurs, foreign
 * citizens) by their name and personal or passport number.
 */
export type Receiver =
  | { kind: 'company'; name: string; nameEn: string | null; orgId: string | null }
  | {
      kind: 'person';
      nameKa: string;
      nameEn: string;
      idKind: 'personal' | 'passport';
      id: string | null;
    };

export function receiverOf(customer: InvoiceCustomer): Receiver {
  if (customer.userType === 2 && !customer.indEntrepreneur) {
    return {
      kind: 'company',
      name: customer.LTDName ?? '',
      nameEn: customer.LTDNameEn,
      orgId: customer.orgId,
    };
  }
  const nameKa = `${customer.nameKa} ${customer.lastNameKa}`.trim();
  const nameEn = `${customer.nameEn} ${customer.lastNameEn}`.trim();
  const id = customer.passport;
  return {
    kind: 'person',
    nameKa,
    nameEn,
    idKind: id && !/^\d{11}$/.test(id) ? 'passport' : 'personal',
    id,
  };
}

/**
 * The invoice's lines and totals in exact units: weights in grams, money in integer hundredths
 * (US cents for the transport fee, tetri for the amount), so the totals row is the sum of the
 * rows exactly (never a sum of binary floats). docs/product.md#invoice: the transport fee is
 * weight × tariff in USD, the amount what the parcel is charged in GEL (that fee × the rate); a
 * parcel of 50 kg or more is priced individually: no USD fee, and its amount is the fee staff
 * set, or none yet.
 */
import type { InvoiceCustomer, InvoiceProduct } from '@/api';
import { toTetri } from '@/shared/money';

export interface InvoiceRow {
  tracking: string;
  quantity: number;
  grams: number;
  tariffUsd: number;
  rateUsd: number;
  /** Transport fee in US cents; null for a parcel priced individually. */
  feeCents: number | null;
  /** The amount charged in tetri; null while a parcel priced individually has no fee. */
  amountTetri: number | null;
  /** 50 kg or more: priced individually. */
  individual: boolean;
}

export interface InvoiceTotals {
  quantity: number;
  grams: number;
  feeCents: number;
  amountTetri: number;
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
    feeCents: product.transportFee === null ? null : toTetri(product.transportFee),
    amountTetri: product.amount === null ? null : toTetri(product.amount),
    individual: product.individualPrice,
  }));
}

export function invoiceTotals(rows: readonly InvoiceRow[]): InvoiceTotals {
  return rows.reduce<InvoiceTotals>(
    (sum, row) => ({
      quantity: sum.quantity + row.quantity,
      grams: sum.grams + row.grams,
      feeCents: sum.feeCents + (row.feeCents ?? 0),
      amountTetri: sum.amountTetri + (row.amountTetri ?? 0),
    }),
    { quantity: 0, grams: 0, feeCents: 0, amountTetri: 0 },
  );
}

/** Grams → kg text with up to 3 decimals ("1350" → "1.35"), exact. */
export function gramsToKgText(grams: number): string {
  const whole = Math.floor(grams / 1000);
  let rest = String(grams % 1000).padStart(3, '0');
  while (rest.endsWith('0')) rest = rest.slice(0, -1);
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

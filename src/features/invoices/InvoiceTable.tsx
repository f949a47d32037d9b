import type { ReactNode } from 'react';
import type { InvoiceProduct } from '@/api';
import { formatNumber } from '@/shared/format';
import { useScrollStrip } from '@/shared/hooks/useScrollStrip';
import { tetriToText } from '@/shared/money';
import { useBilingual } from './bilingual';
import { gramsToKgText, invoiceRows, invoiceTotals, type InvoiceRow } from './invoiceRows';

/** Numbers on the bilingual invoice: one notation for both languages, "1,234.50". */
const money = (tetri: number) =>
  formatNumber(tetriToText(tetri), 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimal = (value: number, min: number, max: number) =>
  formatNumber(value, 'en', { minimumFractionDigits: min, maximumFractionDigits: max });
const kg = (grams: number) =>
  formatNumber(gramsToKgText(grams), 'en', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** The invoice's parcels, one line each, and their totals. */
export function InvoiceTable({ products }: { products: readonly InvoiceProduct[] }) {
  const { both, stacked } = useBilingual();
  // On a phone the A4 table is wider than the screen: it scrolls, faded where more of it is.
  const tableStrip = useScrollStrip<HTMLTableElement>();
  const rows = invoiceRows(products);
  const totals = invoiceTotals(rows);

  return (
    <>
      {/* On a phone the table scrolls and its last column, the amount, starts out of sight: the
          amount due stands above it (screen only; the table's totals say it on paper). */}
      <p className="invoice-due" data-testid="invoice-due">
        <span>{both('amountDue')}</span>
        <span className="invoice-due-amount">{money(totals.amountTetri)} GEL</span>
      </p>
      {/* Focusable: on a phone the table scrolls sideways, and a keyboard scrolls only what has
          focus (its cells hold no control; axe's scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
      <table ref={tableStrip} tabIndex={0} className="table table-sm invoice-table">
        <caption className="visually-hidden">{both('parcels')}</caption>
        <thead>
          <tr>
            <th scope="col" className="invoice-num">
              {stacked('rowNumber')}
            </th>
            <th scope="col">{stacked('tracking')}</th>
            <th scope="col" className="text-end">
              {stacked('quantity')}
            </th>
            <th scope="col" className="text-end">
              {stacked('weight')}
            </th>
            <th scope="col" className="text-end">
              {stacked('tariff')}
            </th>
            <th scope="col" className="text-end">
              {stacked('fee')}
            </th>
            <th scope="col" className="text-end">
              {stacked('rate')}
            </th>
            <th scope="col" className="text-end">
              {stacked('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <InvoiceLine
              key={`${row.tracking}-${index}`}
              row={row}
              index={index}
              individual={stacked('individual')}
            />
          ))}
          {/* The totals end the body rather than stand in a tfoot: on paper they keep the last
            row with them, which Chromium does only within one row group. */}
          <tr className="invoice-totals" data-testid="invoice-totals">
            <th scope="row" colSpan={2}>
              {both('total')}
            </th>
            <td className="text-end">{totals.quantity}</td>
            <td className="text-end">{kg(totals.grams)}</td>
            <td />
            <td className="text-end">{money(totals.feeCents)}</td>
            <td />
            <td className="text-end">{money(totals.amountTetri)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

/**
 * One parcel: weight × tariff = the transport fee in USD, × the rate = the amount in GEL. A
 * parcel priced individually has neither tariff nor USD fee; its amount is the fee staff set,
 * or "priced individually" until they do.
 */
function InvoiceLine({
  row,
  index,
  individual,
}: {
  row: InvoiceRow;
  index: number;
  individual: ReactNode;
}) {
  return (
    <tr>
      <td className="invoice-num">{index + 1}</td>
      <td className="invoice-tracking">{row.tracking}</td>
      <td className="text-end">{row.quantity}</td>
      <td className="text-end">{kg(row.grams)}</td>
      <td className="text-end">{row.individual ? '—' : decimal(row.tariffUsd, 2, 2)}</td>
      <td className="text-end">{row.feeCents === null ? '—' : money(row.feeCents)}</td>
      <td className="text-end">{decimal(row.rateUsd, 4, 4)}</td>
      <td className="text-end">{row.amountTetri === null ? individual : money(row.amountTetri)}</td>
    </tr>
  );
}

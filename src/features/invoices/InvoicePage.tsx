import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { Printer } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useGetInvoiceQuery, type InvoiceBranch, type InvoiceResponse } from '@/api';
import { company, pageTitle } from '@/config/company';
import { paths } from '@/config/paths';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { NotFoundPage } from '@/shared/components/NotFoundPage';
import { useScrollStrip } from '@/shared/hooks/useScrollStrip';
import type enInvoices from '@/locales/en/invoices.json';
import { formatDate, formatNumber } from '@/shared/format';
import { tetriToText } from '@/shared/money';
import {
  gramsToKgText,
  invoiceRows,
  invoiceTotals,
  receiverOf,
  type InvoiceRow,
} from './invoiceRows';
import '@/styles/invoice.css';

/** The route's branch segment → the API's branch: none is `main`; only `tbilisi_1` is another. */
function apiBranch(segment: string | undefined): InvoiceBranch | null {
  if (segment === undefined) return 'main';
  return segment === 'tbilisi_1' ? 'tbilisi_1' : null;
}

/**
 * /invoice/{flightId} and /invoice/{flightId}/tbilisi_1: the printable invoice of the customer's
 * parcels of a flight, outside the layout. Georgian and English whatever the interface language
 * (docs/product.md#invoice). Another customer's flight, or a flight without invoiced parcels, is
 * not found.
 */
export function InvoicePage() {
  const { flightId, branch } = useParams();
  const variant = apiBranch(branch);
  if (!flightId || !variant) return <NotFoundPage />;
  return <InvoiceLoader flightId={flightId} branch={variant} />;
}

function InvoiceLoader({ flightId, branch }: { flightId: string; branch: InvoiceBranch }) {
  const { t } = useTranslation('invoices');
  const { data, error, isLoading, refetch } = useGetInvoiceQuery({ flightId, branch });
  if (isLoading) return <LoadingState label={t('loading')} className="invoice-state" />;
  if (error && 'status' in error && (error.status === 404 || error.status === 400)) {
    return <NotFoundPage />;
  }
  if (error || !data) {
    return (
      <div className="invoice-state">
        <ErrorState onRetry={() => void refetch()}>{t('error')}</ErrorState>
      </div>
    );
  }
  return <InvoiceDocument data={data} />;
}

type Key = keyof typeof enInvoices;

/** Numbers on the bilingual invoice: one notation for both languages, "1,234.50". */
const money = (tetri: number) =>
  formatNumber(tetriToText(tetri), 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimal = (value: number, min: number, max: number) =>
  formatNumber(value, 'en', { minimumFractionDigits: min, maximumFractionDigits: max });
const kg = (grams: number) =>
  formatNumber(gramsToKgText(grams), 'en', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

function InvoiceDocument({ data }: { data: InvoiceResponse }) {
  const { t: ka } = useTranslation('invoices', { lng: 'ka' });
  const { t: en } = useTranslation('invoices', { lng: 'en' });
  // On a phone the A4 table is wider than the screen: it scrolls, faded where more of it is.
  const tableStrip = useScrollStrip<HTMLTableElement>();

  /** A label in both languages: "ინვოისი / Invoice". */
  const both = (key: Key): ReactNode => (
    <>
      <span lang="ka">{String(ka(key))}</span> / <span lang="en">{String(en(key))}</span>
    </>
  );
  /** A column heading: Georgian over English. */
  const stacked = (key: Key): ReactNode => (
    <>
      <span lang="ka" className="d-block">
        {String(ka(key))}
      </span>
      <span className="visually-hidden"> / </span>
      <span lang="en" className="invoice-en d-block">
        {String(en(key))}
      </span>
    </>
  );

  const { invoice, products } = data;
  const rows = invoiceRows(products);
  const totals = invoiceTotals(rows);
  const receiver = receiverOf(invoice.additionalInformation);
  const legal = company.legal;

  return (
    <main className="invoice-page">
      <title>{`${String(ka('title'))} ${invoice.invoiceUnicId} · ${pageTitle}`}</title>
      <div className="invoice-actions">
        <Link to={paths.home} className="btn btn-outline-secondary btn-sm">
          {both('back')}
        </Link>
        <Button variant="primary" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden className="me-2" />
          {both('print')}
        </Button>
      </div>

      <article className="invoice-document" aria-labelledby="invoice-title">
        <header className="invoice-head">
          <div>
            <p className="invoice-company mb-1">
              <span lang="ka">{legal.name.ka}</span>
              <span lang="en" className="invoice-en d-block">
                {legal.name.en}
              </span>
            </p>
          </div>
          <div className="invoice-title-block">
            <h1 id="invoice-title" className="invoice-title">
              {both('title')}
            </h1>
            <dl className="invoice-meta">
              <div>
                <dt>{both('number')}</dt>
                <dd data-testid="invoice-number">{invoice.invoiceUnicId}</dd>
              </div>
              <div>
                <dt>{both('date')}</dt>
                <dd>{formatDate(invoice.createdAt)}</dd>
              </div>
              <div>
                <dt>{both('flight')}</dt>
                <dd>{invoice.flightId}</dd>
              </div>
            </dl>
          </div>
        </header>

        <div className="invoice-parties">
          <section aria-labelledby="invoice-issuer">
            <h2 id="invoice-issuer" className="invoice-party-title">
              {both('issuer')}
            </h2>
            <dl className="invoice-party">
              <div>
                <dt>{both('name')}</dt>
                <dd>
                  <span lang="ka">{legal.name.ka}</span> / <span lang="en">{legal.name.en}</span>
                </dd>
              </div>
              <div>
                <dt>{both('idCode')}</dt>
                <dd>{legal.idCode}</dd>
              </div>
              <div>
                <dt>{both('address')}</dt>
                <dd>
                  <span lang="ka">{legal.address.ka}</span>
                  <span lang="en" className="invoice-en d-block">
                    {legal.address.en}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{both('bank')}</dt>
                <dd>
                  <span lang="ka">{legal.bank.name.ka}</span> /{' '}
                  <span lang="en">{legal.bank.name.en}</span>
                </dd>
              </div>
              <div>
                <dt>{both('swift')}</dt>
                <dd>{legal.bank.swift}</dd>
              </div>
              <div>
                <dt>{both('iban')}</dt>
                <dd>
                  <span data-testid="invoice-iban">{legal.bank.iban}</span>
                  {/* A space, not a margin: without one the IBAN and "(სადემონსტრაციო" are one
                      word, which wraps at any letter. */}
                  {legal.bank.ibanIsDemo && (
                    <>
                      {' '}
                      <span className="invoice-demo-mark">({both('demo')})</span>
                    </>
                  )}
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="invoice-receiver">
            <h2 id="invoice-receiver" className="invoice-party-title">
              {both('receiver')}
            </h2>
            <dl className="invoice-party" data-testid="invoice-receiver">
              {receiver.kind === 'company' ? (
                <>
                  <div>
                    <dt>{both('organisation')}</dt>
                    <dd>
                      <span lang="ka">{receiver.name}</span>
                      {receiver.nameEn && (
                        <>
                          {' / '}
                          <span lang="en">{receiver.nameEn}</span>
                        </>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt>{both('idCode')}</dt>
                    <dd>{receiver.orgId ?? '—'}</dd>
                  </div>
                </>
              ) : (
                <>
                  <div>
                    <dt>{both('name')}</dt>
                    <dd>
                      {receiver.nameKa && <span lang="ka">{receiver.nameKa}</span>}
                      {receiver.nameKa && receiver.nameEn && ' / '}
                      {receiver.nameEn && <span lang="en">{receiver.nameEn}</span>}
                    </dd>
                  </div>
                  <div>
                    <dt>{both(receiver.idKind === 'passport' ? 'passport' : 'personalNumber')}</dt>
                    <dd>{receiver.id ?? '—'}</dd>
                  </div>
                </>
              )}
            </dl>
          </section>
        </div>

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
      </article>
    </main>
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

import Button from 'react-bootstrap/Button';
import { Printer } from '@/shared/icons/Printer';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useGetInvoiceQuery, type InvoiceBranch, type InvoiceResponse } from '@/api';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { DocumentTitle } from '@/shared/components/DocumentTitle';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { NotFoundPage } from '@/shared/components/NotFoundPage';
import { formatDate } from '@/shared/format';
import { useBilingual } from './bilingual';
import { InvoiceTable } from './InvoiceTable';
import { receiverOf } from './invoiceRows';
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

function InvoiceDocument({ data }: { data: InvoiceResponse }) {
  const { t } = useTranslation('invoices');
  const { both } = useBilingual();

  const { invoice, products } = data;
  const receiver = receiverOf(invoice.additionalInformation);
  const legal = company.legal;

  return (
    <main className="invoice-page">
      {/* The tab, unlike the document, speaks the interface's language. */}
      <DocumentTitle>{`${t('title')} ${invoice.invoiceUnicId}`}</DocumentTitle>
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
                <dd className="invoice-code">{legal.idCode}</dd>
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
                <dd className="invoice-code">{legal.bank.swift}</dd>
              </div>
              <div>
                <dt>{both('iban')}</dt>
                <dd>
                  <span data-testid="invoice-iban" className="invoice-code">
                    {legal.bank.iban}
                  </span>
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
                    <dd className="invoice-code">{receiver.orgId ?? '—'}</dd>
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
                    <dd className="invoice-code">{receiver.id ?? '—'}</dd>
                  </div>
                </>
              )}
            </dl>
          </section>
        </div>

        <InvoiceTable products={products} />
      </article>
    </main>
  );
}

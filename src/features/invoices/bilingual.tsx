import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type enInvoices from '@/locales/en/invoices.json';

export type InvoiceKey = keyof typeof enInvoices;

/**
 * The invoice's words, in Georgian and English whatever the interface language
 * (docs/product.md#invoice): `ka` alone, `both` on one line, `stacked` for a column heading.
 */
export function useBilingual() {
  const { t: ka } = useTranslation('invoices', { lng: 'ka' });
  const { t: en } = useTranslation('invoices', { lng: 'en' });

  /** A label in both languages: "ინვოისი / Invoice". */
  const both = (key: InvoiceKey): ReactNode => (
    <>
      <span lang="ka">{String(ka(key))}</span> / <span lang="en">{String(en(key))}</span>
    </>
  );
  /** A column heading: Georgian over English. */
  const stacked = (key: InvoiceKey): ReactNode => (
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

  return { ka: (key: InvoiceKey) => String(ka(key)), both, stacked };
}

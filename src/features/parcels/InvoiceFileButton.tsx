import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FileEarmarkCheck } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/api';
import { env } from '@/config/env';
import { useAppDispatch } from '@/store/hooks';
import { showError } from '@/shared/toasts/toastsSlice';

/** Where a parcel's invoice file is served (docs/product.md#7-calls: uploads/invoices/{file}). */
export function invoiceFileUrl(file: string): string {
  return `${env.apiBase || window.location.origin}/uploads/invoices/${encodeURIComponent(file)}`;
}

/**
 * Opens a parcel's invoice in a new window. A real backend serves the file at its URL. In the
 * demo the file lives in the mock backend (a navigation would bypass it), so it is fetched and
 * opened as a blob. The window is opened at once, inside the click, so no popup blocker stops it.
 */
async function openInvoiceFile(file: string): Promise<boolean> {
  const url = invoiceFileUrl(file);
  if (!env.apiMocking) {
    window.open(url, '_blank', 'noopener');
    return true;
  }
  const target = window.open('', '_blank');
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blobUrl = URL.createObjectURL(await response.blob());
    if (target) target.location.href = blobUrl;
    else window.location.assign(blobUrl);
    // The new window has loaded the file by then; free the memory a while later.
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
    return true;
  } catch {
    target?.close();
    return false;
  }
}

/** "Attached" with a button that opens the file, or "not attached". */
export function InvoiceFileButton({
  parcel,
  compact = false,
}: {
  parcel: Product;
  compact?: boolean;
}) {
  const { t } = useTranslation('parcels');
  const dispatch = useAppDispatch();
  const [opening, setOpening] = useState(false);
  if (!parcel.file) {
    return compact ? null : (
      <span className="text-body-secondary small">{t('invoiceFile.none')}</span>
    );
  }
  const file = parcel.file;
  return (
    <Button
      size="sm"
      variant="outline-primary"
      className="text-nowrap"
      disabled={opening}
      onClick={() => {
        setOpening(true);
        void openInvoiceFile(file).then((opened) => {
          setOpening(false);
          if (!opened) dispatch(showError('parcels:invoiceFile.failed'));
        });
      }}
      aria-label={t('invoiceFile.openFor', { tracking: parcel.productOrderId })}
      title={compact ? t('invoiceFile.open') : undefined}
    >
      <FileEarmarkCheck aria-hidden />
      {!compact && <span className="ms-1">{t('invoiceFile.open')}</span>}
    </Button>
  );
}

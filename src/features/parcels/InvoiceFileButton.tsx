import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FileEarmarkCheck } from '@/shared/icons/FileEarmarkCheck';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/api';
import { env } from '@/config/env';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import { showError } from '@/shared/toasts/toastsSlice';

/** Where a parcel's invoice file is served (docs/product.md#7-calls: uploads/invoices/{file}). */
export function invoiceFileUrl(file: string): string {
  return `${env.apiBase || window.location.origin}/uploads/invoices/${encodeURIComponent(file)}`;
}

/**
 * Opens a parcel's invoice in a new window. Only its owner may read it, so it is fetched with the
 * customer's token (a navigation cannot carry one) and opened as a blob. The window is opened at
 * once, inside the click, so no popup blocker stops it.
 */
async function openInvoiceFile(file: string, token: string | null): Promise<boolean> {
  const url = invoiceFileUrl(file);
  const target = window.open('', '_blank');
  try {
    const response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
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
  const store = useAppStore();
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
      className="text-start"
      disabled={opening}
      onClick={() => {
        setOpening(true);
        void openInvoiceFile(file, store.getState().session.token).then((opened) => {
          setOpening(false);
          if (!opened) dispatch(showError('parcels:invoiceFile.failed'));
        });
      }}
      aria-label={t('invoiceFile.openFor', { tracking: parcel.productOrderId })}
      title={compact ? t('invoiceFile.open') : undefined}
    >
      <FileEarmarkCheck aria-hidden />
      {!compact && <span className="ms-1">{t('invoiceFile.openShort')}</span>}
    </Button>
  );
}

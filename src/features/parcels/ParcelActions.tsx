import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { PencilSquare } from '@/shared/icons/PencilSquare';
import { Trash } from '@/shared/icons/Trash';
import { useTranslation } from 'react-i18next';
import { useDeleteParcelMutation, useLazyGetParcelQuery, type Product } from '@/api';
import { errorMessage } from '@/shared/apiError';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { showError, showSuccess } from '@/shared/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import type { ParcelRowActions } from './parcelRowModel';
import { updateParcelPanel } from './panels';

/** The edit and delete buttons a parcel offers at its stage (its row model's `actions`). */
export function ParcelActions({
  parcel,
  actions,
  compact = false,
}: {
  parcel: Product;
  actions: ParcelRowActions;
  /** Icon buttons (the table); their names stay spoken and shown as a tooltip. */
  compact?: boolean;
}) {
  if (!actions.edit && !actions.delete) return null;
  return (
    <div className="parcel-actions">
      {actions.edit && <EditButton parcel={parcel} compact={compact} />}
      {actions.delete && <DeleteButton parcel={parcel} compact={compact} />}
    </div>
  );
}

/**
 * Fetches the parcel, then opens the update panel with it
 * (docs/product.md#what-a-parcel-offers-by-stage).
 */
function EditButton({ parcel, compact }: { parcel: Product; compact: boolean }) {
  const { t } = useTranslation('parcels');
  const dispatch = useAppDispatch();
  const [fetchParcel, { isFetching }] = useLazyGetParcelQuery();

  async function edit() {
    const result = await fetchParcel({ id: parcel._id });
    if (result.data) dispatch(panelOpened(updateParcelPanel, parcel._id));
    else {
      const { key, values } = errorMessage(result.error);
      dispatch(showError(key, values));
    }
  }

  return (
    <Button
      size="sm"
      variant="outline-primary"
      onClick={() => void edit()}
      disabled={isFetching}
      aria-haspopup="dialog"
      aria-label={t('actions.editFor', { tracking: parcel.productOrderId })}
      title={compact ? t('actions.edit') : undefined}
    >
      {isFetching ? (
        <Spinner as="span" size="sm" animation="border" aria-hidden />
      ) : (
        <PencilSquare aria-hidden />
      )}
      {!compact && <span className="ms-1">{t('actions.edit')}</span>}
    </Button>
  );
}

/** Delete after a confirmation dialog; the parcel leaves the list. */
function DeleteButton({ parcel, compact }: { parcel: Product; compact: boolean }) {
  const { t } = useTranslation('parcels');
  const [confirming, setConfirming] = useState(false);
  // The dialog, with the deletion's mutation, is mounted once first asked for (and kept, so that it
  // fades out): a long list would otherwise mount a closed dialog, with its transition machinery,
  // and a store subscription in every row.
  const [asked, setAsked] = useState(false);

  return (
    <>
      <Button
        size="sm"
        variant="outline-danger"
        onClick={() => {
          setAsked(true);
          setConfirming(true);
        }}
        aria-haspopup="dialog"
        aria-label={t('actions.deleteFor', { tracking: parcel.productOrderId })}
        title={compact ? t('actions.delete') : undefined}
      >
        <Trash aria-hidden />
        {!compact && <span className="ms-1">{t('actions.delete')}</span>}
      </Button>
      {asked && (
        <DeleteDialog parcel={parcel} show={confirming} onHide={() => setConfirming(false)} />
      )}
    </>
  );
}

/** The deletion's confirmation; it closes once the parcel is deleted. */
function DeleteDialog({
  parcel,
  show,
  onHide,
}: {
  parcel: Product;
  show: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation('parcels');
  const dispatch = useAppDispatch();
  const [deleteParcel, { isLoading }] = useDeleteParcelMutation();

  async function confirm() {
    const result = await deleteParcel({ id: parcel._id });
    if ('error' in result) {
      const { key, values } = errorMessage(result.error);
      dispatch(showError(key, values));
      return;
    }
    onHide();
    dispatch(showSuccess('parcels:delete.done', { tracking: parcel.productOrderId }));
  }

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={`delete-${parcel._id}-title`}>
      <Modal.Header closeButton closeLabel={t('actions.close')}>
        <Modal.Title id={`delete-${parcel._id}-title`} as="h2" className="h5">
          {t('delete.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('delete.question', { tracking: parcel.productOrderId })}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('actions.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={isLoading}>
          {isLoading && (
            <Spinner as="span" size="sm" animation="border" className="me-2" aria-hidden />
          )}
          {t('delete.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import {
  useGetParcelQuery,
  useUpdateParcelMutation,
  useUpdateParcelWithFileMutation,
  type UpdateProductRequest,
} from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ParcelForm } from './ParcelForm';
import { parcelPayload, valuesOf } from './schemas';

/**
 * Side panel "update parcel": the parcel was fetched before the panel opened. The country is
 * locked, the tracking number read-only, and the amount converted to GEL is sent too.
 */
export function UpdateParcelPanel() {
  const { t } = useTranslation('parcels');
  const lng = useLanguage();
  const dispatch = useAppDispatch();
  const id = useAppSelector((state) => state.panels.param) ?? '';
  const { data, isError, refetch } = useGetParcelQuery({ id }, { skip: !id });
  const [updateParcel] = useUpdateParcelMutation();
  const [updateParcelWithFile] = useUpdateParcelWithFileMutation();

  if (isError) return <ErrorState onRetry={() => void refetch()}>{t('list.error')}</ErrorState>;
  if (!data) return <LoadingState />;
  const parcel = data.product;

  return (
    <ParcelForm
      key={parcel._id}
      initialValues={valuesOf(parcel, lng)}
      editing
      storedFile={parcel.file}
      submitLabel={t('update.submit')}
      send={(values, { gel }) => {
        const payload: UpdateProductRequest = {
          ...parcelPayload(values, parcel.status),
          productId: parcel._id,
          productOrderId: parcel.productOrderId,
          senderCountryId: parcel.senderCountryId,
          amountGel: Number(gel),
        };
        return values.file
          ? updateParcelWithFile({
              updateProductWithFileForm: { file: values.file, inputs: JSON.stringify(payload) },
            }).unwrap()
          : updateParcel({ updateProductRequest: payload }).unwrap();
      }}
      onSent={() => {
        dispatch(panelClosed());
        dispatch(showSuccess('parcels:update.done'));
      }}
    />
  );
}

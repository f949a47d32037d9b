import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddProductMutation, useAddProductWithFileMutation } from '@/api';
import { paths } from '@/config/paths';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { showError, showSuccess } from '@/shared/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import { useDefaultBranch } from '@/store/session';
import { ParcelForm } from './ParcelForm';
import { parcelAdded } from './parcelsSlice';
import { emptyParcel, parcelPayload } from './schemas';
import { parcelErrorKey } from './submitErrors';
import { tabFromHash } from './tabs';

/**
 * Side panel "add parcel": declares a parcel (JSON, or multipart with the invoice file). On
 * success the panel closes, the lists reload and the new parcel shows in the waiting tab.
 */
export function AddParcelPanel() {
  const { t } = useTranslation('parcels');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const branch = useDefaultBranch();
  const [addParcel] = useAddProductMutation();
  const [addParcelWithFile] = useAddProductWithFileMutation();
  // The tab the customer declares from (docs/product.md#parcel-stages: statusPage is the current
  // tab).
  const statusPage = location.pathname === paths.home ? tabFromHash(location.hash) : 'waiting';

  return (
    <ParcelForm
      initialValues={emptyParcel(branch)}
      submitLabel={t('add.submit')}
      onSubmit={async (values) => {
        const payload = parcelPayload(values, statusPage);
        const result = values.file
          ? await addParcelWithFile({
              addProductWithFileForm: { file: values.file, inputs: JSON.stringify(payload) },
            })
          : await addParcel({ addProductRequest: payload });
        if ('error' in result) {
          dispatch(showError(parcelErrorKey(result.error)));
          return false;
        }
        dispatch(parcelAdded());
        dispatch(panelClosed());
        dispatch(showSuccess('parcels:add.done', { tracking: result.data.product.productOrderId }));
        void navigate({ pathname: paths.home, hash: result.data.product.status });
        return true;
      }}
    />
  );
}

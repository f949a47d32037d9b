import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddParcelMutation, useAddParcelWithFileMutation } from '@/api';
import { paths } from '@/config/paths';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import { useDefaultBranch } from '@/store/session';
import { ParcelForm } from './ParcelForm';
import { parcelAdded } from './parcelsSlice';
import { emptyParcel, parcelPayload } from './schemas';
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
  const [addParcel] = useAddParcelMutation();
  const [addParcelWithFile] = useAddParcelWithFileMutation();
  // The tab the customer declares from (docs/product.md#parcel-stages: statusPage is the current
  // tab).
  const statusPage = location.pathname === paths.home ? tabFromHash(location.hash) : 'waiting';

  return (
    <ParcelForm
      initialValues={emptyParcel(branch)}
      submitLabel={t('add.submit')}
      send={(values) => {
        const payload = parcelPayload(values, statusPage);
        return values.file
          ? addParcelWithFile({
              addProductWithFileForm: { file: values.file, inputs: JSON.stringify(payload) },
            }).unwrap()
          : addParcel({ addProductRequest: payload }).unwrap();
      }}
      onSent={({ product }) => {
        dispatch(parcelAdded());
        dispatch(panelClosed());
        dispatch(showSuccess('parcels:add.done', { tracking: product.productOrderId }));
        // On the dashboard already, only the tab changes: the view stays where it is.
        void navigate(
          { pathname: paths.home, hash: product.status },
          { preventScrollReset: location.pathname === paths.home },
        );
      }}
    />
  );
}

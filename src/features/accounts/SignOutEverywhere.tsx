import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accountsApi } from '@/api';
import { paths } from '@/config/paths';
import { errorMessage, type ErrorMessage } from '@/shared/apiError';
import { useAppDispatch } from '@/store/hooks';
import { signedOut } from '@/shared/session/sessionSlice';
import { showSuccess } from '@/shared/toasts/toastsSlice';

/**
 * "Sign out everywhere" on the profile (docs/security.md): the server ends every session of the
 * account (signOutEverywhere), this one included, then the customer is signed out here.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation('accounts');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  /** Why the last try failed, in the same words as every form's (an ended session signs out). */
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  return (
    <Card className="content-card accounts-card">
      <Card.Body>
        <Card.Title as="h2" className="h5 mb-2">
          {t('session.everywhereTitle')}
        </Card.Title>
        <p className="small text-body-secondary">{t('session.everywhereNote')}</p>
        <Button
          variant="outline-danger"
          onClick={async () => {
            setFailure(null);
            const result = await dispatch(
              accountsApi.endpoints.signOutEverywhere.initiate(undefined, { track: false }),
            );
            if ('error' in result) {
              setFailure(errorMessage(result.error));
              return;
            }
            dispatch(signedOut());
            dispatch(showSuccess('accounts:session.signedOutEverywhere'));
            void navigate(paths.home);
          }}
        >
          {t('session.everywhere')}
        </Button>
        {failure && (
          <Alert variant="danger" className="py-2 mt-3 mb-0" role="alert">
            {String(t(failure.key as never, failure.values as never))}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

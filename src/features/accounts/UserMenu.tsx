import Dropdown from 'react-bootstrap/Dropdown';
import { PersonCircle } from '@/shared/icons/PersonCircle';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { accountsApi } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { paths } from '@/config/paths';
import { signedOut } from '@/shared/session/sessionSlice';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { useCurrentUser } from '@/store/session';

/** Header user menu: profile, change password, choose branch, sign out (→ /home). */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user } = useCurrentUser();

  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="nav-icon-button d-flex align-items-center gap-1">
        <PersonCircle size={20} aria-hidden />
        <span className="d-none d-md-inline d-xl-none d-xxl-inline">{user?.AXID}</span>
        <span className="visually-hidden">{t('userMenu.label')}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Item as={Link} to={paths.profile}>
          {t('userMenu.profile')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to={paths.changePassword}>
          {t('userMenu.changePassword')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to={paths.addBranches}>
          {t('userMenu.chooseBranch')}
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          onClick={async () => {
            // The server ends the session first, so a copy of the token is worthless; the
            // customer is signed out here whatever it answers (offline included).
            await dispatch(accountsApi.endpoints.signOut.initiate(undefined, { track: false }));
            dispatch(signedOut());
            dispatch(showSuccess('accounts:session.signedOut'));
            void navigate(paths.home);
          }}
        >
          {t('userMenu.signOut')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}

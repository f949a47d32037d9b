import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuthStatus } from '@/store/hooks';

/** Authenticated-only routes: wait while the token is checked, else send to /home to sign in. */
export function RequireAuth() {
  const { t } = useTranslation();
  const status = useAuthStatus();
  if (status === 'authenticated') return <Outlet />;
  if (status === 'unauthenticated') return <Navigate to={paths.home} replace />;
  return (
    <div role="status" className="d-flex gap-2 align-items-center">
      <div className="spinner-border spinner-border-sm" aria-hidden /> {t('state.loading')}
    </div>
  );
}

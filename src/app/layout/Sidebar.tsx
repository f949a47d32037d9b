import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { GreetingCard } from '@/features/accounts/GreetingCard';
import { SignInForm } from '@/features/accounts/SignInForm';
import { useAuthStatus } from '@/store/session';

/** Left column: the sign-in form when signed out, the greeting card when signed in. */
export function Sidebar() {
  const { t } = useTranslation();
  const status = useAuthStatus();
  if (status === 'authenticated') return <GreetingCard />;
  if (status === 'unauthenticated') return <SignInForm />;
  return (
    <Card className="sidebar-card">
      <Card.Body className="d-flex align-items-center gap-2" role="status">
        <Spinner size="sm" animation="border" aria-hidden />
        <span>{t('state.loading')}</span>
      </Card.Body>
    </Card>
  );
}

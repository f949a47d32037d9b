import { Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { GreetingSkeleton } from '@/features/accounts/GreetingSkeleton';
import { SignInForm } from '@/features/accounts/SignInForm';
import { useAuthStatus } from '@/store/hooks';
import { lazyWithApi } from '@/store/lazyWithApi';

// The greeting shows the customer's figures: it comes with the data layer, after the shell.
const GreetingCard = lazyWithApi(() =>
  import('@/features/accounts/GreetingCard').then((m) => m.GreetingCard),
);

// Paying (its confirmation and the payments texts) loads with the signed-in sidebar.
const PayAllButton = lazyWithApi(() =>
  import('@/features/payments/PayAllButton').then((m) => m.PayAllButton),
);

function PayAll() {
  const { t } = useTranslation('accounts');
  return (
    <Suspense
      fallback={
        <Button variant="primary" disabled>
          {t('greeting.pay')}
        </Button>
      }
    >
      <PayAllButton />
    </Suspense>
  );
}

/** Left column: the sign-in form when signed out, the greeting card when signed in. */
export function Sidebar() {
  const status = useAuthStatus();
  if (status === 'authenticated')
    return (
      <Suspense fallback={<GreetingSkeleton />}>
        <GreetingCard pay={<PayAll />} />
      </Suspense>
    );
  if (status === 'unauthenticated') return <SignInForm />;
  // A stored token is being checked: most likely the customer is coming back.
  return <GreetingSkeleton />;
}

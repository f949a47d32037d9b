import { Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { GreetingCard } from '@/features/accounts/GreetingCard';
import { addBalancePanel } from '@/features/payments/panels';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { useAppDispatch } from '@/store/hooks';
import { PayAllButton } from '@/features/payments/PayAllButton';

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

/**
 * The signed-in sidebar's greeting card (accounts) with the payments feature's actions: Pay all
 * and the add-balance panel. A lazy part of its own (see Sidebar).
 */
export function Greeting() {
  const dispatch = useAppDispatch();
  return (
    <GreetingCard pay={<PayAll />} onAddBalance={() => dispatch(panelOpened(addBalancePanel))} />
  );
}

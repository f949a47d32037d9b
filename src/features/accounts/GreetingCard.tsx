import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useGetDebtSumQuery } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { capitalize, formatGel } from '@/shared/format';
import { useCurrentUser } from '@/store/session';
import { GreetingSkeleton } from './GreetingSkeleton';

/**
 * Signed-in sidebar: name, room number (AX code), balance and debt, Pay and Add balance. `pay`
 * is the Pay action and `onAddBalance` opens the add-balance panel: both are the payments
 * feature's, composed by the app (src/app/layout/Greeting.tsx).
 */
export function GreetingCard({ pay, onAddBalance }: { pay: ReactNode; onAddBalance: () => void }) {
  const { t } = useTranslation('accounts');
  const lng = useLanguage();
  const { user } = useCurrentUser();
  const { data: debtData } = useGetDebtSumQuery(undefined, { skip: !user });

  if (!user) return <GreetingSkeleton />;

  const debt = debtData?.deptSum ?? user.debt;
  // The Georgian name in the Georgian interface when there is one; else the Latin first name.
  const nameKa = user.information.nameKa.trim();
  const name = lng === 'ka' && nameKa ? nameKa : capitalize(user.information.nameEn);

  return (
    <Card className="sidebar-card greeting-card">
      <Card.Body>
        <Card.Title as="h2" className="h5">
          {t('greeting.hello', { name })}
        </Card.Title>
        <dl className="greeting-figures mb-3">
          <div>
            <dt>{t('greeting.room')}</dt>
            <dd className="fw-semibold">{user.AXID}</dd>
          </div>
          <div>
            <dt>{t('greeting.balance')}</dt>
            <dd className="fw-semibold amount-balance">{formatGel(user.balance, lng)}</dd>
          </div>
          <div>
            <dt>{t('greeting.debt')}</dt>
            <dd className={`fw-semibold ${debt > 0 ? 'amount-debt' : ''}`}>
              {formatGel(debt, lng)}
            </dd>
          </div>
        </dl>
        <div className="d-grid gap-2">
          {pay}
          <Button variant="outline-primary" onClick={onAddBalance}>
            {t('greeting.addBalance')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { useGetDebtSumQuery } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { useLanguage } from '@/i18n/useLanguage';
import { capitalize, formatGel } from '@/shared/format';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { useCurrentUser } from '@/store/session';

/**
 * The greeting card's shape while the customer is loading: the same lines and buttons, so the
 * page below it does not jump when the figures arrive (on phones the card stands above the page).
 */
export function GreetingSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="sidebar-card greeting-skeleton" aria-busy="true">
      <Card.Body>
        <span className="visually-hidden" role="status">
          {t('state.loading')}
        </span>
        <Placeholder as="h2" animation="glow" className="h5" aria-hidden>
          <Placeholder xs={7} />
        </Placeholder>
        <dl className="greeting-figures mb-3" aria-hidden>
          {[5, 6, 4].map((width, index) => (
            <div key={index}>
              <Placeholder as="dt" animation="glow">
                <Placeholder xs={width} />
              </Placeholder>
              <Placeholder as="dd" animation="glow">
                <Placeholder xs={4} />
              </Placeholder>
            </div>
          ))}
        </dl>
        <div className="d-grid gap-2" aria-hidden>
          <Placeholder.Button variant="primary" xs={12} />
          <Placeholder.Button variant="outline-primary" xs={12} />
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * Signed-in sidebar: name, room number (AX code), balance and debt, Pay and Add balance. `pay`
 * is the Pay action (the payments feature's, composed by the app).
 */
export function GreetingCard({ pay }: { pay: ReactNode }) {
  const { t } = useTranslation('accounts');
  const lng = useLanguage();
  const dispatch = useAppDispatch();
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
          <Button variant="outline-primary" onClick={() => dispatch(panelOpened('addBalance'))}>
            {t('greeting.addBalance')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

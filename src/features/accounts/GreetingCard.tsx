import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import { useGetDebtSumQuery, usePayAllMutation } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { useLanguage } from '@/i18n/useLanguage';
import { errorKey } from '@/shared/apiError';
import { capitalize, formatGel } from '@/shared/format';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { showError, showSuccess } from '@/shared/toasts/toastsSlice';
import { useCurrentUser } from '@/store/session';

/** Signed-in sidebar: name, room number (AX code), balance and debt, Pay and Add balance. */
export function GreetingCard() {
  const { t } = useTranslation('accounts');
  const lng = useLanguage();
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const { data: debtData } = useGetDebtSumQuery(undefined, { skip: !user });
  const [payAll, { isLoading: paying }] = usePayAllMutation();

  if (!user) {
    return (
      <Card className="sidebar-card" aria-busy="true">
        <Card.Body>
          <Placeholder as="p" animation="glow">
            <Placeholder xs={8} />
            <Placeholder xs={6} />
            <Placeholder xs={10} />
          </Placeholder>
        </Card.Body>
      </Card>
    );
  }

  const debt = debtData?.deptSum ?? user.debt;
  // The Georgian name in the Georgian interface when there is one; else the Latin first name.
  const nameKa = user.information.nameKa.trim();
  const name = lng === 'ka' && nameKa ? nameKa : capitalize(user.information.nameEn);

  async function pay() {
    if (!(debt > 0)) {
      dispatch(showSuccess('accounts:greeting.nothingToPay'));
      return;
    }
    const result = await payAll({ payAllRequest: { status: 'arrived' } });
    if ('error' in result) dispatch(showError(errorKey(result.error)));
    else dispatch(showSuccess('accounts:greeting.paid'));
  }

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
          <Button variant="primary" onClick={() => void pay()} disabled={paying}>
            {t('greeting.pay')}
          </Button>
          <Button variant="outline-primary" onClick={() => dispatch(panelOpened('addBalance'))}>
            {t('greeting.addBalance')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

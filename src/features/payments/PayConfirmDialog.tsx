import { useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { usePayAllMutation, usePayFlightMutation, type DebtPart } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { errorCode, errorMessage } from '@/shared/apiError';
import { countryKey } from '@/shared/catalog';
import { paymentCompleted } from '@/shared/events';
import { formatTetri, toTetri } from '@/shared/money';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import { useCurrentUser } from '@/store/session';
import { addBalancePanel } from './panels';
import { rememberPay } from './payAfterTopUp';

/** What a confirmation pays: the whole debt, or one flight's fee. */
export type PayTarget = { kind: 'all' } | { kind: 'flight'; flightId: string };

export interface PayConfirmDialogProps {
  show: boolean;
  target: PayTarget;
  /** The amount to pay, in integer tetri. */
  amountTetri: number;
  /**
   * Parcels of the target priced individually whose fee is not set yet: not in the amount
   * (docs/product.md#transport-fee), and the confirmation says so.
   */
  unpriced?: number;
  /** Where the whole debt is owed: by flight, and the parcels in stock not yet on a flight. */
  parts?: readonly DebtPart[];
  onClose: () => void;
}

type Failure =
  | { code: 'not_enough_money'; missingTetri: number }
  | { code: 'other'; key: string; values?: { count: number }; final: boolean };

/**
 * The confirmation before paying from the balance (docs/product.md#paying-from-the-balance): the
 * amount, the balance now and after paying; nothing is charged before Confirm, Cancel charges
 * nothing. When the balance does not cover the amount, it says how much is missing and offers Add
 * balance with that amount filled in, whether the balance we know shows it or the server answers
 * not_enough_money. After a payment the arrived list reloads (paymentCompleted) and the user info
 * and debt reload (cache tags); "payment completed" shows.
 */
export function PayConfirmDialog({
  show,
  target,
  amountTetri,
  unpriced = 0,
  parts = [],
  onClose,
}: PayConfirmDialogProps) {
  const { t } = useTranslation(['payments', 'common']);
  const lng = useLanguage();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const partsId = useId();
  const { user, refetch } = useCurrentUser();
  const [payAll, allState] = usePayAllMutation();
  const [payFlight, flightState] = usePayFlightMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  // A second click, before React re-renders the disabled button or while the dialog closes after
  // paying, must not send a second request.
  const inFlight = useRef(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const paying = allState.isLoading || flightState.isLoading;

  const balanceTetri = user ? toTetri(user.balance) : 0;
  const afterTetri = balanceTetri - amountTetri;
  // The balance we know is short: no need to ask the server to refuse.
  const shortfall: Failure | null =
    user && afterTetri < 0 ? { code: 'not_enough_money', missingTetri: -afterTetri } : null;
  const problem = failure ?? shortfall;
  const canConfirm = !problem && amountTetri > 0 && !paying;

  function close() {
    if (paying) return;
    setFailure(null);
    onClose();
  }

  async function confirm() {
    if (!canConfirm || inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    const result = await (target.kind === 'all'
      ? payAll({ payAllRequest: { status: 'arrived' } })
      : payFlight({ payFlightRequest: { flightId: target.flightId } }));
    if ('data' in result && result.data) {
      // Paid: this dialog confirms nothing more until it is opened again (see onEnter).
      dispatch(paymentCompleted());
      dispatch(showSuccess('payments:pay.completed'));
      onClose();
      return;
    }
    inFlight.current = false;
    if (errorCode(result.error) === 'not_enough_money') {
      // Our balance was out of date: ask for the current one to say what is missing.
      let balance = balanceTetri;
      try {
        balance = toTetri((await refetch().unwrap()).candidate.balance);
      } catch {
        /* keep the balance we had */
      }
      setFailure({ code: 'not_enough_money', missingTetri: Math.max(amountTetri - balance, 1) });
      return;
    }
    const code = errorCode(result.error);
    setFailure({
      code: 'other',
      ...errorMessage(result.error),
      // Paid meanwhile (another tab) or no longer the customer's: nothing left to confirm.
      final: code === 'nothing_to_pay' || code === 'not_found',
    });
  }

  function addBalance(missingTetri: number) {
    setFailure(null);
    // The success page of the top-up offers to pay this then.
    rememberPay({ target, amountTetri });
    onClose();
    dispatch(panelOpened(addBalancePanel, String(missingTetri)));
  }

  const finished = failure?.code === 'other' && failure.final;

  return (
    <Modal
      show={show}
      onHide={close}
      onEnter={() => {
        inFlight.current = false;
      }}
      // The focus starts on Cancel, which charges nothing (a second Enter must not pay), and shows
      // there: the dialog's frame, where it would be otherwise, is the whole window.
      onEntered={() => cancel.current?.focus()}
      centered
      aria-labelledby={titleId}
      backdrop={paying ? 'static' : true}
    >
      <Modal.Header closeButton={!paying} closeLabel={t('pay.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {target.kind === 'all'
            ? t('pay.titleAll')
            : t('pay.titleFlight', { flightId: target.flightId })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="pay-figures mb-0">
          <div>
            <dt>{t('pay.amount')}</dt>
            <dd className="fw-semibold" data-testid="pay-amount">
              {formatTetri(amountTetri, lng)}
            </dd>
          </div>
          <div>
            <dt>{t('pay.balance')}</dt>
            <dd>{formatTetri(balanceTetri, lng)}</dd>
          </div>
          {!problem && (
            <div>
              <dt>{t('pay.balanceAfter')}</dt>
              <dd className="fw-semibold" data-testid="pay-balance-after">
                {formatTetri(afterTetri, lng)}
              </dd>
            </div>
          )}
        </dl>
        {target.kind === 'all' && parts.length > 0 && (
          <section className="pay-parts mt-3" aria-labelledby={partsId}>
            <h3 id={partsId} className="h6 mb-2">
              {t('pay.partsTitle')}
            </h3>
            <dl className="pay-figures mb-0">
              {parts.map((part) => {
                const country = t(`common:countries.${countryKey(part.countryId)}`);
                return (
                  <div key={`${part.flightId ?? '-'}|${part.countryId}`}>
                    <dt>
                      {part.flightId === null
                        ? t('pay.partStock', { country })
                        : t('pay.partFlight', { flightId: part.flightId, country })}
                    </dt>
                    <dd>{formatTetri(toTetri(part.debt), lng)}</dd>
                  </div>
                );
              })}
            </dl>
          </section>
        )}
        {unpriced > 0 && (
          <p className="pay-unpriced small mt-3 mb-0" data-testid="pay-unpriced">
            {t('pay.unpriced', { count: unpriced })}
          </p>
        )}
        {problem?.code === 'not_enough_money' && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            <p className="mb-2">
              {t('pay.notEnough', { amount: formatTetri(problem.missingTetri, lng) })}
            </p>
            <Button variant="primary" size="sm" onClick={() => addBalance(problem.missingTetri)}>
              {t('pay.addBalance')}
            </Button>
          </Alert>
        )}
        {problem?.code === 'other' && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {String(t(problem.key as never, problem.values as never))}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button ref={cancel} variant="outline-secondary" onClick={close} disabled={paying}>
          {finished ? t('pay.close') : t('pay.cancel')}
        </Button>
        {!finished && (
          <Button
            variant="primary"
            onClick={() => void confirm()}
            disabled={!canConfirm}
            aria-busy={paying || undefined}
          >
            {paying && (
              <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden />
            )}
            {paying ? t('pay.paying') : t('pay.confirm', { amount: formatTetri(amountTetri, lng) })}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}

import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { StateBadge } from '@/shared/components/StateBadge';
import { formatKg } from '@/shared/format';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { useAppDispatch } from '@/store/hooks';
import type { CourierFlightRow } from './courierForm';

/** "Pay" from a product_unpaid message: closes the panel on the arrived tab, where Pay is. */
export function PayLink() {
  const { t } = useTranslation('courier');
  const dispatch = useAppDispatch();
  return (
    <>
      {' '}
      <Link
        to={{ pathname: paths.home, hash: 'arrived' }}
        className="alert-link"
        onClick={() => dispatch(panelClosed())}
      >
        {t('payLink')}
      </Link>
    </>
  );
}

interface FlightChoicesProps {
  /** Nothing is selected yet: say so. */
  hint: boolean;
  rows: CourierFlightRow[];
  selected: string[];
  onToggle: (id: string, on: boolean) => void;
  invalid: boolean;
  serverMessage: string | undefined;
}

/** The branch's flights as checkboxes, with the server's message about them. */
export function FlightChoices({
  hint,
  rows,
  selected,
  onToggle,
  invalid,
  serverMessage,
}: FlightChoicesProps) {
  const { t } = useTranslation('courier');
  const lng = useLanguage();
  if (serverMessage === 'user_have_not_products' || rows.length === 0) {
    return (
      // The server's word about the branch, not an error of the form: a plain notice, not an alert.
      <p className="alert alert-info py-2 mb-0">{t('user_have_not_products', { ns: 'errors' })}</p>
    );
  }
  return (
    <>
      {serverMessage === 'product_unpaid' && (
        <p className="alert alert-warning py-2">
          {t('unpaidNotice')}
          <PayLink />
        </p>
      )}
      {hint && <p className="small text-body-secondary mb-2">{t('selectFlights')}</p>}
      <ul className="list-unstyled mb-0 courier-flight-list">
        {rows.map((row) => (
          <li key={row._id}>
            <Form.Check
              id={`courier-flight-${row._id}`}
              className="courier-flight"
              isInvalid={invalid}
              checked={selected.includes(row._id)}
              onChange={(event) => onToggle(row._id, event.target.checked)}
              label={
                <>
                  <span className="fw-semibold">{row.flightId}</span>
                  <span className="text-body-secondary small">
                    {' · '}
                    {t('flight.parcels', { count: row.parcels })}
                    {' · '}
                    {t('flight.weight', {
                      weight: formatKg(row.weight, lng),
                    })}
                  </span>
                  {row.unpaid && (
                    <StateBadge state="unpaid" className="ms-2">
                      {t('flight.unpaid')}
                    </StateBadge>
                  )}
                </>
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}

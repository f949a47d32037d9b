import { FileEarmarkText } from '@/shared/icons/FileEarmarkText';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ParcelStatus } from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { countryKey } from '@/shared/catalog';
import { CountryFlag } from '@/shared/components/CountryFlag';
import { StateBadge } from '@/shared/components/StateBadge';
import { formatGel, formatLongDate } from '@/shared/format';
import { shownFee, showsPayment, type ParcelGroup } from './grouping';
import type { RenderPay } from './listRows';
import { INVOICE_TABS } from './tabs';

/**
 * A group's header, in the table and on phones alike: country, flight with dates, payment state
 * and fee, customs, invoice.
 */
export function GroupHeader({
  group,
  status,
  renderPay,
}: {
  group: ParcelGroup;
  status: ParcelStatus;
  renderPay?: RenderPay | undefined;
}) {
  const { t } = useTranslation('parcels');
  const lng = useLanguage();
  const flight = group.flight;
  const country = countryKey(group.countryId);
  const showPayment = showsPayment(status);
  const fee = shownFee(group, status);
  const dates =
    flight && group.flightId
      ? ([
          ['departed', flight.startdAt],
          ['estimated', flight.estimatedAt],
          ['arrived', flight.endAt],
        ] as const)
      : [];
  return (
    <div className="parcel-group-header">
      <div className="parcel-group-title">
        <CountryFlag country={group.countryId} />
        <span className="fw-semibold">{t(`countries.${country}`)}</span>
        {group.flightId && (
          <span className="parcel-group-flight">
            {t('group.flight')} <span className="fw-semibold">{group.flightId}</span>
          </span>
        )}
      </div>
      {dates.length > 0 && (
        <dl className="parcel-group-dates">
          {dates.map(([key, iso]) => (
            <div key={key}>
              <dt>{t(`group.${key}`)}</dt>
              <dd>{iso ? formatLongDate(iso, lng, t) : '—'}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="parcel-group-status">
        {showPayment &&
          (group.unpaid ? (
            <StateBadge state="unpaid">{t('group.unpaid')}</StateBadge>
          ) : (
            <StateBadge state="paid">{t('group.paid')}</StateBadge>
          ))}
        {fee > 0 && (
          <span className="parcel-group-fee">
            {t('group.fee')} <span className="fw-semibold">{formatGel(fee, lng)}</span>
          </span>
        )}
        {showPayment && group.unpriced > 0 && (
          <span className="parcel-group-fee parcel-individual-price">
            {t('group.unpriced', { count: group.unpriced })}
            <span className="visually-hidden">. {t('weight.individualHint')}</span>
          </span>
        )}
        {flight?.custom && <StateBadge state="customs">{t('customs.group')}</StateBadge>}
        {fee > 0 && renderPay?.(group)}
        {group.flightId && INVOICE_TABS.includes(status) && (
          <Link
            to={paths.invoice(group.flightId, flight?.tbilisi ? 'tbilisi_1' : undefined)}
            className="btn btn-sm btn-outline-primary"
          >
            <FileEarmarkText aria-hidden className="me-1" />
            {t('group.invoice')}
          </Link>
        )}
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { StateBadge } from '@/shared/components/StateBadge';
import { formatGel, formatNumber } from '@/shared/format';
import type { DemoParcel } from '../demoTypes';
import { CustomsButton, type CustomsToggle } from './customs';
import { canSetFee, FeeControls, type Pricing } from './fee';
import { HandOverButton, type HandingOver } from './handOver';
import { ReceiveControls, type Receiving } from './receive';
import { ShipButton, type Shipping } from './ship';

/** What staff may do with a parcel, each from its stage's hook. */
export interface ParcelHandles {
  receiving: Receiving;
  pricing: Pricing;
  ship: Shipping;
  handOver: HandingOver;
  toggleCustoms: CustomsToggle;
}

/** One parcel of the chosen stage: what it is, its badges, and the actions of its stage. */
export function ParcelRow({
  parcel: p,
  handles,
  busy,
}: {
  parcel: DemoParcel;
  handles: ParcelHandles;
  busy: boolean;
}) {
  const { t } = useTranslation(['demo', 'parcels']);
  const lng = useLanguage();
  return (
    <li className="demo-row">
      <div className="demo-row-main">
        <span className="fw-semibold">{p.productOrderId}</span>{' '}
        {t(`parcels:categories.${p.productName}`)}
        <div className="demo-meta">
          {t(`countries.${p.senderCountryId}`)}
          {p.flightId && ` · ${p.flightId}`}
          {p.weight !== null && ` · ${t('staff.kg', { weight: formatNumber(p.weight, lng) })}`}
          {p.fee !== null && p.fee > 0 && ` · ${t('staff.fee', { fee: formatGel(p.fee, lng) })}`}
          {p.fee === null && (
            <StateBadge state="individual" className="ms-2">
              {t('staff.individual')}
            </StateBadge>
          )}
          {p.status !== 'waiting' && (
            <StateBadge state={p.state === 'paid' ? 'paid' : 'unpaid'} className="ms-2">
              {t(p.state === 'paid' ? 'staff.paid' : 'staff.unpaid')}
            </StateBadge>
          )}
          {p.custom && (
            <StateBadge state="customs" className="ms-2">
              {t('staff.customs')}
            </StateBadge>
          )}
        </div>
      </div>
      <div className="demo-row-actions">
        {p.status === 'waiting' && (
          <ReceiveControls parcel={p} receiving={handles.receiving} busy={busy} />
        )}
        {canSetFee(p) && <FeeControls parcel={p} pricing={handles.pricing} busy={busy} />}
        {p.status === 'stock' && <ShipButton parcel={p} ship={handles.ship} busy={busy} />}
        {p.status === 'arrived' && (
          <HandOverButton parcel={p} handOver={handles.handOver} busy={busy} />
        )}
        {p.status !== 'obtained' && (
          <CustomsButton parcel={p} toggleCustoms={handles.toggleCustoms} busy={busy} />
        )}
      </div>
    </li>
  );
}

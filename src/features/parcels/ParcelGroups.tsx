import { memo, useMemo, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { ExclamationTriangleFill, FileEarmarkText } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ParcelStatus, Product } from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { countryKey, shopName, OTHER_SHOP } from '@/shared/catalog';
import { CountryFlag } from '@/shared/components/CountryFlag';
import { formatGel, formatLongDate, formatNumber } from '@/shared/format';
import { useMediaQuery, WIDE_SCREEN } from '@/shared/hooks/useMediaQuery';
import { InvoiceFileButton } from './InvoiceFileButton';
import { ParcelActions } from './ParcelActions';
import { awaitsPrice, type ParcelGroup } from './grouping';
import { INVOICE_TABS } from './tabs';
import { useWindowRows } from './useWindowRows';

type Row =
  { kind: 'group'; group: ParcelGroup } | { kind: 'parcel'; parcel: Product; group: ParcelGroup };

interface GroupsProps {
  groups: ParcelGroup[];
  status: ParcelStatus;
  renderPay?: ((group: ParcelGroup) => ReactNode) | undefined;
}

/**
 * The grouped list: a table on wide screens, cards on phones. Each group starts with its
 * header (country, flight and dates, payment, customs, invoice); long lists are windowed.
 */
export function ParcelGroups({ groups, status, renderPay }: GroupsProps) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const rows = useMemo<Row[]>(
    () =>
      groups.flatMap((group) => [
        { kind: 'group' as const, group },
        ...group.parcels.map((parcel) => ({ kind: 'parcel' as const, parcel, group })),
      ]),
    [groups],
  );
  return wide ? (
    <ParcelTable rows={rows} status={status} renderPay={renderPay} />
  ) : (
    <ParcelCards rows={rows} status={status} renderPay={renderPay} />
  );
}

interface RowsProps {
  rows: Row[];
  status: ParcelStatus;
  renderPay?: ((group: ParcelGroup) => ReactNode) | undefined;
}

const COLUMNS = 6;

function ParcelTable({ rows, status, renderPay }: RowsProps) {
  const { t } = useTranslation('parcels');
  const { indices, paddingTop, paddingBottom, setContainer, measureRow } = useWindowRows(
    rows.length,
    64,
  );
  return (
    <div className="table-responsive parcel-table-wrap" ref={setContainer}>
      <table className="table parcel-table align-middle mb-0">
        <caption className="visually-hidden">{t(`tabs.${status}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fields.tracking')}</th>
            <th scope="col">
              {t('fields.category')} / {t('fields.shop')}
            </th>
            <th scope="col" className="text-end">
              {t('fields.quantityShort')}
            </th>
            <th scope="col" className="text-end">
              {t('fields.price')}
            </th>
            <th scope="col" className="text-end">
              {t('fields.weight')}
            </th>
            <th scope="col">
              <span className="visually-hidden">
                {t('fields.invoice')}, {t('fields.actions')}
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <tr aria-hidden style={{ height: paddingTop }} />}
          {indices.map((index) => (
            <ParcelTableRow
              key={rowKey(rows[index]!)}
              row={rows[index]!}
              index={index}
              status={status}
              // Only a group's header pays: a parcel row stays memoised if the callback changes
              renderPay={rows[index]!.kind === 'group' ? renderPay : undefined}
              measureRow={measureRow}
            />
          ))}
          {paddingBottom > 0 && <tr aria-hidden style={{ height: paddingBottom }} />}
        </tbody>
      </table>
    </div>
  );
}

interface RowProps {
  row: Row;
  index: number;
  status: ParcelStatus;
  renderPay: RowsProps['renderPay'];
  measureRow: (element: HTMLElement | null) => void;
}

const rowKey = (row: Row) => (row.kind === 'group' ? `g-${row.group.key}` : row.parcel._id);

/**
 * One row of the table. Memoised: scrolling a long list re-renders the table with the rows near
 * the viewport, and only the rows that came into it need rendering (each has a handful of
 * translated cells and buttons: a whole screen of them at every scrolled frame made long
 * frames).
 */
const ParcelTableRow = memo(function ParcelTableRow({
  row,
  index,
  status,
  renderPay,
  measureRow,
}: RowProps) {
  const { t } = useTranslation('parcels');
  if (row.kind === 'group') {
    return (
      <tr data-index={index} ref={measureRow} className="parcel-group-row">
        <th scope="colgroup" colSpan={COLUMNS}>
          <GroupHeader group={row.group} status={status} renderPay={renderPay} />
        </th>
      </tr>
    );
  }
  const { parcel } = row;
  return (
    <tr
      data-index={index}
      ref={measureRow}
      className={parcel.custom || parcel.clearance ? 'parcel-customs' : undefined}
    >
      <td>
        <TrackingCell parcel={parcel} />
      </td>
      <td>
        <span className="d-block">{t(`categories.${parcel.productName}`)}</span>
        <span className="parcel-shop">
          <ShopText parcel={parcel} />
        </span>
      </td>
      <td className="text-end">{parcel.quantity}</td>
      <td className="text-end text-nowrap">
        <DeclaredPrice parcel={parcel} />
      </td>
      <td className="text-end text-nowrap">
        <WeightText parcel={parcel} />
      </td>
      <td>
        <div className="parcel-row-tools">
          <InvoiceFileButton parcel={parcel} compact />
          <ParcelActions parcel={parcel} group={row.group} status={status} compact />
        </div>
      </td>
    </tr>
  );
});

function ParcelCards({ rows, status, renderPay }: RowsProps) {
  const { indices, paddingTop, paddingBottom, setContainer, measureRow } = useWindowRows(
    rows.length,
    220,
  );
  return (
    <div
      className="parcel-cards"
      ref={setContainer}
      style={{ paddingTop: paddingTop, paddingBottom: paddingBottom }}
    >
      {indices.map((index) => (
        <ParcelCard
          key={rowKey(rows[index]!)}
          row={rows[index]!}
          index={index}
          status={status}
          renderPay={rows[index]!.kind === 'group' ? renderPay : undefined}
          measureRow={measureRow}
        />
      ))}
    </div>
  );
}

/** One card of the phone layout; memoised like ParcelTableRow, for the same reason. */
const ParcelCard = memo(function ParcelCard({
  row,
  index,
  status,
  renderPay,
  measureRow,
}: RowProps) {
  const { t } = useTranslation('parcels');
  if (row.kind === 'group') {
    return (
      <div data-index={index} ref={measureRow} className="parcel-group-card">
        <GroupHeader group={row.group} status={status} renderPay={renderPay} />
      </div>
    );
  }
  const { parcel } = row;
  return (
    <div data-index={index} ref={measureRow}>
      <article
        className={`card parcel-card ${parcel.custom || parcel.clearance ? 'parcel-customs' : ''}`}
        aria-labelledby={`parcel-${parcel._id}`}
      >
        <div className="card-body">
          <TrackingCell parcel={parcel} headingId={`parcel-${parcel._id}`} />
          <dl className="parcel-card-facts">
            <Fact label={t('fields.category')}>{t(`categories.${parcel.productName}`)}</Fact>
            <Fact label={t('fields.shop')}>
              <ShopText parcel={parcel} />
            </Fact>
            <Fact label={t('fields.quantity')}>{parcel.quantity}</Fact>
            <Fact label={t('fields.price')}>
              <DeclaredPrice parcel={parcel} />
            </Fact>
            <Fact label={t('fields.weight')}>
              <WeightText parcel={parcel} />
            </Fact>
            <Fact label={t('fields.invoice')}>
              <InvoiceFileButton parcel={parcel} />
            </Fact>
          </dl>
          <ParcelActions parcel={parcel} group={row.group} status={status} />
        </div>
      </article>
    </div>
  );
});

/** One term of a parcel card's description list. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A group's header: country, flight with dates, payment state and fee, customs, invoice. */
function GroupHeader({
  group,
  status,
  renderPay,
}: { group: ParcelGroup } & Omit<RowsProps, 'rows'>) {
  const { t } = useTranslation('parcels');
  const lng = useLanguage();
  const flight = group.flight;
  const country = countryKey(group.countryId);
  const showPayment = status !== 'waiting' && Boolean(group.flightId);
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
            <Badge bg="danger">{t('group.unpaid')}</Badge>
          ) : (
            <Badge bg="success">{t('group.paid')}</Badge>
          ))}
        {showPayment && group.unpaid && flight && flight.debt > 0 && (
          <span className="parcel-group-fee">
            {t('group.fee')} <span className="fw-semibold">{formatGel(flight.debt, lng)}</span>
          </span>
        )}
        {showPayment && group.unpriced > 0 && (
          <span className="parcel-group-fee parcel-individual-price">
            {t('group.unpriced', { count: group.unpriced })}
            <span className="visually-hidden">. {t('weight.individualHint')}</span>
          </span>
        )}
        {flight?.custom && (
          <Badge bg="warning" text="dark">
            <ExclamationTriangleFill aria-hidden className="me-1" />
            {t('customs.group')}
          </Badge>
        )}
        {showPayment && group.unpaid && flight && flight.debt > 0 && renderPay?.(group)}
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

function TrackingCell({ parcel, headingId }: { parcel: Product; headingId?: string }) {
  const { t } = useTranslation('parcels');
  const customs = parcel.custom || parcel.clearance;
  const Tag = headingId ? 'h3' : 'span';
  return (
    <div className="parcel-tracking">
      <Tag id={headingId} className="parcel-tracking-number">
        {parcel.productOrderId}
      </Tag>
      {customs && (
        <span className="parcel-customs-flag">
          <ExclamationTriangleFill aria-hidden /> {t('customs.parcel')}
        </span>
      )}
      {parcel.description && <span className="parcel-note">{parcel.description}</span>}
    </div>
  );
}

function ShopText({ parcel }: { parcel: Product }) {
  const { t } = useTranslation('parcels');
  if (parcel.personalParcel) {
    return <>{t('shop.personal', { sender: parcel.senderName ?? '' })}</>;
  }
  if (parcel.shop === OTHER_SHOP) return <>{parcel.otherShop ?? t('shop.other')}</>;
  return <>{parcel.shop ? shopName(parcel.shop) : '—'}</>;
}

function DeclaredPrice({ parcel }: { parcel: Product }) {
  const lng = useLanguage();
  if (parcel.currency === 'GEL') return <>{formatGel(parcel.price, lng)}</>;
  return (
    <>
      {formatNumber(parcel.price, lng, {
        style: 'currency',
        currency: parcel.currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })}
    </>
  );
}

/**
 * The weight, and for a parcel of 50 kg or more whose fee is not set yet "priced individually"
 * where a fee would otherwise be owed (docs/product.md#transport-fee).
 */
function WeightText({ parcel }: { parcel: Product }) {
  const { t } = useTranslation('parcels');
  const lng = useLanguage();
  if (parcel.weight === null)
    return <span className="text-body-secondary">{t('weight.pending')}</span>;
  return (
    <>
      {t('weight.kg', { weight: formatNumber(parcel.weight, lng, { maximumFractionDigits: 3 }) })}
      {awaitsPrice(parcel) && (
        <span className="parcel-individual-price d-block" title={t('weight.individualHint')}>
          {t('weight.individual')}
          <span className="visually-hidden">. {t('weight.individualHint')}</span>
        </span>
      )}
    </>
  );
}

import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { InvoiceFileButton } from './InvoiceFileButton';
import { ParcelActions } from './ParcelActions';
import { TrackingCell, WeightCell } from './ParcelCells';
import { GroupHeader } from './ParcelGroupHeader';
import { rowKey, type ListRowProps, type ListViewProps } from './listRows';
import { parcelRowModel } from './parcelRowModel';
import { useWindowRows } from './useWindowRows';

/** The grouped list on phones: a card per parcel, windowed when long. */
export function ParcelCards({ rows, status, renderPay }: ListViewProps) {
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

/** One card of the phone layout; memoised like the table's rows, for the same reason. */
const ParcelCard = memo(function ParcelCard({
  row,
  index,
  status,
  renderPay,
  measureRow,
}: ListRowProps) {
  const { t } = useTranslation('parcels');
  const lng = useLanguage();
  if (row.kind === 'group') {
    return (
      <div data-index={index} ref={measureRow} className="parcel-group-card">
        <GroupHeader group={row.group} status={status} renderPay={renderPay} />
      </div>
    );
  }
  const model = parcelRowModel(row.parcel, row.group, status, t, lng);
  return (
    <div data-index={index} ref={measureRow}>
      <article
        className={`card parcel-card ${model.customs ? 'parcel-customs' : ''}`}
        aria-labelledby={model.headingId}
      >
        <div className="card-body">
          <TrackingCell model={model} heading />
          <dl className="parcel-card-facts">
            <Fact label={t('fields.category')}>{model.category}</Fact>
            <Fact label={t('fields.shop')}>{model.shop}</Fact>
            <Fact label={t('fields.quantity')}>{model.quantity}</Fact>
            <Fact label={t('fields.price')}>{model.price}</Fact>
            <Fact label={t('fields.weight')}>
              <WeightCell model={model} />
            </Fact>
            <Fact label={t('fields.invoice')}>
              <InvoiceFileButton parcel={model.parcel} />
            </Fact>
          </dl>
          <ParcelActions parcel={model.parcel} actions={model.actions} />
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

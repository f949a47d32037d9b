import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { InvoiceFileButton } from './InvoiceFileButton';
import { ParcelActions } from './ParcelActions';
import { TrackingCell, WeightCell } from './ParcelCells';
import { GroupHeader } from './ParcelGroupHeader';
import { rowKey, type ListRowProps, type ListViewProps } from './listRows';
import { parcelRowModel } from './parcelRowModel';
import { useWindowRows } from './useWindowRows';

const COLUMNS = 6;

/** The grouped list on wide screens: a table, windowed when long. */
export function ParcelTable({ rows, status, renderPay }: ListViewProps) {
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

/**
 * One row of the table. Memoised by hand, the one kind of memo the React Compiler does not make:
 * it memoises the rows' list as a whole, so a scroll that changes the list renders every row of it
 * again. Scrolling a long list re-renders the table with the rows near the viewport, and only the
 * rows that came into it need rendering (each has a handful of translated cells and buttons: a
 * whole screen of them at every scrolled frame made long frames: npm run bench:parcels).
 */
const ParcelTableRow = memo(function ParcelTableRow({
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
      <tr data-index={index} ref={measureRow} className="parcel-group-row">
        <th scope="colgroup" colSpan={COLUMNS}>
          <GroupHeader group={row.group} status={status} renderPay={renderPay} />
        </th>
      </tr>
    );
  }
  const model = parcelRowModel(row.parcel, row.group, status, t, lng);
  return (
    <tr
      data-index={index}
      ref={measureRow}
      className={model.customs ? 'parcel-customs' : undefined}
    >
      <td>
        <TrackingCell model={model} />
      </td>
      <td>
        <span className="d-block">{model.category}</span>
        <span className="parcel-shop">{model.shop}</span>
      </td>
      <td className="text-end">{model.quantity}</td>
      <td className="text-end text-nowrap">{model.price}</td>
      <td className="text-end text-nowrap">
        <WeightCell model={model} />
      </td>
      <td>
        <div className="parcel-row-tools">
          <InvoiceFileButton parcel={model.parcel} compact />
          <ParcelActions parcel={model.parcel} actions={model.actions} compact />
        </div>
      </td>
    </tr>
  );
});

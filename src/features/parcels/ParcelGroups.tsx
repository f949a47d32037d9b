import type { ParcelStatus } from '@/api';
import { TABLE_SCREEN, useMediaQuery } from '@/shared/hooks/useMediaQuery';
import type { ParcelGroup } from './grouping';
import { listRows, type RenderPay } from './listRows';
import { ParcelCards } from './ParcelCards';
import { ParcelTable } from './ParcelTable';

interface GroupsProps {
  groups: ParcelGroup[];
  status: ParcelStatus;
  renderPay?: RenderPay | undefined;
}

/**
 * The grouped list: a table on wide screens, cards on phones and tablets. Each group starts with its
 * header (country, flight and dates, payment, customs, invoice); long lists are windowed. Both
 * layouts draw a parcel from its row model (parcelRowModel.ts).
 */
export function ParcelGroups({ groups, status, renderPay }: GroupsProps) {
  const wide = useMediaQuery(TABLE_SCREEN);
  const rows = listRows(groups);
  return wide ? (
    <ParcelTable rows={rows} status={status} renderPay={renderPay} />
  ) : (
    <ParcelCards rows={rows} status={status} renderPay={renderPay} />
  );
}

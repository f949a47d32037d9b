/**
 * The grouped list as the layouts draw it: one flat run of rows, each group's header followed by
 * its parcels, so the table and the cards window the same rows.
 */
import type { ReactNode } from 'react';
import type { ParcelStatus, Product } from '@/api';
import type { ParcelGroup } from './grouping';

export type ListRow =
  { kind: 'group'; group: ParcelGroup } | { kind: 'parcel'; parcel: Product; group: ParcelGroup };

/** A group's Pay button, from the payments feature (app composes it). */
export type RenderPay = (group: ParcelGroup) => ReactNode;

export function listRows(groups: readonly ParcelGroup[]): ListRow[] {
  return groups.flatMap((group) => [
    { kind: 'group' as const, group },
    ...group.parcels.map((parcel) => ({ kind: 'parcel' as const, parcel, group })),
  ]);
}

export const rowKey = (row: ListRow) =>
  row.kind === 'group' ? `g-${row.group.key}` : row.parcel._id;

/** What each layout (table, cards) is given. */
export interface ListViewProps {
  rows: ListRow[];
  status: ParcelStatus;
  renderPay?: RenderPay | undefined;
}

/** What each layout's row (a table row, a card) is given. */
export interface ListRowProps {
  row: ListRow;
  index: number;
  status: ParcelStatus;
  renderPay: RenderPay | undefined;
  measureRow: (element: HTMLElement | null) => void;
}

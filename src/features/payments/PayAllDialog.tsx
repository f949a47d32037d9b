import { useGetDebtSumQuery } from '@/api';
import { toTetri } from '@/shared/money';
import { useCurrentUser } from '@/store/session';
import { PayConfirmDialog } from './PayConfirmDialog';

/**
 * The confirmation of paying the whole debt: the server's debt, broken down by flight and by the
 * parcels in stock not yet on a flight (docs/product.md#paying-from-the-balance).
 */
export function PayAllDialog({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { user } = useCurrentUser();
  const { data } = useGetDebtSumQuery(undefined, { skip: !user });
  if (!user) return null;
  return (
    <PayConfirmDialog
      show={show}
      target={{ kind: 'all' }}
      amountTetri={toTetri(data?.deptSum ?? user.debt)}
      unpriced={data?.unpriced ?? 0}
      parts={data?.parts ?? []}
      onClose={onClose}
    />
  );
}

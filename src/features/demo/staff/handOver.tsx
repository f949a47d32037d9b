import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useDemoHandOverParcelsMutation } from '../demoApi';
import type { DemoParcel } from '../demoTypes';
import { useRun } from '../report';
import { RowAction } from './RowAction';
import type { Act } from './useStaffAct';

const HAND_OVER_ALL = 'hand over all';

/** Handing arrived parcels over to the customer: some of them, or all (no ids). */
export function useHandOver(axid: string, act: Act) {
  const { t } = useTranslation('demo');
  const run = useRun();
  const [handOver] = useDemoHandOverParcelsMutation();
  return (key: string, parcelIds?: string[]) =>
    act(key, () =>
      run(handOver({ axid, parcelIds }), (d) => t('staff.handedOver', { count: d.parcels })),
    );
}

export type HandingOver = ReturnType<typeof useHandOver>;

/** The toolbar's button that hands every arrived parcel over. */
export function HandOverAllButton({
  handOver,
  busy,
  pending,
}: {
  handOver: HandingOver;
  busy: boolean;
  pending: string | null;
}) {
  const { t } = useTranslation('demo');
  return (
    <Button
      variant="primary"
      disabled={busy}
      onClick={() => void handOver(HAND_OVER_ALL)}
      aria-busy={pending === HAND_OVER_ALL}
    >
      {t('staff.handOverAll')}
    </Button>
  );
}

/** An arrived parcel's Hand over button. */
export function HandOverButton({
  parcel,
  handOver,
  busy,
}: {
  parcel: DemoParcel;
  handOver: HandingOver;
  busy: boolean;
}) {
  const { t } = useTranslation('demo');
  return (
    <RowAction
      text={t('staff.handOver')}
      label={t('staff.handOverLabel', { tracking: parcel.productOrderId })}
      busy={busy}
      onClick={() => void handOver(`hand over ${parcel._id}`, [parcel._id])}
    />
  );
}

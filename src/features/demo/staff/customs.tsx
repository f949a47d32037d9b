import { useTranslation } from 'react-i18next';
import { useDemoFlagCustomsMutation } from '../demoApi';
import type { DemoParcel } from '../demoTypes';
import { useRun } from '../report';
import { RowAction } from './RowAction';
import type { Act } from './useStaffAct';

/** Flagging a parcel for customs, or clearing the flag (any stage before it is handed over). */
export function useToggleCustoms(axid: string, act: Act) {
  const { t } = useTranslation('demo');
  const run = useRun();
  const [flagCustoms] = useDemoFlagCustomsMutation();
  return (p: DemoParcel) =>
    act(`customs ${p._id}`, () =>
      run(flagCustoms({ axid, parcelId: p._id, custom: !p.custom }), (d) =>
        t(d.parcel.custom ? 'staff.customsFlagged' : 'staff.customsCleared', {
          tracking: d.parcel.productOrderId,
        }),
      ),
    );
}

export type CustomsToggle = ReturnType<typeof useToggleCustoms>;

/** A parcel's customs button: flags it, or clears the flag. */
export function CustomsButton({
  parcel,
  toggleCustoms,
  busy,
}: {
  parcel: DemoParcel;
  toggleCustoms: CustomsToggle;
  busy: boolean;
}) {
  const { t } = useTranslation('demo');
  const key = parcel.custom ? 'staff.customsOff' : 'staff.customsOn';
  return (
    <RowAction
      variant="outline-secondary"
      text={t(key)}
      label={t(`${key}Label`, { tracking: parcel.productOrderId })}
      busy={busy}
      onClick={() => void toggleCustoms(parcel)}
    />
  );
}

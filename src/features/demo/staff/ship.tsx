import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useDemoShipParcelsMutation } from '../demoApi';
import type { DemoParcel } from '../demoTypes';
import { useRun } from '../report';
import { RowAction } from './RowAction';
import type { Act } from './useStaffAct';

const SHIP_ALL = 'ship all';

/** Putting stock parcels on the next flight of their country: some of them, or all (no ids). */
export function useShip(axid: string, act: Act) {
  const { t } = useTranslation('demo');
  const run = useRun();
  const [ship] = useDemoShipParcelsMutation();
  return (key: string, parcelIds?: string[]) =>
    act(key, () =>
      run(ship({ axid, parcelIds }), (d) =>
        t('staff.shipped', {
          count: d.parcels,
          flights: d.flights.map((f) => f.flightId).join(', '),
        }),
      ),
    );
}

export type Shipping = ReturnType<typeof useShip>;

/** The toolbar's button that ships every parcel in stock. */
export function ShipAllButton({
  ship,
  busy,
  pending,
}: {
  ship: Shipping;
  busy: boolean;
  pending: string | null;
}) {
  const { t } = useTranslation('demo');
  return (
    <Button
      variant="primary"
      disabled={busy}
      onClick={() => void ship(SHIP_ALL)}
      aria-busy={pending === SHIP_ALL}
    >
      {t('staff.shipAll')}
    </Button>
  );
}

/** A stock parcel's Ship button. */
export function ShipButton({
  parcel,
  ship,
  busy,
}: {
  parcel: DemoParcel;
  ship: Shipping;
  busy: boolean;
}) {
  const { t } = useTranslation('demo');
  return (
    <RowAction
      text={t('staff.ship')}
      label={t('staff.shipLabel', { tracking: parcel.productOrderId })}
      busy={busy}
      onClick={() => void ship(`ship ${parcel._id}`, [parcel._id])}
    />
  );
}

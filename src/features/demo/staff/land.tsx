import { useTranslation } from 'react-i18next';
import { useDemoLandFlightMutation } from '../demoApi';
import type { DemoFlight } from '../demoTypes';
import { useRun } from '../report';
import { RowAction } from './RowAction';
import type { Act } from './useStaffAct';

/** Landing a departed flight: its parcels arrive. */
export function useLandFlight(act: Act) {
  const { t } = useTranslation('demo');
  const run = useRun();
  const [land] = useDemoLandFlightMutation();
  return (f: DemoFlight) =>
    act(`land ${f.flightId}`, () =>
      run(land({ flightId: f.flightId }), (d) =>
        t('staff.landed', { flight: d.flight.flightId, count: d.parcels }),
      ),
    );
}

export type Landing = ReturnType<typeof useLandFlight>;

/** A departed flight's Land button. */
export function LandButton({
  flight,
  land,
  busy,
}: {
  flight: DemoFlight;
  land: Landing;
  busy: boolean;
}) {
  const { t } = useTranslation('demo');
  return (
    <RowAction
      variant="primary"
      text={t('staff.land')}
      label={t('staff.landLabel', { flight: flight.flightId })}
      busy={busy}
      onClick={() => void land(flight)}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { useDemoSetFlightEditsMutation } from '../demoApi';
import type { DemoFlight } from '../demoTypes';
import { useRun } from '../report';
import { RowAction } from './RowAction';
import type { Act } from './useStaffAct';

/** Opening a flight that has not landed for the customer's edits, or closing it. */
export function useFlightEdits(act: Act) {
  const { t } = useTranslation('demo');
  const run = useRun();
  const [setEdits] = useDemoSetFlightEditsMutation();
  return (f: DemoFlight) =>
    act(`edits ${f.flightId}`, () =>
      run(setEdits({ flightId: f.flightId, open: !f.updateStatus }), (d) =>
        t(d.flight.updateStatus ? 'staff.editsOpened' : 'staff.editsClosed', {
          flight: d.flight.flightId,
        }),
      ),
    );
}

export type EditsToggle = ReturnType<typeof useFlightEdits>;

/** A flight's button that opens it for edits, or closes it. */
export function EditsButton({
  flight,
  toggleEdits,
  busy,
}: {
  flight: DemoFlight;
  toggleEdits: EditsToggle;
  busy: boolean;
}) {
  const { t } = useTranslation('demo');
  const key = flight.updateStatus ? 'staff.closeEdits' : 'staff.openEdits';
  return (
    <RowAction
      variant="outline-secondary"
      text={t(key)}
      label={t(`${key}Label`, { flight: flight.flightId })}
      busy={busy}
      onClick={() => void toggleEdits(flight)}
    />
  );
}

import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { DemoFlight } from '../demoTypes';
import { EditsButton, type EditsToggle } from './edits';
import { LandButton, type Landing } from './land';

const STAGE_BADGE = { landed: 'success', departed: 'primary', planned: 'secondary' } as const;

/** One of the customer's flights: its stage, whether it is open for edits, and what staff may do. */
export function FlightRow({
  flight: f,
  land,
  toggleEdits,
  busy,
}: {
  flight: DemoFlight;
  land: Landing;
  toggleEdits: EditsToggle;
  busy: boolean;
}) {
  const { t } = useTranslation('demo');
  return (
    <li className="demo-row">
      <div className="demo-row-main">
        <span className="fw-semibold">{f.flightId}</span>{' '}
        <Badge bg={STAGE_BADGE[f.stage]}>{t(`staff.flightStage.${f.stage}`)}</Badge>
        {f.updateStatus && (
          <Badge bg="info" text="dark" className="ms-1">
            {t('staff.editsOpen')}
          </Badge>
        )}
        <div className="demo-meta">
          {t(`countries.${f.countryId}`)} · {t('staff.flightParcels', { count: f.parcels ?? 0 })}
        </div>
      </div>
      <div className="demo-row-actions">
        {f.stage === 'departed' && <LandButton flight={f} land={land} busy={busy} />}
        {f.stage !== 'landed' && <EditsButton flight={f} toggleEdits={toggleEdits} busy={busy} />}
      </div>
    </li>
  );
}

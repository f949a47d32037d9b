import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { CurrencyConverterForm } from './CurrencyConverter';
import { VolumeWeightForm } from './VolumeWeightCalculator';

export type CalculatorKind = 'converter' | 'volume';

/**
 * Both calculators as modals, for signed-in customers on the dashboard (docs/product.md#dashboard).
 */
export function CalculatorModal({
  kind,
  onHide,
}: {
  kind: CalculatorKind | null;
  onHide: () => void;
}) {
  const { t } = useTranslation('calculators');
  return (
    <Modal show={kind !== null} onHide={onHide} centered aria-labelledby="calculator-modal-title">
      <Modal.Header closeButton closeLabel={t('actions.close')}>
        <Modal.Title id="calculator-modal-title" as="h2" className="h5">
          {kind && t(kind === 'converter' ? 'converter.title' : 'volume.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {kind === 'converter' ? (
          <CurrencyConverterForm />
        ) : kind === 'volume' ? (
          <VolumeWeightForm />
        ) : null}
      </Modal.Body>
    </Modal>
  );
}

import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { Box } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { formatKg, formatNumber } from '@/shared/format';
import { useTypedBeforeApp } from '@/shared/hooks/useTypedBeforeApp';
import { MAX_SIDE_DIGITS, sanitizeDigits, VOLUME_DIVISOR, volumeWeight } from './calc';
import { IconHeading } from '@/shared/components/IconHeading';
import '@/styles/public.css';

const SIDES = ['length', 'width', 'height'] as const;
type Side = (typeof SIDES)[number];

/**
 * Volume-weight calculator (docs/product.md#calculators): three sides in cm, digits only; the
 * weight L × W × H / 6000 to 3 significant digits appears once all three are filled, written as the
 * current language writes numbers (the digits come exactly from calc.ts, Intl only formats them).
 */
export function VolumeWeightForm() {
  const { t } = useTranslation('calculators');
  const lng = useLanguage();
  const id = useId();
  const [sides, setSides] = useState<Record<Side, string>>({ length: '', width: '', height: '' });
  // A first visit's form may have been typed into before the app ran: keep that.
  useTypedBeforeApp(
    SIDES.map((side) => `${id}-${side}`),
    (typed) =>
      setSides({
        length: sanitizeDigits(typed.get(`${id}-length`)?.value ?? ''),
        width: sanitizeDigits(typed.get(`${id}-width`)?.value ?? ''),
        height: sanitizeDigits(typed.get(`${id}-height`)?.value ?? ''),
      }),
  );
  const weight = volumeWeight(sides.length, sides.width, sides.height);
  const result = weight === '' ? '' : formatKg(weight, lng);

  return (
    <Form
      className="calculator-form"
      // Prerendered: submitted natively before the app runs, it keeps its fields out of the URL.
      method="post"
      onSubmit={(event) => event.preventDefault()}
      aria-label={t('volume.title')}
    >
      <Row className="g-2">
        {SIDES.map((side) => (
          <Col xs={4} key={side}>
            <Form.Group controlId={`${id}-${side}`}>
              <Form.Label>{t(`volume.${side}`)}</Form.Label>
              <Form.Control
                inputMode="numeric"
                autoComplete="off"
                placeholder="0"
                maxLength={MAX_SIDE_DIGITS}
                value={sides[side]}
                onChange={(event) => {
                  const value = sanitizeDigits(event.target.value);
                  setSides((previous) => ({ ...previous, [side]: value }));
                }}
              />
            </Form.Group>
          </Col>
        ))}
      </Row>
      <Form.Group controlId={`${id}-result`} className="mt-3">
        <Form.Label>{t('volume.result')}</Form.Label>
        <InputGroup>
          <Form.Control
            readOnly
            value={result}
            placeholder="—"
            className="calculator-result"
            aria-live="polite"
          />
          <InputGroup.Text>{t('volume.kg')}</InputGroup.Text>
        </InputGroup>
      </Form.Group>
      <p className="small text-body-secondary mt-2 mb-0">
        {t('volume.formula', { divisor: formatNumber(VOLUME_DIVISOR, lng) })}
      </p>
    </Form>
  );
}

/** The calculator as a dashboard card. */
export function VolumeWeightCard() {
  const { t } = useTranslation('calculators');
  return (
    <Card className="content-card calculator-card">
      <Card.Body>
        <IconHeading icon={<Box />} className="card-title h5 mb-3">
          {t('volume.title')}
        </IconHeading>
        <VolumeWeightForm />
      </Card.Body>
    </Card>
  );
}

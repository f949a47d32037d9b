import { useId, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { Box } from '@/shared/icons/Box';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { formatKg, formatNumber } from '@/shared/format';
import { useTypedBeforeApp } from '@/shared/hooks/useTypedBeforeApp';
import { NUMBER_FIELDS, readField, shownField } from '@/shared/numberInput';
import { VOLUME_DIVISOR, volumeWeight } from './calc';
import { IconHeading } from '@/shared/components/IconHeading';
import '@/styles/public.css';

const SIDES = ['length', 'width', 'height'] as const;
type Side = (typeof SIDES)[number];

/**
 * Volume-weight calculator (docs/product.md#calculators): three sides in cm, read as every number
 * field reads them (docs/product.md#number-fields); the
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
        length: typed.get(`${id}-length`)?.value ?? '',
        width: typed.get(`${id}-width`)?.value ?? '',
        height: typed.get(`${id}-height`)?.value ?? '',
      }),
  );
  const read = (side: Side) => readField('volumeSide', sides[side], lng) ?? '';
  const unreadable = (side: Side) => sides[side].trim() !== '' && read(side) === '';
  const weight = volumeWeight(read('length'), read('width'), read('height'));
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
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                maxLength={NUMBER_FIELDS.volumeSide.maxLength}
                value={sides[side]}
                isInvalid={unreadable(side)}
                aria-describedby={unreadable(side) ? `${id}-invalid` : undefined}
                onChange={(event) => {
                  const { value } = event.target;
                  setSides((previous) => ({ ...previous, [side]: value }));
                }}
                onBlur={() =>
                  setSides((previous) => ({
                    ...previous,
                    [side]: shownField('volumeSide', previous[side], lng),
                  }))
                }
              />
            </Form.Group>
          </Col>
        ))}
      </Row>
      {SIDES.some(unreadable) && (
        <p id={`${id}-invalid`} className="small text-danger mt-1 mb-0">
          {t('volume.invalid', { example: formatNumber(10.5, lng) })}
        </p>
      )}
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

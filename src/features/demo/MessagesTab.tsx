import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { useGetRatesQuery, type RateCode } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { formatNumber, typedDecimal } from '@/shared/format';
import { NUMBER_FIELDS, readField } from '@/shared/numberInput';
import { useDemoSendNotificationMutation, useDemoSetRateMutation } from './demoApi';
import type { NotificationTexts } from './demoTypes';
import { useReport, useRun } from './report';

const FIELDS: readonly (keyof NotificationTexts)[] = [
  'titleKa',
  'descriptionKa',
  'titleRu',
  'descriptionRu',
  'titleEn',
  'descriptionEn',
];
const EMPTY: NotificationTexts = {
  titleKa: '',
  titleRu: '',
  titleEn: '',
  descriptionKa: '',
  descriptionRu: '',
  descriptionEn: '',
};
const LANG_OF: Record<keyof NotificationTexts, string> = {
  titleKa: 'ka',
  descriptionKa: 'ka',
  titleRu: 'ru',
  descriptionRu: 'ru',
  titleEn: 'en',
  descriptionEn: 'en',
};

/** A custom notification (ka, ru, en) for the chosen customer, and the exchange rates. */
export function MessagesTab({ axid }: { axid: string }) {
  const { t } = useTranslation('demo');
  const run = useRun();
  const [send, sending] = useDemoSendNotificationMutation();
  const [texts, setTexts] = useState<NotificationTexts>(EMPTY);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = await run(send({ axid, ...texts }), () => t('messages.sent', { axid }));
    if (done) setTexts(EMPTY);
  }

  return (
    <>
      <section aria-labelledby="demo-notification-title" className="mb-4">
        <h3 id="demo-notification-title" className="h6">
          {t('messages.notification')}
        </h3>
        <p className="demo-meta">{t('messages.notificationHint')}</p>
        <Form onSubmit={(event) => void submit(event)} className="demo-notification-form">
          {FIELDS.map((field) => (
            <Form.Group key={field} controlId={`demo-${field}`} className="mb-2">
              <Form.Label>{t(`messages.${field}`)}</Form.Label>
              <Form.Control
                lang={LANG_OF[field]}
                required
                maxLength={field.startsWith('title') ? 200 : 5000}
                {...(field.startsWith('description') ? { as: 'textarea', rows: 2 } : {})}
                value={texts[field]}
                onChange={(event) => setTexts((v) => ({ ...v, [field]: event.target.value }))}
              />
            </Form.Group>
          ))}
          <Button type="submit" disabled={sending.isLoading}>
            {t('messages.send')}
          </Button>
        </Form>
      </section>
      <Rates />
    </>
  );
}

function Rates() {
  const { t } = useTranslation('demo');
  const lng = useLanguage();
  const { data, isLoading, isError, refetch } = useGetRatesQuery();
  const [setRate, setting] = useDemoSetRateMutation();
  const [values, setValues] = useState<Partial<Record<RateCode, string>>>({});
  const run = useRun();
  const report = useReport();

  /** Sets the rate typed (or shown) for `code`: read as every number field reads it
   * (docs/product.md#number-fields), refused here with the value named. */
  async function save(code: RateCode, typed: string) {
    const read = readField('staffRate', typed, lng);
    const rate = read === null ? 0 : Number(read);
    if (!(rate > 0)) {
      report({
        variant: 'danger',
        text: t('messages.rateInvalid', {
          value: typed.trim(),
          code,
          example: formatNumber(2.6999, lng),
        }),
      });
      return;
    }
    const done = await run(setRate({ code, rate }), (d) =>
      t('messages.rateSet', {
        code,
        rate: formatNumber(d.rates.find((r) => r.code === code)?.rate ?? rate, lng, {
          maximumFractionDigits: 4,
        }),
      }),
    );
    if (done) setValues((v) => ({ ...v, [code]: undefined }));
  }

  return (
    <section aria-labelledby="demo-rates-title">
      <h3 id="demo-rates-title" className="h6">
        {t('messages.rates')}
      </h3>
      <p className="demo-meta">{t('messages.ratesHint')}</p>
      {isLoading ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <div className="demo-rates">
          {data.rates.map(({ code, rate }) => (
            <Form
              key={code}
              onSubmit={(event) => {
                event.preventDefault();
                void save(code, values[code] ?? typedDecimal(String(rate), lng));
              }}
            >
              <Form.Label htmlFor={`demo-rate-${code}`}>{t('messages.rate', { code })}</Form.Label>
              <InputGroup size="sm">
                <Form.Control
                  id={`demo-rate-${code}`}
                  inputMode="decimal"
                  maxLength={NUMBER_FIELDS.staffRate.maxLength}
                  required
                  value={values[code] ?? typedDecimal(String(rate), lng)}
                  onChange={(event) => setValues((v) => ({ ...v, [code]: event.target.value }))}
                />
                <Button
                  type="submit"
                  variant="outline-primary"
                  aria-label={t('messages.setRateLabel', { code })}
                  disabled={setting.isLoading}
                >
                  {t('messages.setRate')}
                </Button>
              </InputGroup>
            </Form>
          ))}
        </div>
      )}
    </section>
  );
}

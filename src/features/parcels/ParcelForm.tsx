import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useGetRatesQuery, type Currency } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { BRANCHES, branchLabelKey } from '@/shared/branches';
import {
  DECLARED_CURRENCIES,
  OTHER_SHOP,
  PRODUCT_CATEGORIES,
  SENDING_COUNTRIES,
  SHOPS,
} from '@/shared/catalog';
import { FILE_ACCEPT } from '@/shared/files';
import { FileField, FormNotice, SelectField, TextField } from '@/shared/forms/fields';
import { useForm } from '@/shared/forms/useForm';
import { formatGel } from '@/shared/format';
import { mergeRates } from '@/shared/money';
import { shownField } from '@/shared/numberInput';
import {
  AMOUNT_MAX_LENGTH,
  atInvoiceThreshold,
  declaredGel,
  needsInvoice,
  NOTE_MAX,
  parcelSchema,
  quantityDigits,
  shopNameChars,
  trackingNumber,
  withAmountRead,
  type ParcelValues,
} from './schemas';
import { parcelErrorKey } from './submitErrors';

interface ParcelFormProps<D> {
  initialValues: ParcelValues;
  /** Edit mode: the country is locked and the tracking number read-only
   * (docs/product.md#what-a-parcel-offers-by-stage). */
  editing?: boolean;
  /** The stored invoice of an edited parcel, which need not be uploaded again. */
  storedFile?: string | null;
  submitLabel: string;
  /** Sends the values (a mutation's `.unwrap()`); a refusal keeps them in the form. */
  send: (values: ParcelValues, context: { gel: string }) => Promise<D>;
  /** What follows an accepted declaration or edit. */
  onSent: (data: D) => void;
}

/**
 * The declare / edit form of a parcel, every rule of docs/product.md#parcel-declaration with its
 * message.
 */
export function ParcelForm<D>({
  initialValues,
  editing = false,
  storedFile = null,
  submitLabel,
  send,
  onSent,
}: ParcelFormProps<D>) {
  const { t } = useTranslation('parcels');
  const lng = useLanguage();
  const { data: ratesData } = useGetRatesQuery();
  const rates = mergeRates(ratesData?.rates);
  const schema = parcelSchema(rates, { hasStoredFile: Boolean(storedFile), lng });

  // A refused submit shows every message and the general one ("fill in every field
  // correctly"), as a refusal of the server does (docs/product.md#parcel-declaration). The
  // server's refusal is a warning, as the brief has it; only an unreachable server is an error.
  const form = useForm({
    id: 'parcel',
    initialValues,
    schema,
    // The server takes the amount with a dot (docs/product.md#number-fields).
    send: (typed) => {
      const values = withAmountRead(typed, lng);
      return send(values, { gel: declaredGel(values, rates) });
    },
    onSent,
    messageOf: parcelErrorKey,
    warningCodes: 'refusals',
    fillAll: { key: 'parcels:form.fillAll' },
  });
  const { values } = form;

  const read = withAmountRead(values, lng);
  const gel = declaredGel(read, rates);
  const overThreshold = atInvoiceThreshold(gel);
  const fileRequired = needsInvoice(read, rates) && !storedFile;
  const shops = values.senderCountryId ? SHOPS[values.senderCountryId] : [];

  return (
    <Form {...form.props} className="parcel-form">
      <TextField
        {...form.field('productOrderId')}
        label={t('fields.tracking')}
        filter={trackingNumber}
        hint={editing ? undefined : t('hints.tracking')}
        required
        readOnly={editing}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        {...form.field('quantity')}
        label={t('fields.quantity')}
        filter={quantityDigits}
        inputMode="numeric"
        required
      />
      <SelectField
        {...form.field('productName')}
        label={t('fields.category')}
        options={PRODUCT_CATEGORIES.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
        placeholder={t('placeholders.category')}
        required
      />
      <SelectField
        {...form.field('senderCountryId')}
        label={t('fields.country')}
        onValue={(value) => {
          // Another country has other shops.
          void form.formik.setValues({
            ...values,
            senderCountryId: value as ParcelValues['senderCountryId'],
            shop: '',
          });
        }}
        options={SENDING_COUNTRIES.map((country) => ({
          value: country.id,
          label: t(`countries.${country.key}`),
        }))}
        placeholder={t('placeholders.country')}
        disabled={editing}
        hint={editing ? t('hints.countryLocked') : undefined}
        required
      />
      <Form.Check
        type="switch"
        id="parcel-personal"
        className="mb-3"
        label={t('fields.personal')}
        checked={values.personalParcel}
        onChange={(event) => void form.formik.setFieldValue('personalParcel', event.target.checked)}
      />
      {values.personalParcel ? (
        <TextField {...form.field('senderName')} label={t('fields.sender')} required />
      ) : (
        <>
          <SelectField
            {...form.field('shop')}
            label={t('fields.market')}
            options={[
              ...shops.map((shop) => ({ value: shop.key, label: shop.name })),
              ...(values.senderCountryId ? [{ value: OTHER_SHOP, label: t('shop.other') }] : []),
            ]}
            placeholder={
              values.senderCountryId ? t('placeholders.shop') : t('placeholders.countryFirst')
            }
            hint={values.senderCountryId === '3' ? t('hints.turkishPhone') : undefined}
            required
          />
          {values.shop === OTHER_SHOP && (
            <TextField
              {...form.field('shopOther')}
              label={t('fields.shopOther')}
              filter={shopNameChars}
              hint={t('hints.shopOther')}
              spellCheck={false}
              required
            />
          )}
        </>
      )}
      <div className="row g-2">
        <div className="col-7">
          <TextField
            {...form.field('amount')}
            onBlur={(event) => {
              // Left, the amount shows in the language's decimal mark.
              void form.formik.setFieldValue(
                'amount',
                shownField('parcelAmount', event.target.value, lng),
              );
              form.formik.handleBlur(event);
            }}
            label={t('fields.amount')}
            maxLength={AMOUNT_MAX_LENGTH}
            inputMode="decimal"
            required
          />
        </div>
        <div className="col-5">
          <SelectField
            {...form.field('currency')}
            label={t('fields.currency')}
            options={DECLARED_CURRENCIES.map((code: Currency) => ({ value: code, label: code }))}
            placeholder={t('placeholders.currency')}
            required
          />
        </div>
      </div>
      {values.currency && read.amount && (
        <p className="parcel-gel small mb-2" aria-live="polite">
          {t('gel.value', { amount: formatGel(gel, lng) })}
        </p>
      )}
      {overThreshold && (
        <Alert variant="danger" className="py-2 small" role="status">
          {t('gel.overThreshold')}
        </Alert>
      )}
      <Form.Check
        type="checkbox"
        id="parcel-clearance"
        className="mb-3"
        label={t('fields.clearance')}
        checked={values.clearance}
        onChange={(event) => void form.formik.setFieldValue('clearance', event.target.checked)}
      />
      <SelectField
        {...form.field('branch')}
        label={t('fields.branch')}
        options={BRANCHES.map((branch) => ({
          value: branch,
          label: t(branchLabelKey(branch) as never),
        }))}
        placeholder={t('placeholders.branch')}
        required
      />
      <NoteField {...form.field('description')} />
      <FileField
        {...form.file('file')}
        label={fileRequired ? t('fields.invoiceRequired') : t('fields.invoiceOptional')}
        accept={FILE_ACCEPT}
        hint={storedFile ? t('hints.fileStored') : t('hints.file')}
        required={fileRequired}
      />
      <FormNotice notice={form.notice} />
      <div className="d-grid">
        <Button type="submit" variant="primary" disabled={form.submitting}>
          {form.submitting && (
            <Spinner as="span" size="sm" animation="border" className="me-2" aria-hidden />
          )}
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/** The note, up to 160 characters, with a counter. */
function NoteField({
  id,
  name,
  value,
  onValue,
  onBlur,
  error,
}: {
  id: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  onBlur: (event: React.FocusEvent<HTMLTextAreaElement>) => void;
  error: string | null;
}) {
  const { t } = useTranslation('parcels');
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>{t('fields.note')}</Form.Label>
      <Form.Control
        as="textarea"
        id={id}
        name={name}
        rows={2}
        value={value}
        maxLength={NOTE_MAX}
        onChange={(event) => onValue(event.target.value.slice(0, NOTE_MAX))}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {error}
      </Form.Control.Feedback>
      <Form.Text id={`${id}-count`} className="d-block text-end">
        {t('hints.noteCount', { length: value.length, max: NOTE_MAX })}
      </Form.Text>
    </Form.Group>
  );
}

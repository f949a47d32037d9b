import { useFormik } from 'formik';
import { useMemo, useRef } from 'react';
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
import {
  FileField,
  focusFirstInvalid,
  SelectField,
  TextField,
  useMessage,
} from '@/shared/forms/fields';
import { formatGel } from '@/shared/format';
import { mergeRates } from '@/shared/money';
import { showError } from '@/shared/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import {
  amountChars,
  atInvoiceThreshold,
  declaredGel,
  needsInvoice,
  NOTE_MAX,
  parcelSchema,
  quantityDigits,
  shopNameChars,
  trackingNumber,
  type ParcelValues,
} from './schemas';

interface ParcelFormProps {
  initialValues: ParcelValues;
  /** Edit mode: the country is locked and the tracking number read-only
   * (docs/product.md#what-a-parcel-offers-by-stage). */
  editing?: boolean;
  /** The stored invoice of an edited parcel, which need not be uploaded again. */
  storedFile?: string | null;
  submitLabel: string;
  /** Sends the values; resolves false when the server refused them (the form keeps them). */
  onSubmit: (values: ParcelValues, context: { gel: string }) => Promise<boolean>;
}

/**
 * The declare / edit form of a parcel, every rule of docs/product.md#parcel-declaration with its
 * message.
 */
export function ParcelForm({
  initialValues,
  editing = false,
  storedFile = null,
  submitLabel,
  onSubmit,
}: ParcelFormProps) {
  const { t } = useTranslation('parcels');
  const lng = useLanguage();
  const dispatch = useAppDispatch();
  const message = useMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const { data: ratesData } = useGetRatesQuery();
  const rates = useMemo(() => mergeRates(ratesData?.rates), [ratesData]);
  const schema = useMemo(
    () => parcelSchema(rates, { hasStoredFile: Boolean(storedFile) }),
    [rates, storedFile],
  );

  const formik = useFormik<ParcelValues>({
    initialValues,
    validationSchema: schema,
    validateOnMount: false,
    onSubmit: async (values) => {
      await onSubmit(values, { gel: declaredGel(values, rates) });
    },
  });
  const { values } = formik;
  const error = (name: keyof ParcelValues) =>
    formik.submitCount > 0 || formik.touched[name] ? message(formik.errors[name] as string) : null;
  const set = (name: keyof ParcelValues) => (value: string) =>
    void formik.setFieldValue(name, value);

  /**
   * A submit the form's own checks refuse shows every message and the general one ("fill in every
   * field correctly"), as a refusal of the server does (docs/product.md#parcel-declaration).
   */
  async function submit() {
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.submitForm(); // counts the attempt: every field's message shows
      dispatch(showError('parcels:form.fillAll'));
      focusFirstInvalid(formRef.current);
      return;
    }
    await formik.submitForm();
    focusFirstInvalid(formRef.current);
  }

  const gel = declaredGel(values, rates);
  const overThreshold = atInvoiceThreshold(gel);
  const fileRequired = needsInvoice(values, rates) && !storedFile;
  const shops = values.senderCountryId ? SHOPS[values.senderCountryId] : [];

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="parcel-form"
    >
      <TextField
        id="parcel-tracking"
        name="productOrderId"
        label={t('fields.tracking')}
        value={values.productOrderId}
        onValue={set('productOrderId')}
        filter={trackingNumber}
        error={error('productOrderId')}
        hint={editing ? undefined : t('hints.tracking')}
        required
        readOnly={editing}
        autoCapitalize="characters"
        spellCheck={false}
      />
      <TextField
        id="parcel-quantity"
        name="quantity"
        label={t('fields.quantity')}
        value={values.quantity}
        onValue={set('quantity')}
        filter={quantityDigits}
        inputMode="numeric"
        error={error('quantity')}
        required
      />
      <SelectField
        id="parcel-category"
        name="productName"
        label={t('fields.category')}
        value={values.productName}
        onValue={set('productName')}
        options={PRODUCT_CATEGORIES.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
        placeholder={t('placeholders.category')}
        error={error('productName')}
        required
      />
      <SelectField
        id="parcel-country"
        name="senderCountryId"
        label={t('fields.country')}
        value={values.senderCountryId}
        onValue={(value) => {
          // Another country has other shops.
          void formik.setValues({
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
        error={error('senderCountryId')}
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
        onChange={(event) => void formik.setFieldValue('personalParcel', event.target.checked)}
      />
      {values.personalParcel ? (
        <TextField
          id="parcel-sender"
          name="senderName"
          label={t('fields.sender')}
          value={values.senderName}
          onValue={set('senderName')}
          error={error('senderName')}
          required
        />
      ) : (
        <>
          <SelectField
            id="parcel-shop"
            name="shop"
            label={t('fields.market')}
            value={values.shop}
            onValue={set('shop')}
            options={[
              ...shops.map((shop) => ({ value: shop.key, label: shop.name })),
              ...(values.senderCountryId ? [{ value: OTHER_SHOP, label: t('shop.other') }] : []),
            ]}
            placeholder={
              values.senderCountryId ? t('placeholders.shop') : t('placeholders.countryFirst')
            }
            error={error('shop')}
            hint={values.senderCountryId === '3' ? t('hints.turkishPhone') : undefined}
            required
          />
          {values.shop === OTHER_SHOP && (
            <TextField
              id="parcel-shop-other"
              name="shopOther"
              label={t('fields.shopOther')}
              value={values.shopOther}
              onValue={set('shopOther')}
              filter={shopNameChars}
              error={error('shopOther')}
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
            id="parcel-amount"
            name="amount"
            label={t('fields.amount')}
            value={values.amount}
            onValue={set('amount')}
            filter={amountChars}
            inputMode="text"
            error={error('amount')}
            required
          />
        </div>
        <div className="col-5">
          <SelectField
            id="parcel-currency"
            name="currency"
            label={t('fields.currency')}
            value={values.currency}
            onValue={set('currency')}
            options={DECLARED_CURRENCIES.map((code: Currency) => ({ value: code, label: code }))}
            placeholder={t('placeholders.currency')}
            error={error('currency')}
            required
          />
        </div>
      </div>
      {values.currency && values.amount && (
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
        onChange={(event) => void formik.setFieldValue('clearance', event.target.checked)}
      />
      <SelectField
        id="parcel-branch"
        name="branch"
        label={t('fields.branch')}
        value={values.branch}
        onValue={set('branch')}
        options={BRANCHES.map((branch) => ({
          value: branch,
          label: t(branchLabelKey(branch) as never),
        }))}
        placeholder={t('placeholders.branch')}
        error={error('branch')}
        required
      />
      <NoteField
        value={values.description}
        onValue={set('description')}
        error={error('description')}
      />
      <FileField
        id="parcel-file"
        name="file"
        label={fileRequired ? t('fields.invoiceRequired') : t('fields.invoiceOptional')}
        file={values.file}
        onFile={(file) => {
          void formik.setFieldValue('file', file);
          void formik.setFieldTouched('file', true, false);
        }}
        accept={FILE_ACCEPT}
        error={error('file')}
        hint={storedFile ? t('hints.fileStored') : t('hints.file')}
        required={fileRequired}
      />
      <div className="d-grid">
        <Button type="submit" variant="primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting && (
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
  value,
  onValue,
  error,
}: {
  value: string;
  onValue: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('parcels');
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor="parcel-note">{t('fields.note')}</Form.Label>
      <Form.Control
        as="textarea"
        id="parcel-note"
        name="description"
        rows={2}
        value={value}
        maxLength={NOTE_MAX}
        onChange={(event) => onValue(event.target.value.slice(0, NOTE_MAX))}
        isInvalid={Boolean(error)}
        aria-describedby="parcel-note-count"
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      <Form.Text id="parcel-note-count" className="d-block text-end">
        {t('hints.noteCount', { length: value.length, max: NOTE_MAX })}
      </Form.Text>
    </Form.Group>
  );
}

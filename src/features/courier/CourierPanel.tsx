import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  useCreateCourierOrderMutation,
  useGetCourierFlightsQuery,
  useGetCourierParcelsQuery,
  type Branch,
} from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { errorCode, errorKey } from '@/shared/apiError';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { COURIER_CITY_KEYS } from '@/shared/courier';
import { focusFirstInvalid, SelectField, TextField, useMessage } from '@/shared/forms/fields';
import { formatGel, formatNumber } from '@/shared/format';
import { toGeorgianAddress } from '@/shared/georgianKeyboard';
import { useBranchGroups, useCityOptions } from '@/shared/hooks/usePlaceNames';
import { panelClosed } from '@/shared/panels/panelsSlice';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import { useCurrentUser, useDefaultBranch } from '@/store/session';
import {
  courierSchema,
  emptyOrder,
  flightRows,
  orderRequest,
  phoneDigits,
  profileReceiver,
  quoteOf,
  selectedWeight,
  type CourierFlightRow,
  type CourierValues,
} from './courierForm';
import '@/styles/courier.css';

/**
 * Side panel "delivery service" (docs/product.md#courier-order): choose the branch, whose flights
 * and parcels load; select flights; say where and to whom. The price shows before sending. The
 * receiver is the customer (name and phone from the profile, locked) unless the delivery goes to a
 * third party, which clears and unlocks both fields.
 */
export function CourierPanel() {
  const { t } = useTranslation('courier');
  const lng = useLanguage();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const defaultBranch = useDefaultBranch();
  const branchGroups = useBranchGroups();
  const cityOptions = useCityOptions(undefined, COURIER_CITY_KEYS);
  const formRef = useRef<HTMLFormElement>(null);
  const [createOrder] = useCreateCourierOrderMutation();
  /** The server's answer to the last order (a translation key), shown above the button. */
  const [refusal, setRefusal] = useState<{ key: string; unpaid: boolean } | null>(null);

  const formik = useFormik<CourierValues>({
    initialValues: emptyOrder(defaultBranch, user, lng),
    validationSchema: courierSchema,
    validateOnBlur: false,
    async onSubmit(values) {
      const quote = quoteOf(values, rows);
      if (!quote) return;
      setRefusal(null);
      const result = await createOrder({ createCourierOrderRequest: orderRequest(values, quote) });
      if ('error' in result) {
        const code = errorCode(result.error);
        setRefusal({ key: errorKey(result.error), unpaid: code === 'product_unpaid' });
        return;
      }
      dispatch(showSuccess('courier:ordered'));
      // The ordered flights leave the list (its cache is invalidated); the rest stays filled.
      void formik.setFieldValue('flights', []);
      formik.setSubmitting(false);
    },
  });
  const { values } = formik;
  // The customer's own name and phone follow the profile (it may load after the panel opens).
  const ownReceiver = user && !values.thirdParty ? profileReceiver(user, lng) : null;
  useEffect(() => {
    if (ownReceiver && (ownReceiver.name !== values.name || ownReceiver.phone !== values.phone)) {
      void formik.setValues((current) => ({ ...current, ...ownReceiver }));
    }
  });
  const branch = values.branch || undefined;
  const flights = useGetCourierFlightsQuery({ branches: branch as Branch }, { skip: !branch });
  const parcels = useGetCourierParcelsQuery({ branches: branch as Branch }, { skip: !branch });
  const rows = flightRows(flights.data?.flights ?? [], parcels.data?.parcels ?? []);
  const quote = quoteOf(values, rows);
  const shown = formik.submitCount > 0;
  const error = (name: keyof CourierValues) =>
    shown ? message(formik.errors[name] as string | undefined) : null;
  const invalid = shown && Object.keys(formik.errors).length > 0;

  function chooseBranch(value: string) {
    void formik.setValues({ ...values, branch: value as Branch | '', flights: [] });
    setRefusal(null);
  }

  function toggleFlight(id: string, on: boolean) {
    const next = on ? [...values.flights, id] : values.flights.filter((f) => f !== id);
    void formik.setFieldValue('flights', next);
  }

  function setThirdParty(on: boolean) {
    const receiver = on || !user ? { name: '', phone: '' } : profileReceiver(user, lng);
    void formik.setValues({ ...values, thirdParty: on, ...receiver });
  }

  const loading = flights.isLoading || parcels.isLoading;
  const failed = flights.isError || parcels.isError;
  const serverMessage = parcels.data?.message;

  return (
    <Form
      ref={formRef}
      noValidate
      aria-labelledby="side-panel-title"
      className="courier-form"
      onSubmit={(event) => {
        event.preventDefault();
        void formik.submitForm().then(() => focusFirstInvalid(formRef.current));
      }}
    >
      <p>{t('intro')}</p>
      <SelectField
        id="courier-branch"
        name="branch"
        label={t('fields.branch')}
        placeholder={t('fields.branchPlaceholder')}
        value={values.branch}
        onValue={chooseBranch}
        options={[]}
        groups={branchGroups}
        error={error('branch')}
        required
      />

      <fieldset
        className="courier-flights mb-3"
        aria-describedby={error('flights') ? 'courier-flights-error' : undefined}
      >
        <legend className="courier-legend">{t('fields.flights')}</legend>
        {!branch ? (
          <p className="text-body-secondary small mb-0">{t('chooseBranchFirst')}</p>
        ) : loading ? (
          <LoadingState label={t('loadingFlights')} />
        ) : failed ? (
          <ErrorState
            onRetry={() => {
              void flights.refetch();
              void parcels.refetch();
            }}
          />
        ) : (
          <FlightChoices
            hint={values.flights.length === 0}
            rows={rows}
            selected={values.flights}
            onToggle={toggleFlight}
            invalid={Boolean(error('flights'))}
            serverMessage={serverMessage}
          />
        )}
        {error('flights') && (
          <div id="courier-flights-error" className="invalid-feedback d-block">
            {error('flights')}
          </div>
        )}
      </fieldset>

      <fieldset className="mb-3">
        <legend className="courier-legend">{t('fields.receiver')}</legend>
        <SelectField
          id="courier-city"
          name="city"
          label={t('fields.city')}
          placeholder={t('fields.cityPlaceholder')}
          value={values.city}
          onValue={(value) => void formik.setFieldValue('city', value)}
          options={cityOptions}
          error={error('city')}
          required
        />
        <TextField
          id="courier-address"
          name="address"
          label={t('fields.address')}
          hint={t('fields.addressHint')}
          value={values.address}
          onValue={(value) => void formik.setFieldValue('address', value)}
          filter={toGeorgianAddress}
          lang="ka"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="off"
          error={error('address')}
          required
        />
        <Form.Check
          type="switch"
          role="switch"
          id="courier-third-party"
          name="thirdParty"
          className="mb-3"
          label={t('fields.thirdParty')}
          checked={values.thirdParty}
          onChange={(event) => setThirdParty(event.target.checked)}
        />
        <TextField
          id="courier-name"
          name="name"
          label={t('fields.name')}
          hint={values.thirdParty ? undefined : t('fields.fromProfile')}
          value={values.name}
          onValue={(value) => void formik.setFieldValue('name', value)}
          readOnly={!values.thirdParty}
          autoComplete={values.thirdParty ? 'off' : 'name'}
          error={error('name')}
          required
        />
        <TextField
          id="courier-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          label={t('fields.phone')}
          hint={values.thirdParty ? t('fields.phoneHint') : t('fields.fromProfile')}
          value={values.phone}
          onValue={(value) => void formik.setFieldValue('phone', value)}
          filter={phoneDigits}
          readOnly={!values.thirdParty}
          autoComplete={values.thirdParty ? 'off' : 'tel-national'}
          error={error('phone')}
          required
        />
      </fieldset>

      <section className="courier-price mb-3" aria-labelledby="courier-price-title">
        <h3 id="courier-price-title" className="h6 mb-1">
          {t('price.title')}
        </h3>
        <div aria-live="polite">
          {quote === null ? (
            <p className="text-body-secondary small mb-1">{t('price.choose')}</p>
          ) : (
            <>
              <p className="courier-price-amount mb-1" data-testid="courier-price">
                {quote.gel === null ? t('price.individual') : formatGel(quote.gel, lng)}
              </p>
              <p className="small text-body-secondary mb-1">
                {t(`price.zones.${quote.zone}`)}
                {quote.tier && ` · ${t(`price.tiers.${quote.tier}`)}`}
                {' · '}
                {t('price.weight', {
                  weight: formatNumber(selectedWeight(values, rows), lng, {
                    maximumFractionDigits: 3,
                  }),
                })}
              </p>
            </>
          )}
          <ul className="small text-body-secondary mb-0 ps-3">
            <li>{t('price.time')}</li>
            <li>{t('price.payment')}</li>
          </ul>
        </div>
      </section>

      {invalid && (
        <Alert variant="danger" className="py-2" role="alert">
          {t('validation_error', { ns: 'errors' })}
        </Alert>
      )}
      {refusal && (
        <Alert variant="danger" className="py-2" role="alert">
          {t(refusal.key as never)}
          {refusal.unpaid && <PayLink />}
        </Alert>
      )}
      <div className="d-grid">
        <Button type="submit" variant="primary" disabled={formik.isSubmitting}>
          {formik.isSubmitting && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden />
          )}
          {formik.isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </div>
    </Form>
  );
}

/** "Pay" from a product_unpaid message: closes the panel on the arrived tab, where Pay is. */
function PayLink() {
  const { t } = useTranslation('courier');
  const dispatch = useAppDispatch();
  return (
    <>
      {' '}
      <Link
        to={{ pathname: paths.home, hash: 'arrived' }}
        className="alert-link"
        onClick={() => dispatch(panelClosed())}
      >
        {t('payLink')}
      </Link>
    </>
  );
}

interface FlightChoicesProps {
  /** Nothing is selected yet: say so. */
  hint: boolean;
  rows: CourierFlightRow[];
  selected: string[];
  onToggle: (id: string, on: boolean) => void;
  invalid: boolean;
  serverMessage: string | undefined;
}

/** The branch's flights as checkboxes, with the server's message about them. */
function FlightChoices({
  hint,
  rows,
  selected,
  onToggle,
  invalid,
  serverMessage,
}: FlightChoicesProps) {
  const { t } = useTranslation('courier');
  const lng = useLanguage();
  if (serverMessage === 'user_have_not_products' || rows.length === 0) {
    return (
      // The server's word about the branch, not an error of the form: a plain notice, not an alert.
      <p className="alert alert-info py-2 mb-0">{t('user_have_not_products', { ns: 'errors' })}</p>
    );
  }
  return (
    <>
      {serverMessage === 'product_unpaid' && (
        <p className="alert alert-warning py-2">
          {t('unpaidNotice')}
          <PayLink />
        </p>
      )}
      {hint && <p className="small text-body-secondary mb-2">{t('selectFlights')}</p>}
      <ul className="list-unstyled mb-0 courier-flight-list">
        {rows.map((row) => (
          <li key={row._id}>
            <Form.Check
              id={`courier-flight-${row._id}`}
              className="courier-flight"
              isInvalid={invalid}
              checked={selected.includes(row._id)}
              onChange={(event) => onToggle(row._id, event.target.checked)}
              label={
                <>
                  <span className="fw-semibold">{row.flightId}</span>
                  <span className="text-body-secondary small">
                    {' · '}
                    {t('flight.parcels', { count: row.parcels })}
                    {' · '}
                    {t('flight.weight', {
                      weight: formatNumber(row.weight, lng, { maximumFractionDigits: 3 }),
                    })}
                  </span>
                  {row.unpaid && (
                    <Badge bg="warning" text="dark" className="ms-2">
                      {t('flight.unpaid')}
                    </Badge>
                  )}
                </>
              }
            />
          </li>
        ))}
      </ul>
    </>
  );
}

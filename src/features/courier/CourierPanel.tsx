import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import {
  useCreateCourierOrderMutation,
  useGetCourierFlightsQuery,
  useGetCourierParcelsQuery,
  type Branch,
} from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { ErrorState, LoadingState } from '@/shared/components/ListState';
import { COURIER_CITY_KEYS } from '@/shared/courier';
import { SelectField, TextField } from '@/shared/forms/fields';
import { useForm } from '@/shared/forms/useForm';
import { formatGel, formatKg } from '@/shared/format';
import { toGeorgianAddress } from '@/shared/georgianKeyboard';
import { useBranchGroups, useCityChoices } from '@/shared/hooks/usePlaceNames';
import { showSuccess } from '@/shared/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import { useCurrentUser, useDefaultBranch } from '@/store/session';
import {
  courierSchema,
  emptyOrder,
  flightRows,
  orderRequest,
  phoneDigits,
  quoteOf,
  receiverOf,
  selectedWeight,
  type CourierValues,
} from './courierForm';
import { FlightChoices, PayLink } from './FlightChoices';
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
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const defaultBranch = useDefaultBranch();
  const branchGroups = useBranchGroups();
  const cityChoices = useCityChoices(undefined, COURIER_CITY_KEYS);
  const [createOrder] = useCreateCourierOrderMutation();
  /** The server's answer to the last order (a translation key), shown above the button. */
  const [refusal, setRefusal] = useState<{
    key: string;
    values?: { count: number } | undefined;
    unpaid: boolean;
  } | null>(null);
  /** What the last accepted order was for, shown at the top of the panel until the next one. */
  const [ordered, setOrdered] = useState<string | null>(null);

  const form = useForm({
    id: 'courier',
    initialValues: emptyOrder(defaultBranch, user),
    schema: courierSchema,
    send(values: CourierValues) {
      setRefusal(null);
      setOrdered(null);
      const quote = quoteOf(values, rows)!; // the rules require a city and a flight
      const receiver = receiverOf(values, user, lng);
      return createOrder({
        createCourierOrderRequest: orderRequest(values, receiver, quote),
      }).unwrap();
    },
    onSent(_order, helpers) {
      dispatch(showSuccess('courier:ordered'));
      const chosen = rows.filter((row) => values.flights.includes(row._id));
      const price = quoteOf(values, rows)?.gel;
      setOrdered(
        t('orderedSummary', {
          count: chosen.length,
          flights: chosen.map((row) => row.flightId).join(', '),
          address: values.address.trim(),
          price:
            price === null || price === undefined ? t('price.individual') : formatGel(price, lng),
        }),
      );
      // The ordered flights leave the list (its cache is invalidated); the rest stays filled. The
      // form starts over from there, so the emptied choice is not read as a refused submit: a
      // plain success, with no rule's message under it.
      helpers.resetForm({ values: { ...values, flights: [] } });
    },
    onRefused: ({ key, values, code }) =>
      setRefusal({ key, values, unpaid: code === 'product_unpaid' }),
    fillAll: { key: 'errors:validation_error', inline: true },
  });
  const { values, error } = form;
  const branch = values.branch || undefined;
  const flights = useGetCourierFlightsQuery({ branches: branch as Branch }, { skip: !branch });
  const parcels = useGetCourierParcelsQuery({ branches: branch as Branch }, { skip: !branch });
  const rows = flightRows(flights.data?.flights ?? [], parcels.data?.parcels ?? []);
  const receiver = receiverOf(values, user, lng);
  const quote = quoteOf(values, rows);

  function chooseBranch(value: string) {
    void form.formik.setValues({ ...values, branch: value as Branch | '', flights: [] });
    setRefusal(null);
  }

  function toggleFlight(id: string, on: boolean) {
    const next = on ? [...values.flights, id] : values.flights.filter((f) => f !== id);
    void form.formik.setFieldValue('flights', next);
  }

  /** A third party's name and phone are typed from empty; the customer's come back from the profile. */
  function setThirdParty(on: boolean) {
    void form.formik.setValues({ ...values, thirdParty: on, name: '', phone: '' });
  }

  const loading = flights.isLoading || parcels.isLoading;
  const failed = flights.isError || parcels.isError;
  const serverMessage = parcels.data?.message;

  return (
    <Form {...form.props} aria-labelledby="side-panel-title" className="courier-form">
      {ordered && (
        <Alert variant="success" className="py-2" role="status" aria-atomic="true">
          {ordered}
        </Alert>
      )}
      <p>{t('intro')}</p>
      <SelectField
        {...form.field('branch')}
        label={t('fields.branch')}
        placeholder={t('fields.branchPlaceholder')}
        onValue={chooseBranch}
        options={[]}
        groups={branchGroups}
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
          {...form.field('city')}
          label={t('fields.city')}
          placeholder={t('fields.cityPlaceholder')}
          {...cityChoices}
          required
        />
        <TextField
          {...form.field('address')}
          label={t('fields.address')}
          hint={t('fields.addressHint')}
          filter={toGeorgianAddress}
          lang="ka"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="off"
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
          {...form.field('name')}
          value={receiver.name}
          label={t('fields.name')}
          hint={values.thirdParty ? undefined : t('fields.fromProfile')}
          readOnly={!values.thirdParty}
          autoComplete={values.thirdParty ? 'off' : 'name'}
          required
        />
        <TextField
          {...form.field('phone')}
          value={receiver.phone}
          type="tel"
          inputMode="numeric"
          label={t('fields.phone')}
          hint={values.thirdParty ? t('fields.phoneHint') : t('fields.fromProfile')}
          filter={phoneDigits}
          readOnly={!values.thirdParty}
          autoComplete={values.thirdParty ? 'off' : 'tel-national'}
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
                  weight: formatKg(selectedWeight(values, rows), lng),
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

      {form.fillAllShown && (
        <Alert variant="danger" className="py-2" role="alert">
          {t('validation_error', { ns: 'errors' })}
        </Alert>
      )}
      {refusal && (
        <Alert variant="danger" className="py-2" role="alert">
          {String(t(refusal.key as never, refusal.values as never))}
          {refusal.unpaid && <PayLink />}
        </Alert>
      )}
      <div className="d-grid">
        <Button type="submit" variant="primary" disabled={form.submitting}>
          {form.submitting && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden />
          )}
          {form.submitting ? t('submitting') : t('submit')}
        </Button>
      </div>
    </Form>
  );
}

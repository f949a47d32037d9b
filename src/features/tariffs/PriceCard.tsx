import { Fragment, useId, useState } from 'react';
import { AirplaneFill } from '@/shared/icons/AirplaneFill';
import { ArrowRight } from '@/shared/icons/ArrowRight';
import { InfoCircle } from '@/shared/icons/InfoCircle';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TariffCountry } from '@/api';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { CountryFlag } from '@/shared/components/CountryFlag';
import { formatUsd } from '@/shared/format';
import { COUNTRY_KEY, TARIFF_COUNTRIES, TYPE_KEY, useTariffs } from './useTariffs';
import '@/styles/public.css';

/** Regular flights a week by country (docs/product.md#1-what-the-portal-does). */
const WEEKLY_FLIGHTS = { 1: 3, 2: 2, 3: 2 } as const;

/**
 * The price card (docs/product.md#tariffs): a country selector (China 1, USA 2, Turkey 3), the
 * per-kg price for each customer type, the 50 kg note and a More link to the tariffs page.
 */
export function PriceCard({ showMoreLink = true }: { showMoreLink?: boolean }) {
  const { t } = useTranslation('tariffs');
  const lng = useLanguage();
  const id = useId();
  const [country, setCountry] = useState<TariffCountry>(1);
  const { price, isLoading } = useTariffs();

  return (
    <div className="content-card price-card h-100 card">
      <div className="d-flex flex-column card-body">
        <h2 className="h5 mb-3 card-title">{t('priceCard.title')}</h2>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-2">{t('priceCard.country')}</legend>
          <div className="country-picker">
            {/* Bootstrap's toggle buttons: a radio input and its label drawn as a button. */}
            {TARIFF_COUNTRIES.map((code) => (
              <Fragment key={code}>
                <input
                  className="btn-check"
                  type="radio"
                  autoComplete="off"
                  id={`${id}-country-${code}`}
                  name={`${id}-country`}
                  checked={country === code}
                  value={code}
                  onChange={() => setCountry(code)}
                />
                <label
                  htmlFor={`${id}-country-${code}`}
                  className="d-flex align-items-center justify-content-center gap-2 btn btn-outline-primary"
                >
                  <CountryFlag country={code} />
                  {t(`countries.${COUNTRY_KEY[code]}`)}
                </label>
              </Fragment>
            ))}
          </div>
        </fieldset>
        <div className="price-hero" aria-live="polite">
          {isLoading ? (
            <span aria-hidden className="placeholder-glow">
              <span className="col-6 placeholder placeholder-lg" />
            </span>
          ) : (
            <>
              <span className="price-hero-amount">{formatUsd(price(country, 1), lng)}</span>
              <span className="price-hero-unit">{t('priceCard.perKg')}</span>
            </>
          )}
          <span className="visually-hidden">{isLoading ? t('priceCard.loading') : ''}</span>
          <p className="small text-body-secondary mb-0">{t(`tariffTypes.${TYPE_KEY[1]}`)}</p>
        </div>
        <dl className="price-list mt-3 mb-3">
          {([2, 3] as const).map((type) => (
            <div key={type}>
              <dt>{t(`tariffTypes.${TYPE_KEY[type]}`)}</dt>
              <dd>
                {isLoading
                  ? '…'
                  : `${formatUsd(price(country, type), lng)} ${t('priceCard.perKgShort')}`}
              </dd>
            </div>
          ))}
        </dl>
        <p className="small d-flex gap-2 text-body-secondary mb-2">
          <AirplaneFill aria-hidden className="flex-shrink-0 mt-1" />
          <span>{t('flights.weekly', { count: WEEKLY_FLIGHTS[country] })}</span>
        </p>
        {showMoreLink && (
          // On the tariffs page the note stands out above the card instead.
          <p className="small d-flex gap-2 text-body-secondary">
            <InfoCircle aria-hidden className="flex-shrink-0 mt-1" />
            <span>{t('tariffs.heavyNote')}</span>
          </p>
        )}
        {showMoreLink && (
          <Link
            to={paths.tariffs}
            className="btn btn-outline-primary mt-auto align-self-start d-inline-flex align-items-center gap-2"
          >
            {t('priceCard.more')}
            <ArrowRight aria-hidden />
          </Link>
        )}
      </div>
    </div>
  );
}

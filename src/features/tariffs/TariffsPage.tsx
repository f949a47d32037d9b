import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { InfoCircleFill } from '@/shared/icons/InfoCircleFill';
import { Truck } from '@/shared/icons/Truck';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/useLanguage';
import { CountryFlag } from '@/shared/components/CountryFlag';
import { DataAge } from '@/shared/components/DataAge';
import { LoadingState, OfflineState } from '@/shared/components/ListState';
import { PageHeading } from '@/shared/components/PageHeading';
import { formatAmount, formatGel, formatUsd } from '@/shared/format';
import { COURIER_TARIFFS, COURIER_TIERS, COURIER_VILLAGE_SURCHARGE } from '@/shared/courier';
import { PriceCard } from './PriceCard';
import { COUNTRY_KEY, TARIFF_COUNTRIES, TARIFF_TYPES, TYPE_KEY, useTariffs } from './useTariffs';
import { IconHeading } from '@/shared/components/IconHeading';
import { useScrollStrip } from '@/shared/hooks/useScrollStrip';
import '@/styles/public.css';

/**
 * Tariffs (docs/product.md#tariffs): USD per kg for China, the USA and Turkey grouped by tariff
 * type, the note on parcels of 50 kg and over, the price card, and the courier tariffs
 * (docs/product.md#courier-tariff). A failed fetch is only logged; the table then shows dashes, and,
 * while the browser is offline, says it refreshes once the connection is back.
 */
export function TariffsPage() {
  const { t } = useTranslation('tariffs');
  const lng = useLanguage();
  const { price, isLoading, isError, fulfilledAt } = useTariffs();
  // On the narrowest phones the four columns are wider than the card: the table scrolls inside
  // it, faded where more of it is.
  const tableStrip = useScrollStrip<HTMLDivElement>();

  return (
    <section className="public-page">
      <PageHeading>{t('tariffs.title')}</PageHeading>
      <p className="lead-text">{t('tariffs.lead')}</p>

      <Card className="content-card mb-4">
        <Card.Body>
          <h2 className="h5 mb-3">{t('tariffs.tableTitle')}</h2>
          <DataAge fulfilledAt={fulfilledAt} />
          {isError && <OfflineState />}
          {isLoading ? (
            <LoadingState />
          ) : (
            // Focusable: a keyboard scrolls only what has focus (axe's scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
            <div ref={tableStrip} tabIndex={0} className="table-responsive">
              <Table className="tariff-table align-middle mb-0">
                <caption className="visually-hidden">{t('tariffs.tableCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('tariffs.type')}</th>
                    {TARIFF_COUNTRIES.map((country) => (
                      <th scope="col" key={country} className="text-end">
                        <span className="d-inline-flex align-items-center gap-2">
                          <CountryFlag country={country} />
                          {t(`countries.${COUNTRY_KEY[country]}`)}
                        </span>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {TARIFF_TYPES.map((type) => (
                    <tr key={type}>
                      <th scope="row" className="fw-normal">
                        <span className="fw-semibold d-block">
                          {t(`tariffTypes.${TYPE_KEY[type]}`)}
                        </span>
                        <span className="small text-body-secondary">
                          {t(`tariffTypes.${TYPE_KEY[type]}Hint`)}
                        </span>
                      </th>
                      {TARIFF_COUNTRIES.map((country) => (
                        <td key={country} className="text-end tariff-amount">
                          {formatUsd(price(country, type), lng)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
          )}
          <p className="small text-body-secondary mt-3 mb-0">{t('tariffs.perKgNote')}</p>
        </Card.Body>
      </Card>

      <aside className="alert alert-warning d-flex gap-2 align-items-start heavy-note">
        <InfoCircleFill aria-hidden className="flex-shrink-0 mt-1" />
        <span>
          <Trans
            t={t}
            i18nKey="tariffs.heavyNoteLong"
            components={{ contact: <Link to={paths.contact} className="alert-link" /> }}
          />
        </span>
      </aside>

      <Row className="g-4">
        <Col lg={6}>
          <PriceCard showMoreLink={false} />
        </Col>
        <Col lg={6}>
          <Card className="content-card h-100">
            <Card.Body>
              <IconHeading icon={<Truck />} className="h5 mb-3">
                {t('courierTariffs.title')}
              </IconHeading>
              <Table size="sm" className="courier-table mb-3">
                <caption className="visually-hidden">{t('courierTariffs.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('courierTariffs.weight')}</th>
                    <th scope="col" className="text-end">
                      {t('courierTariffs.tbilisi')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('courierTariffs.outskirts')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {COURIER_TIERS.map((tier, index) => (
                    <tr key={tier}>
                      <th scope="row" className="fw-normal">
                        {t(`courierTariffs.tiers.${tier}`)}
                      </th>
                      <td className="text-end">
                        {formatGel(COURIER_TARIFFS.tbilisi[index]!, lng)}
                      </td>
                      <td className="text-end">
                        {formatGel(COURIER_TARIFFS.outskirts[index]!, lng)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <ul className="small text-body-secondary ps-3 mb-0">
                <li>
                  {t('courierTariffs.village', {
                    amount: formatAmount(COURIER_VILLAGE_SURCHARGE, lng),
                  })}
                </li>
                <li>{t('courierTariffs.time')}</li>
                <li>{t('courierTariffs.payment')}</li>
              </ul>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </section>
  );
}

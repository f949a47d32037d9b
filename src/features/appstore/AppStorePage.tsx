import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { BellFill } from '@/shared/icons/BellFill';
import { BoxSeamFill } from '@/shared/icons/BoxSeamFill';
import { GeoAltFill } from '@/shared/icons/GeoAltFill';
import { WalletFill } from '@/shared/icons/WalletFill';
import { useTranslation } from 'react-i18next';
import { company } from '@/config/company';
import { PageHeading } from '@/shared/components/PageHeading';
import '@/styles/public.css';

/** Store home pages; the listing links replace these when the app is published. */
export const STORE_LINKS = {
  appStore: 'https://www.apple.com/app-store/',
  googlePlay: 'https://play.google.com/store',
} as const;

const FEATURES = [
  ['track', BoxSeamFill],
  ['notify', BellFill],
  ['pay', WalletFill],
  ['addresses', GeoAltFill],
] as const;

/**
 * The mobile app (docs/product.md#services-terms-and-the-app): what it does and the two store
 * badges.
 */
export function AppStorePage() {
  const { t } = useTranslation('appstore');
  return (
    <section className="public-page">
      <PageHeading>{t('appstore.title')}</PageHeading>
      <Card className="content-card app-hero overflow-hidden">
        <Row className="g-0 align-items-center">
          <Col md={7}>
            <Card.Body className="p-4 p-lg-5">
              <p className="lead-text mb-4">{t('appstore.lead', { name: company.productName })}</p>
              <ul className="list-unstyled app-features mb-4">
                {FEATURES.map(([key, Icon]) => (
                  <li key={key}>
                    <span className="icon-badge" aria-hidden>
                      <Icon />
                    </span>
                    <span>{t(`appstore.features.${key}`)}</span>
                  </li>
                ))}
              </ul>
              <h2 className="h6 fw-bold mb-3">{t('appstore.download')}</h2>
              <div className="d-flex flex-wrap gap-3 store-badges">
                <a href={STORE_LINKS.appStore} target="_blank" rel="noopener noreferrer">
                  <img
                    src={`${import.meta.env.BASE_URL}appstore/app-store.svg`}
                    alt={t('appstore.appStore')}
                    width={180}
                    height={54}
                  />
                </a>
                <a href={STORE_LINKS.googlePlay} target="_blank" rel="noopener noreferrer">
                  <img
                    src={`${import.meta.env.BASE_URL}appstore/google-play.svg`}
                    alt={t('appstore.googlePlay')}
                    width={180}
                    height={54}
                  />
                </a>
              </div>
            </Card.Body>
          </Col>
          <Col md={5} className="app-hero-art d-none d-md-flex">
            <PhoneArt />
          </Col>
        </Row>
      </Card>
    </section>
  );
}

/** A drawn phone showing a parcel list; decoration only. */
function PhoneArt() {
  return (
    <svg viewBox="0 0 220 400" className="phone-art" aria-hidden focusable="false">
      <rect x="20" y="10" width="180" height="380" rx="28" fill="#0d2238" />
      <rect x="30" y="24" width="160" height="352" rx="20" fill="#f4f7fb" />
      <rect x="85" y="30" width="50" height="8" rx="4" fill="#0d2238" />
      <rect x="42" y="52" width="136" height="46" rx="10" fill="#0b4f8a" />
      <rect x="52" y="62" width="60" height="8" rx="4" fill="#fff" opacity=".9" />
      <rect x="52" y="78" width="90" height="10" rx="5" fill="#f59e0b" />
      {[0, 1, 2, 3].map((row) => (
        <g key={row} transform={`translate(42 ${112 + row * 62})`}>
          <rect width="136" height="52" rx="10" fill="#fff" />
          <rect
            x="10"
            y="12"
            width="28"
            height="28"
            rx="8"
            fill={row % 2 ? '#fde7c2' : '#d6e6f5'}
          />
          <rect x="46" y="14" width="70" height="8" rx="4" fill="#14263b" opacity=".8" />
          <rect x="46" y="30" width="48" height="7" rx="3.5" fill="#8a99ab" />
        </g>
      ))}
    </svg>
  );
}

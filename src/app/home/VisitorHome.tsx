import { AirplaneFill } from '@/shared/icons/AirplaneFill';
import { ArrowRight } from '@/shared/icons/ArrowRight';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '@/store/hooks';
import { paths } from '@/config/paths';
import { signUpPanel } from '@/features/accounts/panels';
import { CurrencyConverterCard } from '@/features/calculators/CurrencyConverterCard';
import { VolumeWeightCard } from '@/features/calculators/VolumeWeightCalculator';
import { NewsBlock } from '@/features/news/NewsBlock';
import { ServiceCard, type ServiceKey } from '@/features/pages/serviceCards';
import { PriceCard } from '@/features/tariffs/PriceCard';
import { CountryFlag } from '@/shared/components/CountryFlag';
import { PageHeading } from '@/shared/components/PageHeading';
import { panelOpened } from '@/shared/panels/panelsSlice';

/** The three services the dashboard shows to visitors; /services has all six. */
const HOME_SERVICES: ServiceKey[] = ['addresses', 'customs', 'courier'];

const ROUTES = [
  { country: '1', key: 'china', weekly: 3 },
  { country: '2', key: 'usa', weekly: 2 },
  { country: '3', key: 'turkey', weekly: 2 },
] as const;

/** Brings the sidebar's sign-in form into view with the focus in its first field. */
function showSignIn() {
  const field = document.getElementById('signin-email');
  field?.scrollIntoView({ block: 'center', behavior: 'instant' });
  field?.focus({ preventScroll: true });
}

/** The dashboard for signed-out visitors (the sign-in form is in the sidebar). */
export function VisitorHome() {
  const { t } = useTranslation(['home', 'tariffs']);
  const dispatch = useAppDispatch();

  return (
    <div className="public-page home-visitor">
      <section className="home-hero mb-4">
        <div className="home-hero-text">
          <PageHeading inTitle={false}>{t('home.heroTitle')}</PageHeading>
          <p className="home-hero-lead">{t('home.heroLead')}</p>
          <ul className="home-routes list-unstyled" aria-label={t('home.routesLabel')}>
            {ROUTES.map(({ country, key, weekly }) => (
              <li key={key}>
                <CountryFlag country={country} />
                <span>{t(`countries.${key}`)}</span>
                <span className="home-route-weekly">
                  <AirplaneFill aria-hidden /> {t('home.weeklyShort', { count: weekly })}
                </span>
              </li>
            ))}
          </ul>
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="home-hero-cta btn btn-warning"
              onClick={() => dispatch(panelOpened(signUpPanel))}
            >
              {t('home.signUp')}
            </button>
            <Link to={paths.tariffs} className="btn btn-outline-light">
              {t('home.seeTariffs')}
            </Link>
            {/* The sign-in form follows the page in the document (on a phone, below it): one tap
                or one key brings it, ready to type. */}
            <button type="button" className="btn btn-outline-light" onClick={showSignIn}>
              {t('home.signIn')}
            </button>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-services-title" className="home-section">
        <div className="d-flex justify-content-between align-items-baseline gap-2 mb-3">
          <h2 id="home-services-title" className="h4 mb-0 section-title">
            {t('home.servicesTitle')}
          </h2>
          <Link to={paths.services} className="d-inline-flex align-items-center gap-1 fw-semibold">
            {t('home.allServices')}
            <ArrowRight aria-hidden />
          </Link>
        </div>
        <div className="g-3 row row-cols-1 row-cols-md-3">
          {HOME_SERVICES.map((key) => (
            <div key={key} className="col">
              <ServiceCard service={key} headingLevel={3} />
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="home-tools-title" className="home-section">
        <h2 id="home-tools-title" className="h4 mb-3 section-title">
          {t('home.toolsTitle')}
        </h2>
        <div className="g-3 row">
          <div className="col-lg-6">
            <PriceCard />
          </div>
          <div className="d-flex flex-column gap-3 col-lg-6">
            <CurrencyConverterCard />
            <VolumeWeightCard />
          </div>
        </div>
      </section>

      <NewsBlock />
    </div>
  );
}

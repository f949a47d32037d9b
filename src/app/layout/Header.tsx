import { lazy, Suspense, useState } from 'react';
import { Clock } from '@/shared/icons/Clock';
import { Envelope } from '@/shared/icons/Envelope';
import { Telephone } from '@/shared/icons/Telephone';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useAuthStatus } from '@/store/hooks';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

// The signed-in customer's menus (notifications, account) are a chunk of their own: visitors never
// download them.
const CustomerMenus = lazy(() =>
  import('./CustomerMenus').then((m) => ({ default: m.CustomerMenus })),
);

const NAV_ITEMS = [
  ['home', paths.home],
  ['services', paths.services],
  ['tariffs', paths.tariffs],
  ['schedule', paths.schedule],
  ['news', paths.news],
  ['contact', paths.contact],
  ['terms', paths.terms],
  ['appstore', paths.appstore],
] as const;

/** Top bar (contacts, language) and the main navigation with the mobile menu toggle. */
export function Header() {
  const { t } = useTranslation();
  const authenticated = useAuthStatus() === 'authenticated';
  // The phone menu stays open only on the page where it was opened: going anywhere closes it.
  const { pathname } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;

  return (
    <header>
      <div className="top-bar">
        <div className="d-flex align-items-center justify-content-between gap-3 py-1 container">
          <ul className="top-bar-contacts list-unstyled d-flex gap-3 mb-0 small">
            <li className="d-none d-lg-flex align-items-center gap-1">
              <Clock aria-hidden /> {t('topBar.hours')}
            </li>
            <li className="d-none d-sm-flex align-items-center gap-1">
              <Telephone aria-hidden />{' '}
              <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
            </li>
            <li className="d-none d-md-flex align-items-center gap-1">
              <Envelope aria-hidden /> <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
          </ul>
          <LanguageSwitch />
        </div>
      </div>
      {/* Bootstrap's navbar markup with a plain toggle: react-bootstrap's Navbar brings its
          offcanvas variant and the whole modal machinery into the first load. */}
      <div className="navbar navbar-expand-xl main-nav">
        <div className="container">
          <Link to={paths.home} className="navbar-brand d-flex align-items-center gap-2">
            <Logo />
            <span className="brand-name">{company.productName}</span>
          </Link>
          <div className="d-flex align-items-center gap-1 order-xl-last ms-auto">
            {authenticated && (
              <Suspense fallback={null}>
                <CustomerMenus />
              </Suspense>
            )}
            <button
              type="button"
              className={`navbar-toggler ${menuOpen ? '' : 'collapsed'}`}
              aria-controls="main-nav-links"
              aria-expanded={menuOpen}
              aria-label={t('nav.toggle')}
              onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
            >
              <span className="navbar-toggler-icon" />
            </button>
          </div>
          <nav
            id="main-nav-links"
            aria-label={t('nav.label')}
            className={`navbar-collapse collapse ${menuOpen ? 'show' : ''}`}
          >
            <ul className="navbar-nav me-auto">
              {NAV_ITEMS.map(([key, to]) => (
                <li key={key} className="nav-item">
                  <NavLink to={to} className="nav-link" onClick={() => setMenuOpenAt(null)}>
                    {t(`nav.${key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}

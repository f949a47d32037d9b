import { lazy, Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Clock, Envelope, Telephone } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { useAuthStatus } from '@/store/session';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';

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

  return (
    <header>
      <div className="top-bar">
        <Container className="d-flex align-items-center justify-content-between gap-3 py-1">
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
        </Container>
      </div>
      <Navbar expand="lg" className="main-nav" collapseOnSelect>
        <Container>
          <Navbar.Brand as={Link} to={paths.home} className="d-flex align-items-center gap-2">
            <Logo />
            <span className="brand-name">{company.productName}</span>
          </Navbar.Brand>
          <div className="d-flex align-items-center gap-1 order-lg-last ms-auto">
            {authenticated && (
              <Suspense fallback={null}>
                <CustomerMenus />
              </Suspense>
            )}
            <Navbar.Toggle aria-controls="main-nav-links" aria-label={t('nav.toggle')} />
          </div>
          <Navbar.Collapse id="main-nav-links">
            <Nav as="nav" aria-label={t('nav.label')} className="me-auto">
              {NAV_ITEMS.map(([key, to]) => (
                <Nav.Link key={key} as={NavLink} to={to} eventKey={to}>
                  {t(`nav.${key}`)}
                </Nav.Link>
              ))}
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}

import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Facebook, Instagram, Youtube } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { resetMockBackend } from '../mockBackend';

const SOCIAL = [
  ['facebook', company.social.facebook, Facebook],
  ['instagram', company.social.instagram, Instagram],
  ['youtube', company.social.youtube, Youtube],
] as const;

/**
 * Footer: social links, terms link, © 2015; in demo mode a note, the API docs for integrators
 * (/api-docs/) and "reset demo data".
 */
export function Footer() {
  const { t } = useTranslation();

  async function resetDemo() {
    if (!window.confirm(t('footer.resetDemoConfirm'))) return;
    await resetMockBackend();
    window.location.assign(paths.home);
  }

  return (
    <footer className="site-footer mt-auto">
      <Container className="py-4 d-flex flex-column flex-md-row gap-3 justify-content-between align-items-md-center">
        <div>
          <p className="mb-1">
            {t('footer.copyright', { year: company.foundedYear, name: company.productName })}
          </p>
          <Link to={paths.terms}>{t('footer.terms')}</Link>
        </div>
        <nav aria-label={t('footer.social')} className="d-flex gap-3 align-items-center">
          <span className="small">{t('footer.social')}</span>
          {SOCIAL.map(([key, href, Icon]) => (
            <a
              key={key}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`footer.${key}`)}
            >
              <Icon size={22} aria-hidden />
            </a>
          ))}
        </nav>
      </Container>
      {env.apiMocking && (
        <div className="demo-strip">
          <Container className="py-2 d-flex flex-wrap gap-2 justify-content-between align-items-center small">
            <span>{t('footer.demoMode')}</span>
            <div className="d-flex flex-wrap gap-3 align-items-center">
              {/* A page of its own (openapi.yaml rendered by the build), not a route of the app. */}
              <a href={`${import.meta.env.BASE_URL}api-docs/`}>{t('footer.apiDocs')}</a>
              <Button size="sm" variant="outline-light" onClick={() => void resetDemo()}>
                {t('footer.resetDemo')}
              </Button>
            </div>
          </Container>
        </div>
      )}
    </footer>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { Facebook } from '@/shared/icons/Facebook';
import { Instagram } from '@/shared/icons/Instagram';
import { Youtube } from '@/shared/icons/Youtube';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { company } from '@/config/company';
import { env } from '@/config/env';
import { basePath, paths } from '@/config/paths';
import { resetMockBackend } from '../mockBackend';

/**
 * The demo console: its own chunk (code, words and CSS), loaded when first opened. Behind the
 * literal check, a build with VITE_API_MOCKING=off contains none of it
 * (scripts/check-mock-free-build.mjs asserts it on the built files).
 */
const DemoConsole =
  import.meta.env.VITE_API_MOCKING !== 'off'
    ? lazy(() => import('@/features/demo/DemoConsole').then((m) => ({ default: m.DemoConsole })))
    : null;
/** Opens and closes the demo console; Alt+Shift+D types no text, so it works in fields too. */
const CONSOLE_KEYS = 'Alt+Shift+D';
const isConsoleKeys = (e: KeyboardEvent) =>
  e.altKey && e.shiftKey && !e.ctrlKey && !e.metaKey && e.code === 'KeyD';

const SOCIAL = [
  ['facebook', company.social.facebook, Facebook],
  ['instagram', company.social.instagram, Instagram],
  ['youtube', company.social.youtube, Youtube],
] as const;

/**
 * Footer: social links, terms link, © 2015; in demo mode a note, the API docs for integrators
 * (/api-docs/), the demo console (also Alt+Shift+D) and "reset demo data".
 */
export function Footer() {
  const { t } = useTranslation();
  // null: never opened (its chunk not loaded); then shown or hidden, kept mounted with its state.
  const [consoleState, setConsoleState] = useState<'open' | 'closed' | null>(null);

  useEffect(() => {
    if (!DemoConsole) return;
    const toggle = (event: KeyboardEvent) => {
      if (!isConsoleKeys(event)) return;
      event.preventDefault();
      setConsoleState((state) => (state === 'open' ? 'closed' : 'open'));
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, []);

  async function resetDemo() {
    if (!window.confirm(t('footer.resetDemoConfirm'))) return;
    await resetMockBackend();
    window.location.assign(`${basePath}${paths.home}`);
  }

  return (
    <footer className="site-footer mt-auto">
      <div className="py-4 d-flex flex-column flex-md-row gap-3 justify-content-between align-items-md-center container">
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
      </div>
      {env.apiMocking && (
        <div className="demo-strip">
          <div className="py-2 d-flex flex-wrap gap-2 justify-content-between align-items-center small container">
            <span>{t('footer.demoMode')}</span>
            <div className="d-flex flex-wrap gap-3 align-items-center">
              {/* A page of its own (openapi.yaml rendered by the build), not a route of the app. */}
              <a href={`${import.meta.env.BASE_URL}api-docs/`}>{t('footer.apiDocs')}</a>
              <button
                type="button"
                className="btn btn-light btn-sm"
                aria-keyshortcuts={CONSOLE_KEYS}
                title={`${t('footer.demoConsole')} (${CONSOLE_KEYS})`}
                onClick={() => setConsoleState('open')}
              >
                {t('footer.demoConsole')}
              </button>
              <button
                type="button"
                className="btn btn-outline-light btn-sm"
                onClick={() => void resetDemo()}
              >
                {t('footer.resetDemo')}
              </button>
            </div>
          </div>
        </div>
      )}
      {DemoConsole && consoleState !== null && (
        <Suspense fallback={null}>
          <DemoConsole show={consoleState === 'open'} onHide={() => setConsoleState('closed')} />
        </Suspense>
      )}
    </footer>
  );
}

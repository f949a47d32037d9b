import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { focusHeading, focusIsFree, HeadingFocusContext } from '@/shared/components/headingFocus';
import { LoadingState } from '@/shared/components/ListState';
import { Toasts } from '@/shared/toasts/Toasts';
import { MockBackendEvents } from '../MockBackendEvents';
import { Footer } from './Footer';
import { Header } from './Header';
import { OfflineNotice } from './OfflineNotice';
import { LanguageSwitch } from './LanguageSwitch';
import { SidePanels } from './SidePanels';
import { Sidebar } from './Sidebar';
import { useAuthStatus } from '@/store/hooks';

// Not needed for the first paint: its code (a dialog and the HTML sanitiser) is a chunk of its own.
const PopupAnnouncement = lazy(() =>
  import('@/features/popup/PopupAnnouncement').then((m) => ({ default: m.PopupAnnouncement })),
);

/**
 * Signing in or out replaces the page under the visitor (the dashboard for the home page, the
 * sidebar's form for a greeting): like a link, it opens the page at the top, and the focus, which
 * was on what went away (the sidebar's form, the header's account menu), goes to the page's
 * heading rather than back to the start of the page (docs/product.md#layout); a heading that
 * comes later, with its page's code, takes it as it mounts (PageHeading). Not when a stored
 * session is confirmed as the app starts: nothing had the focus then, and nothing was scrolled.
 */
function useFocusAfterSessionChange(main: RefObject<HTMLElement | null>) {
  const status = useAuthStatus();
  const previous = useRef(status);
  const headingFocus = useRef(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (before === status || before === 'unknown' || !main.current) return;
    window.scrollTo(0, 0);
    headingFocus.current = true;
    const heading = main.current.querySelector('h1');
    if (heading) focusHeading(heading, headingFocus);
    else if (focusIsFree()) main.current.focus({ preventScroll: true });
  }, [status, main]);
  return headingFocus;
}

/**
 * The page frame (docs/product.md#layout): header, sidebar (sign-in or greeting), content, footer.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const mainRef = useRef<HTMLElement>(null);
  const headingFocus = useFocusAfterSessionChange(mainRef);
  // On phones the page comes first and the sidebar after it, except on a customer's dashboard,
  // where the balance is what they open the portal for; a visitor's home page leads with what the
  // company offers, the sign-in form one tap away (docs/product.md#layout). From 992 px the
  // sidebar stands on the left by the grid's areas (main.css), whatever the order in the
  // document, so the prerendered page paints nothing that moves as the browser parses on. The two
  // columns are keyed, so React moves them between the orders without remounting them (typed
  // sign-in input stays).
  const status = useAuthStatus();
  const balanceFirst = useLocation().pathname === paths.home && status !== 'unauthenticated';
  // While the next page's code or words load, the page shown stays and says it is being replaced
  // (dimmed after a moment by main.css), so a click that takes a while is seen to have worked.
  const navigating = useNavigation().state === 'loading';
  const main = (
    <main
      key="main"
      ref={mainRef}
      id="main"
      tabIndex={-1}
      className="col-lg-8 col-xl-9"
      aria-busy={navigating || undefined}
    >
      {/* A screen waiting for its code or its words (a namespace not loaded yet) waits
          here, alone: the frame around it never blanks. */}
      <Suspense fallback={<LoadingState />}>
        <Outlet />
      </Suspense>
    </main>
  );
  const sidebar = (
    <aside key="sidebar" className="sidebar col-lg-4 col-xl-3">
      <Sidebar />
    </aside>
  );
  return (
    <HeadingFocusContext value={headingFocus}>
      <div className="app-shell d-flex flex-column min-vh-100">
        <a href="#main" className="visually-hidden-focusable skip-link">
          {t('skipToContent')}
        </a>
        <Header />
        <div className="app-content flex-grow-1 py-4 container">
          <div className="app-columns g-4 row">
            {balanceFirst ? [sidebar, main] : [main, sidebar]}
          </div>
        </div>
        <Footer />
        <SidePanels />
        <Suspense fallback={null}>
          <PopupAnnouncement languages={<LanguageSwitch onLight />} />
        </Suspense>
        <OfflineNotice />
        <Toasts />
        <MockBackendEvents />
      </div>
    </HeadingFocusContext>
  );
}

// Fonts for Georgian, Latin and Cyrillic text and the lari sign, each subset fetched only when used.
import './styles/fonts.css';
import './styles/bootstrap.scss';
import './styles/main.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { startMockBackend } from '@/app/mockBackend';
import { keepsPrerenderedPage } from '@/boot';
import { i18n, i18nReady } from '@/i18n';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { makeStore } from '@/store/store';

// The build imports this module in Node and calls prerender() (vite-prerender-plugin), which is
// why the app starts only in a browser.
export { prerender } from './prerender';

async function start() {
  // In a demo build the mock backend starts beside the render: the store's requests wait for it
  // (no request goes out before MSW answers), and the page answers clicks meanwhile. It needs no
  // words, so it starts first.
  const backend = startMockBackend();
  backend.catch(reportError);
  // The first screen's words are in memory before the first render (Georgian is bundled).
  await i18nReady;
  const store = makeStore(undefined, backend);
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  // The render runs in a transition: React yields to the browser (input, paint) every few
  // milliseconds instead of holding the main thread in one long task.
  if (keepsPrerenderedPage() && container.hasChildNodes()) {
    // #root holds the page this visit renders (src/boot.ts): React takes it over. A language
    // picked while it does renders the parts not yet taken over in that language, against the
    // Georgian HTML: React renders those parts anew, as the visitor asked, and that is not an
    // error to report. Anything React recovers from in Georgian is.
    const onRecoverableError = (error: unknown) => {
      if (i18n.language === DEFAULT_LANGUAGE) reportError(error);
    };
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
  } else {
    // The development server's page is empty; a page this visit does not keep is replaced.
    container.textContent = '';
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  // Field data (LCP, INP, CLS) to VITE_VITALS_URL when it is set; without it the build has none
  // of that code (the condition is a literal Vite replaces).
  if (import.meta.env.VITE_VITALS_URL) void import('@/app/vitals').then((m) => m.reportWebVitals());
}

if (typeof window !== 'undefined') void start();

// Fonts for Georgian, Latin and Cyrillic text and the lari sign, each subset fetched only when used.
import './styles/fonts.css';
import './styles/bootstrap.scss';
import './styles/main.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setBackendReady } from '@/api/backendReady';
import { App } from '@/app/App';
import { startMockBackend } from '@/app/mockBackend';
import { onRecoverableError } from '@/app/recoverableError';
import { i18n, i18nReady } from '@/i18n';
import { storedLanguage } from '@/i18n/languages';
import { loadDataLayer } from '@/store/store';

// The build imports this module in Node and calls prerender() (vite-prerender-plugin), which is
// why the app starts only in a browser.
export { prerender } from './prerender';

async function start() {
  // RTK Query and the endpoints are a chunk of their own (src/store/store.ts): fetch it now.
  void loadDataLayer();
  // Requests wait for the mock backend (in demo builds); the first render does not.
  setBackendReady(startMockBackend());
  // The first screen's words are in memory before the first render (Georgian is bundled).
  await i18nReady;
  // From here the app answers the page's clicks; a language picked on it before is stored
  // (src/boot/beforeApp.ts), maybe after i18next read the storage.
  const html = document.documentElement;
  html.dataset.app = 'started';
  if (storedLanguage() !== i18n.language) await i18n.changeLanguage(storedLanguage());

  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The render runs in a transition: React yields to the browser (input, paint) every few
  // milliseconds instead of holding the main thread in one long task.
  // The build's index.html holds the page (vite-prerender-plugin); the development server's does
  // not, and an empty #root has nothing to hydrate.
  if (html.dataset.boot === 'prerendered' && container.hasChildNodes()) {
    // #root holds the page this visit renders (src/boot/beforeApp.ts): React takes it over.
    startTransition(() => void hydrateRoot(container, app, { onRecoverableError }));
  } else {
    container.textContent = '';
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

if (typeof window !== 'undefined') void start();

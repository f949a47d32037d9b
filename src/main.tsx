// Fonts for Georgian, Latin and Cyrillic text and the lari sign, each subset fetched only when used.
import './styles/fonts.css';
import './styles/bootstrap.scss';
import './styles/main.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setBackendReady } from '@/api/backendReady';
import { App } from '@/app/App';
import { startMockBackend } from '@/app/mockBackend';
import { i18nReady } from '@/i18n';
import { loadDataLayer } from '@/store/store';

// Requests wait for the mock backend; the shell does not.
setBackendReady(startMockBackend());

// RTK Query and the endpoints are not in the shell's chunk: fetch them now, beside the shell.
void loadDataLayer();

// The first screen's words are in memory before the first paint (Georgian is bundled).
void i18nReady.then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // #root holds HTML only when the build prerendered this visit's page (scripts/prerender.ts):
  // hydrate it. Otherwise (a customer's dashboard, another language) the preloader covers the
  // screen until the first render commits. Either way the first render runs in a transition, so
  // React yields to the browser (input, paint) every few milliseconds instead of holding the main
  // thread in one long task: the signed-in dashboard's mobile median went from 79 to 88 with its
  // LCP 0.3 s sooner (npm run bench, same hour; README, Lighthouse).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
});

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
  // #root holds HTML only when the build prerendered this visit's page (scripts/prerender.ts).
  // That page is on screen already: hydrating it in a transition lets React yield to the browser
  // (input, paint) instead of holding the main thread in one long task. Otherwise the preloader
  // covers the screen until the first render commits, and rendering at once paints sooner: in a
  // transition the desktop dashboard's LCP went from 1.6 to 2.2 s (Lighthouse, npm run bench).
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});

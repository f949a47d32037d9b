// Fonts for Georgian, Latin and Cyrillic text and the lari sign, each subset fetched only when used.
import './styles/fonts.css';
import './styles/bootstrap.scss';
import './styles/main.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setBackendReady } from '@/api/backendReady';
import { App } from '@/app/App';
import { startMockBackend } from '@/app/mockBackend';
import { i18nReady } from '@/i18n';

// Requests wait for the mock backend; the shell does not.
setBackendReady(startMockBackend());

// The first screen's words are in memory before the first paint (Georgian is bundled).
void i18nReady.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// Only the scripts the portal writes in: Georgian, Latin, Cyrillic.
import '@fontsource/noto-sans-georgian/georgian-400.css';
import '@fontsource/noto-sans-georgian/georgian-600.css';
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/cyrillic-400.css';
import '@fontsource/noto-sans/cyrillic-600.css';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/main.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setBackendReady } from '@/api/backendReady';
import { App } from '@/app/App';
import { startMockBackend } from '@/app/mockBackend';
import { i18nReady } from '@/i18n';

// Requests wait for the mock backend; the shell does not.
setBackendReady(startMockBackend());

// The first screen's words are in memory before the first paint (Georgian is bundled).
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

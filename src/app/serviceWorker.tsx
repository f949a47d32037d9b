/**
 * The production build's service worker (docs/architecture.md#the-service-worker): registered
 * once the page has loaded and the browser is idle, so its install never competes with the first
 * screen (src/app/routes.tsx imports this module then). A new version waits until the person
 * accepts it in the update notice: the page never reloads by itself.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Workbox } from 'workbox-window';
import { LanguageProvider } from '@/i18n/LanguageProvider';

/** The notice of a new version, with the button that takes it (role="status": announced once). */
function UpdateNotice({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  return (
    // At the bottom, clear of the header's controls; opaque over the page.
    <div className="toast-container position-fixed bottom-0 end-0 p-3">
      <div className="toast show bg-body" role="status">
        <div className="toast-body d-flex align-items-center gap-3">
          <span>{t('update.available')}</span>
          <button
            type="button"
            className="btn btn-primary btn-sm ms-auto text-nowrap"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              onReload();
            }}
          >
            {t('update.reload')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Shows the notice in a root of its own beside the app's, in the language the page switches to. */
function showUpdateNotice(onReload: () => void) {
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <LanguageProvider>
      <UpdateNotice onReload={onReload} />
    </LanguageProvider>,
  );
}

let started = false;

/** Registers the worker (once). */
export function startServiceWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const base = import.meta.env.BASE_URL;
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  // A new worker installed and waiting (now, or found by this registration): offer it.
  workbox.addEventListener('waiting', () =>
    showUpdateNotice(() => {
      // It takes over once told to, and the page reloads into the new version: only now.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  void workbox.register().catch(reportError);
}

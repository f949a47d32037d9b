import { WifiOff } from '@/shared/icons/WifiOff';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/hooks/useOnline';

/**
 * While the browser is offline: "you are offline, the page refreshes once the connection is
 * back", fixed at the window's bottom so nothing on the page moves when it comes or goes. The live
 * region is always there, so a screen reader announces the words as they come.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div className="offline-notice" role="status" aria-live="polite">
      {!online && (
        <p className="offline-notice-text alert alert-dark d-flex align-items-center gap-2 mb-0">
          <WifiOff aria-hidden className="flex-shrink-0" />
          <span>{t('offline.notice')}</span>
        </p>
      )}
    </div>
  );
}

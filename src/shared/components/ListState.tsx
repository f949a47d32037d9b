import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/hooks/useOnline';

/** A list is loading: spinner and text, announced politely. */
export function LoadingState({ label, className = '' }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`list-state list-state-loading ${className}`} role="status">
      <div className="spinner-border spinner-border-sm" aria-hidden />
      <span>{label ?? t('state.loading')}</span>
    </div>
  );
}

/** A card whose content is on its way: its title and the loading state, in the card's place. */
export function LoadingCard({ title, className = '' }: { title: string; className?: string }) {
  return (
    <div className={`card ${className}`}>
      <div className="card-body">
        <h2 className="card-title h5 mb-3">{title}</h2>
        <LoadingState />
      </div>
    </div>
  );
}

/** A list came back empty. */
export function EmptyState({ children, icon }: { children?: ReactNode; icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="list-state list-state-empty">
      {icon}
      <p className="mb-0">{children ?? t('state.empty')}</p>
    </div>
  );
}

/**
 * While the browser is offline, a screen that could not load says so: not the server's fault nor
 * the customer's, and it refreshes by itself once the connection is back (the api slice's
 * `refetchOnReconnect`). Nothing while online.
 */
export function OfflineState() {
  const { t } = useTranslation();
  if (useOnline()) return null;
  return (
    <div role="alert" className="alert alert-warning list-state-error list-state-offline">
      {t('state.offline')}
    </div>
  );
}

/**
 * A list failed to load: "contact the operator", with an optional retry; while the browser is
 * offline, `OfflineState` instead.
 */
export function ErrorState({ children, onRetry }: { children?: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (!online) return <OfflineState />;
  return (
    // Bootstrap's alert markup: react-bootstrap's Alert would bring its fade transition into
    // the first load for an alert that never fades.
    <div
      role="alert"
      className="alert alert-danger list-state-error d-flex flex-wrap align-items-center gap-2 justify-content-between"
    >
      <span>{children ?? t('state.error')}</span>
      {onRetry && (
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          {t('actions.retry')}
        </button>
      )}
    </div>
  );
}

/** "Show more" under a list while fewer items are loaded than the total. */
export function ShowMoreButton({
  loading,
  onClick,
  label,
}: {
  loading: boolean;
  onClick: () => void;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="text-center mt-4">
      <button
        type="button"
        className="px-4 btn btn-outline-primary"
        // Not `disabled` while loading: a disabled button loses the focus, which would fall back
        // to the page's top. The first new item takes it once it shows (useLoadMore).
        onClick={loading ? undefined : onClick}
        aria-disabled={loading || undefined}
        aria-busy={loading}
      >
        {loading && <span className="me-2 spinner-border spinner-border-sm" aria-hidden />}
        {loading ? t('state.loading') : (label ?? t('actions.loadMore'))}
      </button>
    </div>
  );
}

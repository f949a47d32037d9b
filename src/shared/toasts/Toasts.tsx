import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import type { Toast as ToastModel } from './toastsSlice';

// The toast component and its transitions load with the first notification, not with the shell.
const ToastList = lazy(() => import('./ToastList').then((m) => ({ default: m.ToastList })));

/**
 * Success and error notifications, translated at render time. The live region is always there,
 * so a screen reader announces what is added to it.
 */
export function Toasts() {
  const toasts = useSelector((state: { toasts: ToastModel[] }) => state.toasts);
  return (
    <div
      className="toast-container p-3 position-fixed toast-stack"
      role="status"
      aria-live="polite"
    >
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} />
        </Suspense>
      )}
    </div>
  );
}

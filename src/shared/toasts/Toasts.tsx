import { lazy, Suspense, useRef, useState } from 'react';
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
  const stack = useRef<HTMLDivElement>(null);
  // At the top right, unless that hides what has the keyboard focus (ToastList decides).
  const [below, setBelow] = useState(false);
  return (
    <div
      ref={stack}
      className={`toast-container p-3 position-fixed toast-stack${below ? ' toast-stack-below' : ''}`}
      role="status"
      aria-live="polite"
    >
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} stack={stack} onBelow={setBelow} />
        </Suspense>
      )}
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
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
  useBelowTheHeader(stack);
  // Where it covers no control, unless that hides what has the focus (ToastList decides).
  const [flipped, setFlipped] = useState(false);
  return (
    <div
      ref={stack}
      className={`toast-container p-3 position-fixed toast-stack${flipped ? ' toast-stack-flipped' : ''}`}
      role="status"
      aria-live="polite"
    >
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList toasts={toasts} stack={stack} onFlipped={setFlipped} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * On a wide window the stack stands below the page's header (the language switch, the bell and
 * the account menu): `--toast-top` is the header's height, kept as it changes.
 */
function useBelowTheHeader(stack: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const header = document.querySelector('header');
    const box = stack.current;
    if (!header || !box) return;
    const measure = () =>
      box.style.setProperty('--toast-top', `${header.offsetTop + header.offsetHeight}px`);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    // Its first report comes after the next layout: no layout forced here (useScrollStrip.ts).
    if (!observer) measure();
    observer?.observe(header);
    return () => observer?.disconnect();
  }, [stack]);
}

import { useEffect, type RefObject } from 'react';
import Toast from 'react-bootstrap/Toast';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { toastDismissed, type Toast as ToastModel } from './toastsSlice';

const TITLE_KEY = {
  success: 'toast.success',
  danger: 'toast.error',
  warning: 'toast.warning',
} as const;

/**
 * The notifications themselves (Toasts loads this on first use): a success closes itself after
 * 4 s; an error or a warning stays until it is closed, resolved or replaced (docs/product.md#8-messages).
 * `stack` is their container; `onFlipped` moves it to the other end of the window.
 */
export function ToastList({
  toasts,
  stack,
  onFlipped,
}: {
  toasts: ToastModel[];
  stack: RefObject<HTMLDivElement | null>;
  onFlipped: (flipped: boolean) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  useOutOfTheFocusWay(stack, onFlipped);
  return toasts.map((toast) => (
    <Toast
      key={toast.id}
      bg={toast.variant}
      onClose={() => dispatch(toastDismissed(toast.id))}
      delay={4000}
      autohide={toast.variant === 'success' && !toast.sticky}
    >
      <Toast.Header closeLabel={t('toast.close')}>
        <strong className="me-auto">{t(TITLE_KEY[toast.variant])}</strong>
      </Toast.Header>
      <Toast.Body className={toast.variant === 'warning' ? 'text-dark' : 'text-white'}>
        {/* Keys come from code (namespaced), never from user input. */}
        {String(t(toast.key as never, toast.values as never))}
      </Toast.Body>
    </Toast>
  ));
}

/** From this width on the stack stands below the header; on narrower windows at the bottom. */
const WIDE = '(min-width: 992px)';

/**
 * The stack stands where it covers no control (docs/product.md#8-messages): at the bottom on a phone,
 * below the header on a wider window (Toasts sets `--toast-top`). While what has the focus would
 * lie under it there (a field the window scrolled to), it stands at the other end, so that the
 * focus never hides. Decided again as the focus moves and as notices come and go. A side panel
 * places it itself (main.css).
 */
function useOutOfTheFocusWay(
  stack: RefObject<HTMLDivElement | null>,
  onFlipped: (flipped: boolean) => void,
) {
  useEffect(() => {
    const box = stack.current;
    if (!box) return;
    const place = () => {
      const focused = document.activeElement;
      if (!focused || box.contains(focused)) return;
      if (focused === document.body || document.querySelector('.side-panel.show'))
        return onFlipped(false);
      const { width, height } = box.getBoundingClientRect();
      const top = window.matchMedia(WIDE).matches
        ? parseFloat(box.style.getPropertyValue('--toast-top')) || 0
        : window.innerHeight - height;
      const left = document.documentElement.clientWidth - width;
      const at = focused.getBoundingClientRect();
      const ring = 4; // the focus ring around it (main.css)
      onFlipped(at.right + ring > left && at.bottom + ring > top && at.top - ring < top + height);
    };
    place();
    document.addEventListener('focusin', place);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    observer?.observe(box);
    return () => {
      document.removeEventListener('focusin', place);
      observer?.disconnect();
      onFlipped(false);
    };
  }, [stack, onFlipped]);
}

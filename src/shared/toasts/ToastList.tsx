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
 * The notifications themselves, each closing itself after a while unless sticky (Toasts loads this
 * on first use). `stack` is their container; `onBelow` moves it.
 */
export function ToastList({
  toasts,
  stack,
  onBelow,
}: {
  toasts: ToastModel[];
  stack: RefObject<HTMLDivElement | null>;
  onBelow: (below: boolean) => void;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  useOutOfTheFocusWay(stack, onBelow);
  return toasts.map((toast) => (
    <Toast
      key={toast.id}
      bg={toast.variant}
      onClose={() => dispatch(toastDismissed(toast.id))}
      delay={toast.variant === 'success' ? 4000 : 7000}
      autohide={!toast.sticky}
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

/**
 * The stack stands at the top right, over the end of the header: while what has the keyboard
 * focus lies wholly under it there (the bell, the account menu, a language button), it stands at
 * the bottom right, so that the focus never hides (docs/product.md#layout). Decided again as the
 * focus moves and as notices come and go; a click's focus (not :focus-visible) does not move it.
 */
function useOutOfTheFocusWay(
  stack: RefObject<HTMLDivElement | null>,
  onBelow: (below: boolean) => void,
) {
  useEffect(() => {
    const box = stack.current;
    if (!box) return;
    const place = () => {
      const focused = document.activeElement;
      if (!focused || box.contains(focused)) return;
      if (!focused.matches(':focus-visible')) return onBelow(false);
      const { width, height } = box.getBoundingClientRect();
      const at = focused.getBoundingClientRect();
      const ring = 4; // the focus ring around it (main.css)
      const left = document.documentElement.clientWidth - width;
      onBelow(at.left - ring >= left && at.bottom + ring <= height);
    };
    place();
    document.addEventListener('focusin', place);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    observer?.observe(box);
    return () => {
      document.removeEventListener('focusin', place);
      observer?.disconnect();
      onBelow(false);
    };
  }, [stack, onBelow]);
}

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
 * on first use).
 */
export function ToastList({ toasts }: { toasts: ToastModel[] }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
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

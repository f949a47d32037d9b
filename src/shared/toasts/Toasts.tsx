import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { toastDismissed, type Toast as ToastModel } from './toastsSlice';

const TITLE_KEY = {
  success: 'toast.success',
  danger: 'toast.error',
  warning: 'toast.warning',
} as const;

/** Success and error notifications, translated at render time. */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useSelector((state: { toasts: ToastModel[] }) => state.toasts);
  const dispatch = useDispatch();
  return (
    <ToastContainer
      position="top-end"
      className="p-3 position-fixed toast-stack"
      role="status"
      aria-live="polite"
    >
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          bg={toast.variant}
          onClose={() => dispatch(toastDismissed(toast.id))}
          delay={toast.variant === 'success' ? 4000 : 7000}
          autohide
        >
          <Toast.Header closeLabel={t('toast.close')}>
            <strong className="me-auto">{t(TITLE_KEY[toast.variant])}</strong>
          </Toast.Header>
          <Toast.Body className={toast.variant === 'warning' ? 'text-dark' : 'text-white'}>
            {/* Keys come from code (namespaced), never from user input. */}
            {String(t(toast.key as never, toast.values as never))}
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}

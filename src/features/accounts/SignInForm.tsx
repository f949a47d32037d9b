import { useState, type FormEvent } from 'react';
import { Eye } from '@/shared/icons/Eye';
import { EyeSlash } from '@/shared/icons/EyeSlash';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '@/api';
import { useAppDispatch } from '@/store/hooks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo';
import { env } from '@/config/env';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { signedIn, signedOut } from '@/shared/session/sessionSlice';
import { useTypedBeforeApp } from '@/shared/hooks/useTypedBeforeApp';
import { errorMessage, type ErrorMessage } from '@/shared/apiError';
import { toastsResolved } from '@/shared/toasts/toastsSlice';
import { forgotPasswordPanel, signUpPanel } from './panels';
import { deviceTokenFor, keepDeviceToken } from '@/shared/session/deviceTokens';

type Values = { email: string; password: string; remember: boolean };

/** The notices about signing in are this form's (toastsResolved). */
const SOURCE = 'signin';

/**
 * The sign-in form of the sidebar (docs/product.md#sign-in): both fields required, an empty one
 * marked red with the general "fill in all required fields" message, and nothing sent; a refused
 * sign-in is a warning. Its notices show in the form, above its buttons (docs/product.md#8-messages). It is on the first screen of every visitor, so it is written with
 * plain state: formik and yup load with the other forms, not with the first page.
 */
export function SignInForm() {
  const { t } = useTranslation('accounts');
  const dispatch = useAppDispatch();
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [values, setValues] = useState<Values>({ email: '', password: '', remember: false });
  // A first visit's form may have been typed into before the app ran: keep that.
  useTypedBeforeApp(['signin-email', 'signin-password', 'signin-remember'], (typed) =>
    setValues({
      email: typed.get('signin-email')?.value ?? '',
      password: typed.get('signin-password')?.value ?? '',
      remember: typed.get('signin-remember')?.checked ?? false,
    }),
  );
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<(ErrorMessage & { variant: 'danger' | 'warning' }) | null>(
    null,
  );
  // What is typed anew makes a refusal's notice stale: it goes (docs/product.md#8-messages).
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setNotice(null);
    dispatch(toastsResolved(SOURCE));
    setValues((previous) => ({ ...previous, [name]: value }));
  };
  // The identifier without its spaces; the password exactly as typed.
  const empty = { email: values.email.trim() === '', password: values.password === '' };
  const invalid = (field: 'email' | 'password') => submitted && empty[field];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (submitting) return;
    if (empty.email || empty.password) {
      setNotice({ key: 'errors:validation_error', variant: 'danger' });
      return;
    }
    setSubmitting(true);
    // Not tracked: the request (and its password) stays out of the store's state.
    const login = values.email.trim();
    const signInRequest = {
      email: login,
      password: values.password,
      remember: values.remember,
      deviceToken: deviceTokenFor(login),
    };
    const result = await dispatch(
      accountsApi.endpoints.signIn.initiate({ signInRequest }, { track: false }),
    ).finally(() => setSubmitting(false));
    if ('data' in result && result.data?.token) {
      if (result.data.deviceToken) keepDeviceToken(login, result.data.deviceToken);
      setNotice(null);
      dispatch(toastsResolved(SOURCE));
      dispatch(signedIn({ token: result.data.token, remember: values.remember }));
    } else {
      // A failed sign-in removes any token and shows one warning (docs/product.md#sign-in): that
      // it was refused, or whose fault it was otherwise (the network, the server, too many
      // attempts and the time to wait).
      dispatch(signedOut());
      const error = 'error' in result ? result.error : undefined;
      setNotice({ ...errorMessage(error, () => 'accounts:signIn.failed'), variant: 'warning' });
    }
  }

  return (
    <div className="sidebar-card card">
      <div className="card-body">
        <h2 className="h5 mb-3 card-title">{t('signIn.title')}</h2>
        {/* Prerendered: were it ever submitted natively (the app's script blocked or failed), the
            password goes in the body of a request to this site, never into the URL. */}
        <form
          noValidate
          method="post"
          onSubmit={(event) => void submit(event)}
          aria-label={t('signIn.title')}
        >
          <div className="mb-3">
            <label className="form-label" htmlFor="signin-email">
              {t('signIn.identifier')}
            </label>
            <input
              id="signin-email"
              className={invalid('email') ? 'form-control is-invalid' : 'form-control'}
              name="email"
              autoComplete="username"
              value={values.email}
              onChange={(event) => set('email', event.target.value)}
              aria-invalid={invalid('email')}
              aria-describedby={invalid('email') ? 'signin-email-error' : undefined}
            />
            <div id="signin-email-error" className="invalid-feedback">
              {invalid('email') && t('signIn.required')}
            </div>
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor="signin-password">
              {t('signIn.password')}
            </label>
            <div className="input-group has-validation">
              <input
                id="signin-password"
                className={invalid('password') ? 'form-control is-invalid' : 'form-control'}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={values.password}
                onChange={(event) => set('password', event.target.value)}
                aria-invalid={invalid('password')}
                aria-describedby={invalid('password') ? 'signin-password-error' : undefined}
              />
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
                aria-pressed={showPassword}
              >
                {showPassword ? <EyeSlash aria-hidden /> : <Eye aria-hidden />}
              </button>
              <div id="signin-password-error" className="invalid-feedback">
                {invalid('password') && t('signIn.required')}
              </div>
            </div>
          </div>
          <div className="d-flex justify-content-between align-items-center mb-3 flex-wrap gap-2">
            <div className="form-check">
              <input
                type="checkbox"
                id="signin-remember"
                className="form-check-input"
                name="remember"
                checked={values.remember}
                onChange={(event) => set('remember', event.target.checked)}
              />
              <label htmlFor="signin-remember" className="form-check-label">
                {t('signIn.remember')}
              </label>
            </div>
            <button
              type="button"
              className="p-0 btn btn-link"
              onClick={() => dispatch(panelOpened(forgotPasswordPanel))}
            >
              {t('signIn.forgot')}
            </button>
          </div>
          {notice && (
            <div className={`alert alert-${notice.variant} py-2`} role="alert">
              {String(t(notice.key as never, notice.values as never))}
            </div>
          )}
          <div className="d-grid gap-2">
            <button type="submit" className="btn btn-primary" disabled={submitting}>
              {submitting ? t('signIn.submitting') : t('signIn.submit')}
            </button>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => dispatch(panelOpened(signUpPanel))}
            >
              {t('signIn.signUp')}
            </button>
          </div>
        </form>
        {env.apiMocking && (
          <DemoAccounts
            onPick={(email) => {
              setValues((previous) => ({ ...previous, email, password: DEMO_PASSWORD }));
            }}
          />
        )}
      </div>
    </div>
  );
}

function DemoAccounts({ onPick }: { onPick: (axid: string) => void }) {
  const { t } = useTranslation('accounts');
  const demoLabel = (account: (typeof DEMO_ACCOUNTS)[number]) =>
    `${t(`signIn.demo.${account.kind}`)} · ${account.axid}`;
  return (
    <section className="demo-accounts mt-3 pt-3 border-top" aria-labelledby="demo-accounts-title">
      <h3 id="demo-accounts-title" className="h6 mb-1">
        {t('signIn.demoTitle')}
      </h3>
      <p className="small text-body-secondary mb-2">
        {t('signIn.demoHint', { password: DEMO_PASSWORD })}
      </p>
      <div className="d-flex flex-wrap gap-1">
        {DEMO_ACCOUNTS.map((account) => (
          <button
            type="button"
            key={account.axid}
            className="btn btn-outline-primary btn-sm"
            onClick={() => onPick(account.axid)}
            // The name holds the visible text whole (WCAG 2.5.3): what is read is what is seen.
            aria-label={t('signIn.demoUse', { account: demoLabel(account) })}
          >
            {demoLabel(account)}
          </button>
        ))}
      </div>
    </section>
  );
}

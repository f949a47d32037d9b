/**
 * Renders the payments and invoices screens the way the app will mount them (issue 9), while
 * src/app does not yet: a small route tree with the providers, the session bootstrap, toasts, a
 * side-panel host for AddBalancePanel, PayAllButton beside the figures of the greeting card and
 * PayFlightButton in the parcel group headers (ParcelDashboard's renderPay).
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { useGetDebtSumQuery } from '@/api';
import { paths } from '@/config/paths';
import { SessionBootstrap } from '@/features/accounts/SessionBootstrap';
import { InvoicePage } from '@/features/invoices/InvoicePage';
import { ParcelDashboard } from '@/features/parcels/ParcelDashboard';
import { AddBalancePanel } from '@/features/payments/AddBalancePanel';
import { DemoCardPage } from '@/features/payments/DemoCardPage';
import { PayAllButton } from '@/features/payments/PayAllButton';
import { PayFlightButton } from '@/features/payments/PayFlightButton';
import { PaymentFailedPage } from '@/features/payments/PaymentFailedPage';
import { PaymentSuccessPage } from '@/features/payments/PaymentSuccessPage';
import { RegisterPaymentPage } from '@/features/payments/RegisterPaymentPage';
import { i18n } from '@/i18n';
import { useLanguage } from '@/i18n/useLanguage';
import { NotFoundPage } from '@/shared/components/NotFoundPage';
import { storeToken } from '@/shared/session/tokenStorage';
import { formatGel } from '@/shared/format';
import { Toasts } from '@/shared/toasts/Toasts';
import { useAppSelector } from '@/store/hooks';
import { useCurrentUser } from '@/store/session';
import { makeStore } from '@/store/store';
import { signIn as apiSignIn } from '../mocks/helpers';
import { setupUser } from '../render';

/** Signs in through the mock API and stores the token as "remember me" does; returns it. */
export async function signInAs(login: string): Promise<string> {
  const token = await apiSignIn(login);
  storeToken(token, true);
  return token;
}

/** The side-panel host of the app, reduced to the add-balance panel. */
function PanelHost() {
  const open = useAppSelector((state) => state.panels.open);
  if (open !== 'addBalance') return null;
  return (
    <section role="dialog" aria-labelledby="side-panel-title">
      <h2 id="side-panel-title">ბალანსის შევსება</h2>
      <AddBalancePanel />
    </section>
  );
}

/** The greeting card's figures (balance and debt), with PayAllButton as the app mounts it. */
function Greeting() {
  const lng = useLanguage();
  const { user } = useCurrentUser();
  const { data } = useGetDebtSumQuery(undefined, { skip: !user });
  if (!user) return null;
  return (
    <aside aria-label="greeting">
      <p>
        balance <span data-testid="balance">{formatGel(user.balance, lng)}</span>
      </p>
      <p>
        debt <span data-testid="debt">{formatGel(data?.deptSum ?? user.debt, lng)}</span>
      </p>
      <PayAllButton />
    </aside>
  );
}

function Shell() {
  return (
    <>
      <Toasts />
      <PanelHost />
      <Outlet />
    </>
  );
}

export const testRoutes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        path: paths.home,
        element: (
          <>
            <Greeting />
            <ParcelDashboard
              renderPay={(group) =>
                group.flightId && group.flight ? (
                  <PayFlightButton flightId={group.flightId} amount={group.flight.debt} />
                ) : null
              }
            />
          </>
        ),
      },
      { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
      { path: paths.paymentFailed, element: <PaymentFailedPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: paths.demoCardPage, element: <DemoCardPage /> },
  { path: '/invoice/:flightId/:branch?', element: <InvoicePage /> },
  { path: '/registerPayment/:id?', element: <RegisterPaymentPage /> },
];

/** Renders the test route tree at `route` with a fresh store (reading the stored token). */
export function renderPayments(route = '/home') {
  const store = makeStore();
  const router = createMemoryRouter(testRoutes, { initialEntries: [route] });
  const user = setupUser();
  const result = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <SessionBootstrap />
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store, router, user };
}

/** The text of an element found by test id, waiting for it. */
export async function textOf(testId: string): Promise<string> {
  return (await screen.findByTestId(testId)).textContent ?? '';
}

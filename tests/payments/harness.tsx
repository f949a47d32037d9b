/**
 * Renders the payments and invoices screens without the rest of the app: a small route tree in
 * the app's providers (tests/render.tsx), with toasts, a side-panel host for AddBalancePanel,
 * PayAllButton beside the figures of the greeting card and PayFlightButton in the parcel group
 * headers (ParcelDashboard's renderPay), as src/app mounts them.
 */
import { screen } from '@testing-library/react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { useGetDebtSumQuery } from '@/api';
import { paths } from '@/config/paths';
import { InvoicePage } from '@/features/invoices/InvoicePage';
import { ParcelDashboard } from '@/features/parcels/ParcelDashboard';
import { AddBalancePanel } from '@/features/payments/AddBalancePanel';
import { DemoCardPage } from '@/features/payments/DemoCardPage';
import { PayAllButton } from '@/features/payments/PayAllButton';
import { PayFlightButton } from '@/features/payments/PayFlightButton';
import { PaymentFailedPage } from '@/features/payments/PaymentFailedPage';
import { PaymentSuccessPage } from '@/features/payments/PaymentSuccessPage';
import { RegisterPaymentPage } from '@/features/payments/RegisterPaymentPage';
import { useLanguage } from '@/i18n/useLanguage';
import { NotFoundPage } from '@/shared/components/NotFoundPage';
import { storeToken } from '@/shared/session/tokenStorage';
import { formatGel } from '@/shared/format';
import { Toasts } from '@/shared/toasts/Toasts';
import { useAppSelector } from '@/store/hooks';
import { useCurrentUser } from '@/store/session';
import { signIn as apiSignIn } from '../mocks/helpers';
import { renderWithProviders } from '../render';

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

const testRoutes = (
  <Routes>
    <Route element={<Shell />}>
      <Route
        path={paths.home}
        element={
          <>
            <Greeting />
            <ParcelDashboard
              renderPay={(group) =>
                group.flightId && group.flight ? (
                  <PayFlightButton
                    flightId={group.flightId}
                    amount={group.flight.debt}
                    unpriced={group.unpriced}
                  />
                ) : null
              }
            />
          </>
        }
      />
      <Route path={paths.paymentSuccess} element={<PaymentSuccessPage />} />
      <Route path={paths.paymentFailed} element={<PaymentFailedPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
    <Route path={paths.demoCardPage} element={<DemoCardPage />} />
    <Route path="/invoice/:flightId/:branch?" element={<InvoicePage />} />
    <Route path="/registerPayment/:id?" element={<RegisterPaymentPage />} />
  </Routes>
);

/** Renders the test route tree at `route` in the app's providers, with a fresh store (reading the stored token). */
export function renderPayments(route = '/home') {
  return renderWithProviders(testRoutes, { route });
}

/** The text of an element found by test id, waiting for it. */
export async function textOf(testId: string): Promise<string> {
  return (await screen.findByTestId(testId)).textContent ?? '';
}

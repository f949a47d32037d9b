/**
 * The demo card page (docs/product.md#test-cards): it plays the provider for a started
 * payment, checks the card (Luhn, expiry not in the past, CVC 3 digits, cardholder optional),
 * approves or declines by the test cards on the provider's side, settles through georgiancard/update and
 * returns to /payments/success or /payments/failed, which show the new balance. The balance
 * changes only on success.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StartCardPaymentResponse } from '@/api';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { server } from '@mocks/node';
import { expiryNotPast, passesLuhn } from '@/features/payments/card';
import { formatTetri } from '@/shared/money';
import { pageTitle } from '@/config/company';
import { i18n } from '@/i18n';
import { request } from '../mocks/helpers';
import { errorOf } from '../helpers/fields';
import { signIn } from '../helpers/session';
import { renderApp, type User } from '../render';

const KA = {
  number: 'ბარათის ნომერი',
  expiry: 'მოქმედების ვადა',
  cvc: 'CVC',
  holder: 'ბარათის მფლობელის სახელი (არასავალდებულო)',
  cancel: 'გაუქმება',
  badNumber: 'შეიყვანეთ ბარათის სწორი ნომერი',
  badExpiry: 'შეიყვანეთ ვადა ფორმატით თთ/წწ',
  expired: 'ბარათს ვადა გაუვიდა',
  badCvc: 'შეიყვანეთ 3-ნიშნა CVC',
  success: 'გადახდა წარმატებით განხორციელდა',
  failed: 'გადახდა ვერ განხორციელდა',
  failedNotice: 'ბარათით გადახდა ვერ განხორციელდა: თანხა არ ჩამოიჭრა',
  error: 'შეცდომა',
  toDashboard: 'მთავარ გვერდზე',
  invalidLink: 'გადახდის ბმული არასრულია. დაიწყეთ გადახდა თავიდან პორტალიდან.',
};

const balanceTetri = () =>
  db.users.findFirst((q) => q.where({ _id: SEED.users.individual._id }))!.balanceTetri;
const paymentStatus = (id: string) => db.payments.findFirst((q) => q.where({ _id: id }))?.status;

/** Next year's December as MM/YY: always in the future. */
const FUTURE = `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

/** Starts a 12.05 GEL top-up of AX10001 and opens the demo card page at its redirect URL. */
async function openCardPage(amount = { amount: '1205', lari: '12', tetri: '05' }) {
  const token = await signIn('AX10001');
  const { body } = await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
    token,
    json: amount,
  });
  const updates: string[] = [];
  server.events.on('request:start', ({ request: sent }) => {
    if (sent.url.includes('/georgiancard/update')) updates.push(sent.url);
  });
  const view = renderApp({ route: body.redirectUrl });
  const form = await screen.findByRole('form');
  return { ...view, form, paymentId: body.result._id, updates };
}

async function fillCard(
  user: User,
  form: HTMLElement,
  card: { number: string; expiry?: string; cvc?: string; holder?: string },
) {
  const panel = within(form);
  await user.type(panel.getByLabelText(KA.number), card.number);
  await user.type(panel.getByLabelText(KA.expiry), card.expiry ?? FUTURE);
  await user.type(panel.getByLabelText(KA.cvc), card.cvc ?? '123');
  if (card.holder) await user.type(panel.getByLabelText(KA.holder), card.holder);
}

describe('the demo card page', () => {
  it('shows the merchant, the order and the amount in GEL', async () => {
    const { paymentId } = await openCardPage();
    expect(screen.getByRole('heading', { level: 1, name: 'ბარათით გადახდა' })).toBeInTheDocument();
    expect(screen.getByText('Parcel Portal')).toBeInTheDocument();
    expect(screen.getByText(paymentId)).toBeInTheDocument();
    expect(screen.getByText('AX10001')).toBeInTheDocument();
    expect(screen.getByTestId('demo-card-amount')).toHaveTextContent(formatTetri(1205, 'ka'));
  });

  it('approves 4111 1111 1111 1111: success page with the new balance', async () => {
    const { user, form, paymentId, router } = await openCardPage();
    await fillCard(user, form, { number: '4111111111111111', holder: 'GIORGI BERIDZE' });
    expect(within(form).getByLabelText(KA.number)).toHaveValue('4111 1111 1111 1111');
    await user.click(within(form).getByRole('button', { name: /გადახდა/ }));

    expect(await screen.findByRole('heading', { name: KA.success })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/payments/success');
    expect(paymentStatus(paymentId)).toBe('success');
    expect(balanceTetri()).toBe(12550 + 1205);
    await waitFor(() =>
      expect(screen.getByTestId('outcome-balance')).toHaveTextContent(formatTetri(13755, 'ka')),
    );
    expect(screen.getByRole('link', { name: KA.toDashboard })).toHaveAttribute('href', '/home');
  });

  it('approves any other Luhn-valid number', async () => {
    const { user, form, paymentId } = await openCardPage();
    await fillCard(user, form, { number: '5555555555554444' });
    await user.click(within(form).getByRole('button', { name: /გადახდა/ }));
    expect(await screen.findByRole('heading', { name: KA.success })).toBeInTheDocument();
    expect(paymentStatus(paymentId)).toBe('success');
  });

  it('declines 4000 0000 0000 0002: failed page, the balance unchanged', async () => {
    const { user, form, paymentId, router, store } = await openCardPage();
    await fillCard(user, form, { number: '4000000000000002' });
    await user.click(within(form).getByRole('button', { name: /გადახდა/ }));

    expect(await screen.findByRole('heading', { name: KA.failed })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/payments/failed');
    // The page says it once: no notice repeats its message (none is even queued).
    expect(screen.getAllByText(KA.failed)).toHaveLength(1);
    expect(store.getState().toasts).toEqual([]);
    expect(screen.queryByText(KA.failedNotice)).toBeNull();
    expect(paymentStatus(paymentId)).toBe('failed');
    expect(balanceTetri()).toBe(12550);
    await waitFor(() =>
      expect(screen.getByTestId('outcome-balance')).toHaveTextContent(formatTetri(12550, 'ka')),
    );
  });

  it('Cancel declines', async () => {
    const { user, form, paymentId } = await openCardPage();
    await user.click(within(form).getByRole('button', { name: KA.cancel }));
    expect(await screen.findByRole('heading', { name: KA.failed })).toBeInTheDocument();
    expect(paymentStatus(paymentId)).toBe('failed');
    expect(balanceTetri()).toBe(12550);
  });

  it.each([
    ['a number failing the Luhn check', { number: '4111111111111112' }, KA.number, KA.badNumber],
    ['a too short number', { number: '4111' }, KA.number, KA.badNumber],
    [
      'an expiry in the past',
      { number: '4111111111111111', expiry: '0120' },
      KA.expiry,
      KA.expired,
    ],
    ['month 13', { number: '4111111111111111', expiry: '1330' }, KA.expiry, KA.badExpiry],
    ['a 2-digit CVC', { number: '4111111111111111', cvc: '12' }, KA.cvc, KA.badCvc],
  ])('refuses %s and reports nothing', async (_name, card, label, message) => {
    const { user, form, paymentId, updates } = await openCardPage();
    await fillCard(user, form, card);
    await user.click(within(form).getByRole('button', { name: /გადახდა/ }));
    const field = within(form).getByLabelText(label);
    await waitFor(() => expect(errorOf(field)).toBe(message));
    expect(updates).toEqual([]);
    expect(paymentStatus(paymentId)).toBe('pending');
    expect(balanceTetri()).toBe(12550);
  });

  it('says so when the link is incomplete', async () => {
    await signIn('AX10001');
    renderApp({ route: '/demo-card?o.order_id=abc&o.amount=100' });
    expect(await screen.findByText(KA.invalidLink)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('card checks', () => {
  it('Luhn: the test cards pass, a changed digit fails', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4111111111111121')).toBe(false);
    expect(passesLuhn('41111111111111x1')).toBe(false);
  });

  it('an expiry is valid to the end of its month', () => {
    const now = new Date(2026, 4, 31); // 31 May 2026
    expect(expiryNotPast('05/26', now)).toBe(true);
    expect(expiryNotPast('04/26', now)).toBe(false);
    expect(expiryNotPast('01/27', now)).toBe(true);
    expect(expiryNotPast('12/25', now)).toBe(false);
  });
});

describe('outcome pages and /registerPayment', () => {
  it('show the balance only to a signed-in customer', async () => {
    renderApp({ route: '/payments/success' });
    expect(await screen.findByRole('heading', { name: KA.success })).toBeInTheDocument();
    expect(screen.queryByTestId('outcome-balance')).not.toBeInTheDocument();
  });

  it("/registerPayment shows nothing, under the product's title in the visitor's language", async () => {
    await i18n.changeLanguage('en');
    const { container } = renderApp({ route: '/registerPayment/abc' });
    await waitFor(() => expect(document.title).toBe(pageTitle('en')));
    expect(container.textContent).toBe('');
    await i18n.changeLanguage('ka');
  });
});

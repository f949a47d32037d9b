/**
 * The add-balance panel (docs/product.md#balance-top-up): lari required, digits only, at
 * most 4 digits, not starting with 0 ("enter amount"); tetri exactly 2 digits ("enter tetri"); the
 * total in GEL before continuing; the amount sent is lari and tetri concatenated; the browser goes
 * to the provider's page with the payment's query; a start failure says "error on payment, contact
 * the operator".
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { readCardProviderQuery } from '@/shared/cardProvider';
import { formatTetri } from '@/shared/money';
import { addBalancePanel } from '@/features/payments/panels';
import { panelOpened } from '@/shared/panels/panelsSlice';
import { errorOf } from '../helpers/fields';
import { signIn } from '../helpers/session';
import { renderApp, type User } from '../render';

const KA = {
  panel: 'ბალანსის შევსება',
  lari: 'ლარი',
  tetri: 'თეთრი',
  submit: 'გადახდაზე გადასვლა',
  enterAmount: 'შეიყვანეთ თანხა',
  enterTetri: 'შეიყვანეთ თეთრი',
  startFailed: 'გადახდის დაწყება ვერ მოხერხდა. დაუკავშირდით ოპერატორს.',
  serverFailed: 'სერვერზე დაფიქსირდა შეცდომა. სცადეთ ხელახლა ან დაუკავშირდით ოპერატორს.',
  network: 'სერვერთან კავშირი ვერ დამყარდა. შეამოწმეთ ინტერნეტთან კავშირი და სცადეთ ხელახლა.',
};

/** Records the bodies sent to /api/merchant/georgiancard/pay. */
function recordStarts() {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/georgiancard/pay')) {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  });
  return bodies;
}

/**
 * Opens the panel from the greeting card's Add balance, as a customer does; with `param` (the
 * missing amount), as the payment confirmation's Add balance opens it.
 */
async function openPanel(param?: string) {
  await signIn('AX10001');
  const view = renderApp();
  const sidebar = await screen.findByRole('complementary');
  const addBalance = await within(sidebar).findByRole('button', { name: KA.panel });
  if (param) act(() => void view.store.dispatch(panelOpened(addBalancePanel, param)));
  else await view.user.click(addBalance);
  const panel = await screen.findByRole('dialog', { name: KA.panel });
  const lari = await within(panel).findByLabelText(KA.lari); // its code may be loading
  const tetri = within(panel).getByLabelText(KA.tetri);
  return { ...view, panel, lari, tetri };
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

describe('add balance: validation', () => {
  it.each([
    ['empty', '', '00', KA.enterAmount, null],
    ['five digits', '12345', '00', KA.enterAmount, null],
    ['a leading 0', '0512', '00', KA.enterAmount, null],
    ['one tetri digit', '12', '5', null, KA.enterTetri],
    ['empty tetri', '12', '', null, KA.enterTetri],
  ])('refuses %s and sends nothing', async (_name, lariText, tetriText, lariError, tetriError) => {
    const starts = recordStarts();
    const { user, panel, lari, tetri } = await openPanel();
    await fill(user, lari, lariText);
    await fill(user, tetri, tetriText);
    await user.click(within(panel).getByRole('button', { name: KA.submit }));

    await waitFor(() => expect(errorOf(lari)).toBe(lariError));
    expect(errorOf(tetri)).toBe(tetriError);
    expect(lariError ? lari : tetri).toHaveAttribute('aria-invalid', 'true');
    expect(lariError ? tetri : lari).not.toHaveAttribute('aria-invalid');
    expect(within(panel).getByTestId('top-up-total')).toHaveTextContent('—');
    expect(starts).toEqual([]);
  });

  it('drops letters and signs as they are typed', async () => {
    const { user, lari, tetri } = await openPanel();
    await fill(user, lari, '1a2-b ');
    await fill(user, tetri, 'x0,5');
    expect(lari).toHaveValue('12');
    expect(tetri).toHaveValue('05');
  });
});

describe('add balance: starting the payment', () => {
  it('shows the total, sends lari and tetri concatenated and opens the provider page', async () => {
    const starts = recordStarts();
    const { user, panel, lari, tetri, router } = await openPanel();
    await fill(user, lari, '12');
    await fill(user, tetri, '05');
    expect(within(panel).getByTestId('top-up-total')).toHaveTextContent(formatTetri(1205, 'ka'));
    await user.click(within(panel).getByRole('button', { name: KA.submit }));

    await waitFor(() => expect(router.location.pathname).toBe('/demo-card'));
    expect(starts).toEqual([{ amount: '1205', lari: '12', tetri: '05' }]);
    const query = readCardProviderQuery(new URLSearchParams(router.location.search));
    expect(query).toMatchObject({
      amountTetri: 1205,
      account: 'AX10001',
      successUrl: `${window.location.origin}/payments/success`,
      failUrl: `${window.location.origin}/payments/failed`,
    });
    expect(query?.orderId).toMatch(/\S/);
    expect(Number.isNaN(Date.parse(query!.timestamp))).toBe(false);
    expect(new URLSearchParams(router.location.search).get('currency')).toBe('981');
    expect(screen.queryByRole('dialog', { name: KA.panel })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the server refuses',
      () =>
        HttpResponse.json(
          { success: false, code: 'payment_start_failed', message: 'x' },
          { status: 400 },
        ),
      KA.startFailed,
    ],
    [
      'the server breaks',
      () =>
        HttpResponse.json(
          { success: false, code: 'internal_error', message: 'x' },
          { status: 500 },
        ),
      KA.serverFailed,
    ],
    ['the network fails', () => HttpResponse.error(), KA.network],
  ])('says whose fault it is when %s', async (_name, answer, words) => {
    server.use(http.post('*/api/merchant/georgiancard/pay', answer));
    const { user, panel, lari, router } = await openPanel();
    await fill(user, lari, '20');
    await user.click(within(panel).getByRole('button', { name: KA.submit }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(words);
    expect(router.location.pathname).toBe('/home');
    expect(screen.getByRole('dialog', { name: KA.panel })).toBeInTheDocument();
  });
});

describe('add balance: the missing amount', () => {
  it.each([
    ['1234', '12', '34'],
    ['17799', '177', '99'],
    ['5', '1', '00'], // less than the smallest top-up: 1.00 GEL
    ['12345678', '9999', '99'], // more than one top-up can be: 9999.99 GEL
    ['abc', '', '00'],
  ])('param %s fills lari %s and tetri %s', async (param, lariValue, tetriValue) => {
    const { lari, tetri } = await openPanel(param);
    expect(lari).toHaveValue(lariValue);
    expect(tetri).toHaveValue(tetriValue);
  });
});

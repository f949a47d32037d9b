/**
 * Paying from the balance: Pay all and Pay for a flight ask first (nothing is charged
 * before Confirm, Cancel charges nothing), pay exactly the fee, reload the figures and the lists,
 * and handle not_enough_money (with Add balance and the missing amount filled in) and
 * nothing_to_pay.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { server } from '@mocks/node';
import { formatTetri } from '@/shared/money';
import { flightNo, request } from '../mocks/helpers';
import { figure } from '../helpers/greeting';
import { signIn } from '../helpers/session';
import { renderApp } from '../render';

const KA = {
  pay: 'გადახდა',
  nothingToPay: 'გადასახდელი დავალიანება არ გაქვთ',
  cancel: 'გაუქმება',
  close: 'დახურვა',
  completed: 'გადახდა წარმატებით განხორციელდა',
  addBalance: 'ბალანსის შევსება',
  nothingToPayError: 'გადასახდელი არაფერია',
  paid: 'გადახდილი',
  unpaid: 'გადაუხდელი',
  lari: 'ლარი',
  tetri: 'თეთრი',
};

const gel = (tetri: number) => formatTetri(tetri, 'ka');
const balanceOf = (kind: keyof typeof SEED.users) =>
  db.users.findFirst((q) => q.where({ _id: SEED.users[kind]._id }))!.balanceTetri;
const setBalance = (kind: keyof typeof SEED.users, tetri: number) =>
  db.users.update((q) => q.where({ _id: SEED.users[kind]._id }), {
    data(draft) {
      draft.balanceTetri = tetri;
    },
  });
const debtOf = async (token: string) =>
  (await request<{ deptSum: number }>('/api/product/debtSum', { token })).body.deptSum;

/** Counts the pay requests the client sends. */
function countPayRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request: sent }) => {
    if (sent.url.includes('/api/payment/')) seen.push(sent.url);
  });
  return seen;
}

/**
 * The greeting card's Pay (pay all), in the sidebar. Not the disabled stand-in the sidebar shows
 * while the button's code loads: the button itself is disabled only with a hint saying why.
 */
async function payAllButton() {
  const sidebar = await screen.findByRole('complementary');
  return waitFor(() => {
    const button = within(sidebar).getByRole('button', { name: KA.pay });
    expect(button.hasAttribute('disabled') && !button.hasAttribute('aria-describedby')).toBe(false);
    return button;
  });
}

describe('Pay all', () => {
  it('is disabled with a hint when there is no debt', async () => {
    await signIn('AX10004');
    renderApp();
    const button = await payAllButton();
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(KA.nothingToPay);
  });

  it('asks first: the amount and the balance after; Cancel charges nothing', async () => {
    await signIn('AX10003'); // 80.00 GEL, debt 42.52 GEL
    const requests = countPayRequests();
    const { user } = renderApp();
    await waitFor(() => expect(figure('debt')).toBe(gel(4252)));
    await user.click(await payAllButton());

    const dialog = await screen.findByRole('dialog', { name: 'მთელი დავალიანების გადახდა' });
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent(gel(4252));
    expect(within(dialog).getByTestId('pay-balance-after')).toHaveTextContent(gel(8000 - 4252));
    expect(requests).toEqual([]);
    expect(balanceOf('entrepreneur')).toBe(8000);

    await user.click(within(dialog).getByRole('button', { name: KA.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toEqual([]);
    expect(balanceOf('entrepreneur')).toBe(8000);
  });

  it('pays the whole debt on Confirm, once, and reloads the figures and the arrived list', async () => {
    const token = await signIn('AX10003');
    const requests = countPayRequests();
    const { user, store } = renderApp();
    await waitFor(() => expect(figure('debt')).toBe(gel(4252)));
    // The lists' limits are the parcels chunk's slice, in the store once that code has loaded;
    // a payment before then is not heard there (the list then loads its first page anyway).
    await screen.findByRole('tablist', { name: 'ჩემი ამანათები' });
    await user.click(await payAllButton());
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: `${KA.pay}: ${gel(4252)}` });
    await user.dblClick(confirm);

    expect(await screen.findByText(KA.completed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests).toHaveLength(1);
    expect(balanceOf('entrepreneur')).toBe(8000 - 4252);
    expect(await debtOf(token)).toBe(0);
    // The figures reload (cache tags) and the arrived list asks for 1000 (paymentCompleted).
    await waitFor(() => expect(figure('balance')).toBe(gel(3748)));
    await waitFor(() => expect(figure('debt')).toBe(gel(0)));
    expect(
      (store.getState() as { parcels?: { limits: { arrived?: number } } }).parcels?.limits,
    ).toMatchObject({ arrived: 1000 });
    expect(await payAllButton()).toBeDisabled();
  });
});

describe('Pay for one flight', () => {
  it('turns the group paid and lowers the debt by exactly its fee', async () => {
    const token = await signIn('AX10001'); // 125.50 GEL
    const flight = flightNo('cnArrivedUnpaid'); // 46.44 GEL
    const debtBefore = Math.round((await debtOf(token)) * 100);
    const { user } = renderApp({ route: '/home#arrived' });

    const pay = await screen.findByRole('button', { name: `რეისის ${flight} გადახდა` });
    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: `რეისის ${flight} გადახდა` });
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent(gel(4644));
    expect(within(dialog).getByTestId('pay-balance-after')).toHaveTextContent(gel(12550 - 4644));
    expect(balanceOf('individual')).toBe(12550);
    await user.click(within(dialog).getByRole('button', { name: `${KA.pay}: ${gel(4644)}` }));

    expect(await screen.findByText(KA.completed)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: `რეისის ${flight} გადახდა` }),
      ).not.toBeInTheDocument(),
    );
    // The group's header now says paid.
    const header = screen.getAllByText(flight)[0]!.closest('.parcel-group-header') as HTMLElement;
    expect(within(header).getByText(KA.paid)).toBeInTheDocument();
    expect(balanceOf('individual')).toBe(12550 - 4644);
    expect(Math.round((await debtOf(token)) * 100)).toBe(debtBefore - 4644);
    // The other unpaid flight still offers to pay.
    expect(
      screen.getByRole('button', { name: `რეისის ${flightNo('usArrivedUnpaid')} გადახდა` }),
    ).toBeInTheDocument();
  });
});

describe('not enough money', () => {
  it('says how much is missing and opens Add balance with it filled in', async () => {
    const token = await signIn('AX10001'); // 125.50 GEL, debt 303.49 GEL
    const debt = Math.round((await debtOf(token)) * 100);
    const requests = countPayRequests();
    const { user } = renderApp();
    await waitFor(() => expect(figure('debt')).toBe(gel(debt)));
    await user.click(await payAllButton());
    const dialog = await screen.findByRole('dialog');
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(
      `ბალანსზე არ არის საკმარისი თანხა: აკლია ${gel(debt - 12550)}.`,
    );
    expect(within(dialog).getByRole('button', { name: new RegExp(`^${KA.pay}`) })).toBeDisabled();

    await user.click(within(alert).getByRole('button', { name: KA.addBalance }));
    const panel = await screen.findByRole('dialog', { name: KA.addBalance });
    const missing = debt - 12550;
    // The panel's code may still be loading.
    expect(await within(panel).findByLabelText(KA.lari)).toHaveValue(
      String(Math.floor(missing / 100)),
    );
    expect(within(panel).getByLabelText(KA.tetri)).toHaveValue(
      String(missing % 100).padStart(2, '0'),
    );
    expect(within(panel).getByTestId('top-up-total')).toHaveTextContent(gel(missing));
    expect(requests).toEqual([]);
    expect(balanceOf('individual')).toBe(12550);
  });

  it('after the top-up it started, the success page offers to pay that amount now', async () => {
    const token = await signIn('AX10001'); // 125.50 GEL, debt 303.49 GEL
    const debt = Math.round((await debtOf(token)) * 100);
    const { user } = renderApp();
    await waitFor(() => expect(figure('debt')).toBe(gel(debt)));
    await user.click(await payAllButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: KA.addBalance }));
    const panel = await screen.findByRole('dialog', { name: KA.addBalance });
    await within(panel).findByLabelText(KA.lari);
    await user.click(within(panel).getByRole('button', { name: 'გადახდაზე გადასვლა' }));
    // The demo card provider approves.
    const card = await screen.findByRole('form');
    await user.type(within(card).getByLabelText('ბარათის ნომერი'), '4111111111111111');
    const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
    await user.type(within(card).getByLabelText('მოქმედების ვადა'), `12/${year}`);
    await user.type(within(card).getByLabelText('CVC'), '123');
    await user.click(within(card).getByRole('button', { name: /გადახდა/ }));
    await screen.findByRole('heading', { name: KA.completed });

    const payNow = await screen.findByRole('button', { name: `ახლავე გადახდა: ${gel(debt)}` });
    await user.click(payNow);
    const confirm = await screen.findByRole('dialog', { name: 'მთელი დავალიანების გადახდა' });
    await waitFor(() =>
      expect(within(confirm).getByTestId('pay-amount')).toHaveTextContent(gel(debt)),
    );
    await user.click(within(confirm).getByRole('button', { name: new RegExp(`^${KA.pay}`) }));
    await waitFor(() => expect(balanceOf('individual')).toBe(12550 + (debt - 12550) - debt));
    // Done: the offer is gone.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `ახლავე გადახდა: ${gel(debt)}` })).toBeNull(),
    );
  });

  it('handles the server refusing (the balance changed meanwhile) the same way', async () => {
    await signIn('AX10003'); // debt 42.52 GEL
    const { user } = renderApp();
    await waitFor(() => expect(figure('debt')).toBe(gel(4252)));
    await user.click(await payAllButton());
    const dialog = await screen.findByRole('dialog');
    // Spent elsewhere while the dialog was open: 10.00 GEL left.
    await setBalance('entrepreneur', 1000);
    await user.click(within(dialog).getByRole('button', { name: `${KA.pay}: ${gel(4252)}` }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`აკლია ${gel(4252 - 1000)}`);
    expect(balanceOf('entrepreneur')).toBe(1000);
    await user.click(within(alert).getByRole('button', { name: KA.addBalance }));
    const panel = await screen.findByRole('dialog', { name: KA.addBalance });
    expect(await within(panel).findByLabelText(KA.lari)).toHaveValue('32');
    expect(within(panel).getByLabelText(KA.tetri)).toHaveValue('52');
  });
});

describe('nothing to pay', () => {
  it('says so when the debt was paid in another tab meanwhile, and charges nothing more', async () => {
    const token = await signIn('AX10003');
    const { user } = renderApp();
    await waitFor(() => expect(figure('debt')).toBe(gel(4252)));
    await user.click(await payAllButton());
    const dialog = await screen.findByRole('dialog');
    // The other tab pays first.
    await request('/api/payment/payall', { token, json: { status: 'arrived' } });
    expect(balanceOf('entrepreneur')).toBe(8000 - 4252);

    await user.click(within(dialog).getByRole('button', { name: `${KA.pay}: ${gel(4252)}` }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(KA.nothingToPayError);
    expect(within(dialog).queryByRole('button', { name: new RegExp(`^${KA.pay}`) })).toBeNull();
    expect(balanceOf('entrepreneur')).toBe(8000 - 4252);
    // The footer's Close (the header's × has the same name).
    const closes = within(dialog).getAllByRole('button', { name: KA.close });
    await user.click(closes[closes.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The figures catch up: no debt, Pay all disabled.
    await waitFor(async () => expect(await payAllButton()).toBeDisabled());
  });
});

describe('parcels priced individually (50 kg or more, no fee yet)', () => {
  /** The seeded digital piano (on usArrivedUnpaid, 155.51 GEL) weighed at 60 kg: no fee yet. */
  const heavyPiano = () =>
    db.parcels.update((q) => q.where({ _id: SEED.parcels.iArrivedPiano }), {
      data(draft) {
        draft.weight = 60;
      },
    });
  const NOT_INCLUDED =
    'თანხაში არ შედის 1 ამანათი, რომლის საფასურსაც ოპერატორი ინდივიდუალურად განსაზღვრავს.';

  it('Pay for the flight charges the others and says the parcel is not included', async () => {
    await heavyPiano();
    await signIn('AX10001');
    const flight = flightNo('usArrivedUnpaid');
    const { user } = renderApp({ route: '/home#arrived' });
    await user.click(await screen.findByRole('button', { name: `რეისის ${flight} გადახდა` }));
    const dialog = await screen.findByRole('dialog', { name: `რეისის ${flight} გადახდა` });
    // The sneakers only: 1.8 kg × 9 USD × 2.6999.
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent(gel(4374));
    expect(within(dialog).getByTestId('pay-unpriced')).toHaveTextContent(NOT_INCLUDED);

    // Another flight's confirmation says nothing of it.
    await user.click(within(dialog).getByRole('button', { name: KA.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const other = flightNo('cnArrivedUnpaid');
    await user.click(screen.getByRole('button', { name: `რეისის ${other} გადახდა` }));
    const otherDialog = await screen.findByRole('dialog', { name: `რეისის ${other} გადახდა` });
    expect(within(otherDialog).queryByTestId('pay-unpriced')).toBeNull();
  });

  it('Pay all charges the debt without it and says so', async () => {
    await heavyPiano();
    await signIn('AX10001');
    const { user } = renderApp();
    // 303.49 GEL less the piano's 155.51
    await waitFor(() => expect(figure('debt')).toBe(gel(14798)));
    await user.click(await payAllButton());
    const dialog = await screen.findByRole('dialog', { name: 'მთელი დავალიანების გადახდა' });
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent(gel(14798));
    expect(within(dialog).getByTestId('pay-unpriced')).toHaveTextContent(NOT_INCLUDED);
  });
});

describe('the debt shows where it is owed', () => {
  it('a parcel in stock not yet on a flight shows its fee, unpaid and Pay; Pay all lists it apart', async () => {
    await signIn('AX10001'); // debt 303.49 GEL: 10.93 of it the Turkish perfume in stock
    const { user } = renderApp({ route: '/home#stock' });
    // Beside the group's 10,93 ₾, the button says in its own text that it pays the whole debt.
    const pay = await screen.findByRole('button', {
      name: `მთელი დავალიანების გადახდა: ${gel(30349)} (საწყობში: თურქეთი)`,
    });
    expect(pay).toHaveTextContent(`მთელი დავალიანების გადახდა: ${gel(30349)}`);
    const header = pay.closest<HTMLElement>('.parcel-group-header')!;
    expect(within(header).getByText(KA.unpaid)).toBeVisible();
    expect(within(header).getByText(gel(1093))).toBeVisible();

    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'მთელი დავალიანების გადახდა' });
    expect(within(dialog).getByTestId('pay-amount')).toHaveTextContent(gel(30349));
    const parts = await within(dialog).findByRole('region', { name: 'დავალიანების შემადგენლობა' });
    const rows = [...parts.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toContainEqual(['საწყობში, რეისზე ჯერ არ არის (თურქეთი)', gel(1093)]);
    expect(rows).toContainEqual([
      `რეისი ${flightNo('cnArrivedUnpaid')} (ჩინეთი)`,
      expect.any(String),
    ]);
    // the parts add up to the amount
    const tetriOf = (text: string) =>
      Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    expect(rows.reduce((sum, [, amount]) => sum + tetriOf(amount ?? ''), 0)).toBe(30349);
  });
});

describe('a Pay button says what it pays', () => {
  it('every group’s Pay opens a payment of the amount beside it, or of the sum its text names', async () => {
    await signIn('AX10001');
    for (const tab of ['stock', 'arrived']) {
      const { user, unmount } = renderApp({ route: `/home#${tab}` });
      await screen.findAllByRole('button', { name: /გადახდა/, hidden: false });
      const buttons = await waitFor(() => {
        const found = [...document.querySelectorAll<HTMLButtonElement>('.pay-flight-button')];
        expect(found.length).toBeGreaterThan(0);
        return found;
      });
      for (const button of buttons.filter((b) => !b.disabled)) {
        const header = button.closest<HTMLElement>('.parcel-group-header')!;
        await user.click(button);
        const dialog = await screen.findByRole('dialog');
        const paid = within(dialog).getByTestId('pay-amount').textContent!;
        // Either the text beside it (the group's fee) or the button's own words name the sum.
        const beside = header.textContent!.replace(button.textContent!, '');
        const said = button.textContent!.includes(paid) || beside.includes(paid);
        expect(said, `${button.textContent} beside "${beside}" pays ${paid}`).toBe(true);
        if (!button.textContent!.includes(paid)) {
          expect(button.textContent).toBe('გადახდა');
        }
        await user.click(within(dialog).getByRole('button', { name: 'გაუქმება' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      }
      unmount();
    }
  });
});

/**
 * The staff simulator of the demo console, through the whole app: each step shows on the open
 * screens at once, without a reload (the dashboard's tab counts, the greeting's figures, the
 * bell), and each refusal is said in Georgian with the server's code.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { server } from '@mocks/node';
import { formatGel, formatNumber } from '@/shared/format';
import { readStoredToken } from '@/shared/session/tokenStorage';
import { renderSignedIn } from '../helpers/session';
import { flightNo, request } from '../mocks/helpers';
import {
  apiDebt,
  C,
  closeConsole,
  D,
  expectBell,
  expectFigure,
  expectResult,
  expectTabCount,
  openConsole,
  openTab,
  staffAt,
} from './helpers';

const parcel = (key: keyof typeof SEED.parcels) =>
  db.parcels.findFirst((q) => q.where({ _id: SEED.parcels[key] }))!;
const tracking = (key: keyof typeof SEED.parcels) => parcel(key).productOrderId;

async function unread(token: string): Promise<number> {
  return (await request<{ unread: number }>('/api/notification/gets', { token })).body.unread;
}

/** AX10001 on the dashboard, with their token, unread count and debt before any step. */
async function dashboard() {
  const app = await renderSignedIn({ account: 'AX10001' });
  const token = readStoredToken()!.token;
  await expectTabCount('waiting', 6);
  const before = { unread: await unread(token), debt: await apiDebt(token) };
  await expectBell(before.unread);
  await expectFigure('debt', before.debt);
  return { ...app, token, before };
}

describe('staff simulator', () => {
  it('receives a waiting parcel, puts it on a flight and lands it: the open screens follow each step', async () => {
    const { user, token, before } = await dashboard();
    await expectTabCount('stock', 2);
    const jacket = tracking('iWaitingJacket');

    // Received at the warehouse, weighed 2.5 kg: one more in stock, its fee in the debt, notified.
    let dialog = await openConsole(user);
    let panel = await staffAt(dialog, user, 'waiting');
    await user.type(within(panel).getByLabelText(D('staff.weight', { tracking: jacket })), '2,5');
    await user.click(
      within(panel).getByRole('button', { name: D('staff.receiveLabel', { tracking: jacket }) }),
    );
    await expectResult(
      dialog,
      D('staff.received', { tracking: jacket, weight: formatNumber(2.5, 'ka') }),
    );
    expect(parcel('iWaitingJacket')).toMatchObject({ status: 'stock', weight: 2.5 });
    // The console's own list follows too.
    await waitFor(() =>
      expect(
        within(panel).queryByRole('button', {
          name: D('staff.receiveLabel', { tracking: jacket }),
        }),
      ).toBeNull(),
    );
    await closeConsole(user);
    await expectTabCount('stock', 3);
    await expectTabCount('waiting', 5);
    const debt = await apiDebt(token);
    expect(debt).toBeGreaterThan(before.debt);
    await expectFigure('debt', debt);
    await expectBell(before.unread + 1);

    // Every stock parcel leaves on the next flight of its country.
    dialog = await openConsole(user);
    panel = await staffAt(dialog, user, 'stock');
    await user.click(within(panel).getByRole('button', { name: D('staff.shipAll') }));
    await expectResult(dialog, /^3 ამანათი გაიგზავნა: [A-Z]{2}-\d{4}-\d{2}/);
    const flight = parcel('iWaitingJacket').flightId!;
    expect(parcel('iWaitingJacket').status).toBe('sent');
    await closeConsole(user);
    await expectTabCount('sent', 7);
    await expectTabCount('stock', 0);

    // The flight lands: its parcels arrive and the customer is told.
    dialog = await openConsole(user);
    panel = await openTab(dialog, user, 'staff');
    const onFlight = db.parcels.findMany((q) => q.where({ flightId: flight })).length;
    await user.click(
      await within(panel).findByRole('button', { name: D('staff.landLabel', { flight }) }),
    );
    await expectResult(dialog, D('staff.landed', { flight, count: onFlight }));
    await closeConsole(user);
    await expectTabCount('arrived', 7 + onFlight);
    await expectTabCount('sent', 7 - onFlight);
    await expectBell(before.unread + 2);
    await expectFigure('debt', await apiDebt(token));
  });

  it('hands a paid parcel over, refuses an unpaid one, flags customs and opens a flight for edits', async () => {
    const { user } = await dashboard();
    const dialog = await openConsole(user);
    let panel = await staffAt(dialog, user, 'arrived');

    const shirts = tracking('iArrivedShirts');
    await user.click(
      within(panel).getByRole('button', { name: D('staff.handOverLabel', { tracking: shirts }) }),
    );
    await expectResult(dialog, D('staff.handedOver', { count: 1 }));
    const unpaid = tracking('iArrivedJacket');
    await user.click(
      await within(panel).findByRole('button', {
        name: D('staff.handOverLabel', { tracking: unpaid }),
      }),
    );
    await expectResult(dialog, D('errors.product_unpaid'));
    // In the person's language alone: no code, no server's English words.
    expect(within(dialog).getByRole('status', { name: D('result.label') })).toHaveTextContent(
      new RegExp(`^${D('errors.product_unpaid')}$`),
    );
    expect(parcel('iArrivedJacket').status).toBe('arrived');

    // A weight that is no weight is refused, naming the value and why, and nothing moves.
    panel = await staffAt(dialog, user, 'waiting');
    const phone = tracking('iWaitingPhone');
    const weight = within(panel).getByLabelText(D('staff.weight', { tracking: phone }));
    for (const typed of ['abc', '0', '1e3', '1000,5']) {
      await user.clear(weight);
      await user.type(weight, typed);
      await user.click(
        within(panel).getByRole('button', { name: D('staff.receiveLabel', { tracking: phone }) }),
      );
      const max = formatNumber(1000, 'ka').replace(/\s/g, ' ');
      const example = formatNumber(1.25, 'ka');
      await expectResult(
        dialog,
        D('staff.weightInvalid', { value: typed, tracking: phone, max, example }),
      );
      expect(parcel('iWaitingPhone').status).toBe('waiting');
    }
    await user.clear(weight);

    const jacket = tracking('iWaitingJacket');
    expect(parcel('iWaitingJacket').custom).toBe(false);
    await user.click(
      within(panel).getByRole('button', { name: D('staff.customsOnLabel', { tracking: jacket }) }),
    );
    await expectResult(dialog, D('staff.customsFlagged', { tracking: jacket }));
    expect(parcel('iWaitingJacket').custom).toBe(true);
    expect(
      await within(panel).findByRole('button', {
        name: D('staff.customsOffLabel', { tracking: jacket }),
      }),
    ).toBeInTheDocument();

    const planned = flightNo('cnNext');
    await user.click(
      await within(panel).findByRole('button', {
        name: D('staff.openEditsLabel', { flight: planned }),
      }),
    );
    await expectResult(dialog, D('staff.editsOpened', { flight: planned }));
    expect(
      await within(panel).findByRole('button', {
        name: D('staff.closeEditsLabel', { flight: planned }),
      }),
    ).toBeInTheDocument();

    await closeConsole(user);
    await expectTabCount('arrived', 6);
    await expectTabCount('obtained', 6);
    // The dashboard marks the parcel for customs at once.
    const card = await screen.findByRole('article', { name: jacket });
    await waitFor(() => expect(card).toHaveTextContent('ექვემდებარება განბაჟებას'));
  });

  it('weighs a parcel at 50 kg or more: no fee until staff set one in GEL, then it is in the debt', async () => {
    const { user, token, before } = await dashboard();
    const jacket = tracking('iWaitingJacket');
    let dialog = await openConsole(user);
    let panel = await staffAt(dialog, user, 'waiting');
    await user.type(within(panel).getByLabelText(D('staff.weight', { tracking: jacket })), '60');
    await user.click(
      within(panel).getByRole('button', { name: D('staff.receiveLabel', { tracking: jacket }) }),
    );
    await expectResult(dialog, D('staff.received', { tracking: jacket, weight: '60' }));
    await closeConsole(user);
    // Priced individually: the debt does not move, and the dashboard says so.
    await expectTabCount('stock', 3);
    expect(await apiDebt(token)).toBe(before.debt);
    await expectFigure('debt', before.debt);

    dialog = await openConsole(user);
    panel = await staffAt(dialog, user, 'stock');
    expect(within(panel).getByText(D('staff.individual'))).toBeInTheDocument();
    const fee = within(panel).getByLabelText(D('staff.feeInput', { tracking: jacket }));
    const setFee = within(panel).getByRole('button', {
      name: D('staff.setFeeLabel', { tracking: jacket }),
    });
    // The form's own check: above 0, two decimals at most, up to 50,000 GEL; nothing is sent.
    const sent: string[] = [];
    server.events.on('request:start', ({ request: r }) => {
      if (r.url.includes('/__demo/parcels/fee')) sent.push(r.url);
    });
    for (const typed of ['0', '12.345', '50000.01', 'abc']) {
      await user.clear(fee);
      await user.type(fee, typed);
      await user.click(setFee);
      // (toHaveTextContent reads the no-break space of "50 000" as a space)
      const max = formatNumber(50_000, 'ka').replace(/\s/g, ' ');
      await expectResult(dialog, D('staff.feeInvalid', { value: typed, tracking: jacket, max }));
      expect(fee).toHaveAttribute('aria-invalid', 'true');
    }
    expect(sent).toEqual([]);
    expect(parcel('iWaitingJacket').individualFeeTetri ?? null).toBeNull();

    await user.clear(fee);
    await user.type(fee, '120,50');
    await user.click(setFee);
    await expectResult(
      dialog,
      D('staff.feeSet', { tracking: jacket, fee: formatGel(120.5, 'ka') }),
    );
    expect(parcel('iWaitingJacket').individualFeeTetri).toBe(12_050);
    await closeConsole(user);
    // From now on it is charged like any other fee.
    const debt = Math.round(before.debt * 100 + 12_050) / 100;
    expect(await apiDebt(token)).toBe(debt);
    await expectFigure('debt', debt);
  });

  it('sends a notification in three languages: the bell shows it in Georgian', async () => {
    const { user, before } = await dashboard();
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'messages');
    const texts = {
      titleKa: 'ოფისი დაკეტილია',
      descriptionKa: '26 მაისს ფილიალები დაკეტილია.',
      titleRu: 'Офис закрыт',
      descriptionRu: '26 мая филиалы закрыты.',
      titleEn: 'Office closed',
      descriptionEn: 'Our branches are closed on 26 May.',
    };
    for (const [field, text] of Object.entries(texts))
      await user.type(within(panel).getByLabelText(D(`messages.${field as 'titleKa'}`)), text);
    await user.click(within(panel).getByRole('button', { name: D('messages.send') }));
    await expectResult(dialog, D('messages.sent', { axid: 'AX10001' }));
    expect(within(panel).getByLabelText(D('messages.titleKa'))).toHaveValue('');
    await closeConsole(user);

    await expectBell(before.unread + 1);
    await user.click(
      screen.getByRole('button', { name: C('bell.labelWithCount', { count: before.unread + 1 }) }),
    );
    expect(await screen.findByText(texts.titleKa)).toBeInTheDocument();
  });

  it('changes an exchange rate: the rates and the fees that follow them refresh at once', async () => {
    const { user, token, before } = await dashboard();
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'messages');
    const usd = await within(panel).findByLabelText(D('messages.rate', { code: 'USD' }));
    expect(usd).toHaveValue('2,6999');
    await user.clear(usd);
    await user.type(usd, '3.1');
    await user.click(
      within(panel).getByRole('button', { name: D('messages.setRateLabel', { code: 'USD' }) }),
    );
    await expectResult(
      dialog,
      D('messages.rateSet', { code: 'USD', rate: formatNumber(3.1, 'ka') }),
    );
    // The rates read again shows the new value; a rate out of range is refused.
    await waitFor(() => expect(usd).toHaveValue('3,1'));
    await user.clear(usd);
    await user.type(usd, '999');
    await user.click(
      within(panel).getByRole('button', { name: D('messages.setRateLabel', { code: 'USD' }) }),
    );
    await expectResult(dialog, D('errors.validation_error'));
    await closeConsole(user);

    const debt = await apiDebt(token);
    expect(debt).toBeGreaterThan(before.debt);
    await expectFigure('debt', debt);
  });
});

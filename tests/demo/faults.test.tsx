/**
 * Faults of the demo console make each main screen show its loading and error states, and the
 * screens recover once the faults are cleared: the dashboard's list, declaring a parcel, paying
 * a flight, the courier panel, the notifications list; latency, a network error of the next call
 * only, offline mode, and an expired token that signs the customer out. And who answers the calls:
 * the demo's backend, or in partial mocking the real backend for some operations.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { parseMockedOperations } from '@mocks/demo/mocking';
import { OPERATIONS } from '@mocks/demo/operations';
import { backend } from '@mocks/node';
import { renderSignedIn } from '../helpers/session';
import { flightNo } from '../mocks/helpers';
import { fillParcel, FORM } from '../parcels/form';
import { renderApp, type User } from '../render';
import { closeConsole, D, expectResult, expectTabCount, openConsole, openTab } from './helpers';

const KA = {
  listError: 'ამანათების ჩატვირთვა ვერ მოხერხდა. გთხოვთ, დაუკავშირდეთ ოპერატორს.',
  stateError: 'მონაცემები ვერ ჩაიტვირთა. გთხოვთ, დაუკავშირდეთ ოპერატორს.',
  retry: 'ხელახლა ცდა',
  serverError: 'სერვერზე დაფიქსირდა შეცდომა. სცადეთ ხელახლა ან დაუკავშირდით ოპერატორს.',
  parcelsLoading: 'ამანათები იტვირთება…',
  sessionExpired: 'სესია დასრულდა. გთხოვთ, თავიდან შეხვიდეთ.',
  signInField: 'AX კოდი ან ელ. ფოსტა',
  courier: 'საკურიერო მომსახურება',
  addParcel: 'ამანათის დამატება',
};

type FaultError = '500' | '401' | 'network';

/** Through the console: `operation` fails (500 by default) on the next call or on every call. */
async function fail(
  user: User,
  operation: string,
  { error = '500', times = 'every' }: { error?: FaultError; times?: 'next' | 'every' } = {},
) {
  const dialog = await openConsole(user);
  const panel = await openTab(dialog, user, 'faults');
  await user.selectOptions(await within(panel).findByLabelText(D('faults.operation')), operation);
  await user.selectOptions(within(panel).getByLabelText(D('faults.error')), error);
  await user.selectOptions(within(panel).getByLabelText(D('faults.times')), times);
  await user.click(within(panel).getByRole('button', { name: D('faults.add') }));
  const timesText = D(times === 'next' ? 'faults.timesNext' : 'faults.timesEvery');
  const errorText = D(`faults.errors.${error}`);
  await expectResult(dialog, D('faults.added', { operation, error: errorText, times: timesText }));
  // The current settings list it, once they are read again.
  expect(
    await within(panel).findByText(
      D('faults.failure', { operation, error: errorText, times: timesText }),
    ),
  ).toBeInTheDocument();
  return { dialog, panel };
}

/** Through the console: every fault cleared. */
async function clearFaults(user: User) {
  const dialog = await openConsole(user);
  const panel = await openTab(dialog, user, 'faults');
  await user.click(within(panel).getByRole('button', { name: D('faults.clear') }));
  await expectResult(dialog, D('faults.cleared'));
  expect(await within(panel).findByText(D('faults.none'))).toBeInTheDocument();
  await closeConsole(user);
}

describe('faults', () => {
  it('the dashboard: its list fails with a retry, and the retry brings it back once cleared', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    await expectTabCount('waiting', 6);
    const { panel } = await fail(user, 'getParcels');
    // Open screens keep what they loaded until they are reloaded.
    await user.click(within(panel).getByRole('button', { name: D('faults.refresh') }));
    await closeConsole(user);
    expect(await screen.findByText(KA.listError)).toBeInTheDocument();

    // Still failing: the retry fails again.
    await user.click(screen.getByRole('button', { name: KA.retry }));
    expect(await screen.findByText(KA.listError)).toBeInTheDocument();

    await clearFaults(user);
    await user.click(screen.getByRole('button', { name: KA.retry }));
    await waitFor(() => expect(screen.queryByText(KA.listError)).toBeNull());
    await expectTabCount('waiting', 6);
  });

  it('declaring a parcel: the submit is refused while it fails, and goes through once cleared', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    await expectTabCount('waiting', 6);
    await fail(user, 'addParcel');
    await closeConsole(user);

    await user.click(screen.getAllByRole('button', { name: KA.addParcel })[0]!);
    const panel = await screen.findByRole('dialog', { name: KA.addParcel });
    await within(panel).findByLabelText(FORM.tracking);
    await fillParcel(
      user,
      {
        tracking: 'DEMO1000001',
        quantity: '1',
        category: 'CLOTHING',
        country: '2',
        shop: 'amazon',
        amount: '20',
        currency: 'USD',
      },
      panel,
    );
    await user.click(within(panel).getByRole('button', { name: FORM.declare }));
    // A server failure is the server's, not the customer's: never "fill in every field".
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'სერვერზე დაფიქსირდა შეცდომა. სცადეთ ხელახლა ან დაუკავშირდით ოპერატორს.',
    );
    expect(db.parcels.findFirst((q) => q.where({ productOrderId: 'DEMO1000001' }))).toBeUndefined();

    await clearFaults(user);
    await user.click(within(panel).getByRole('button', { name: FORM.declare }));
    expect(await screen.findByText(FORM.added('DEMO1000001'))).toBeInTheDocument();
    await expectTabCount('waiting', 7);
  });

  it('paying a flight fails with its message, then pays once cleared', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001', route: '/home#arrived' });
    const flight = flightNo('cnArrivedUnpaid');
    await screen.findByRole('button', { name: `რეისის ${flight} გადახდა` });
    await fail(user, 'payFlight');
    await closeConsole(user);

    await user.click(screen.getByRole('button', { name: `რეისის ${flight} გადახდა` }));
    const dialog = await screen.findByRole('dialog', { name: `რეისის ${flight} გადახდა` });
    await user.click(within(dialog).getByRole('button', { name: /^გადახდა:/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(KA.serverError);
    const balance = () =>
      db.users.findFirst((q) => q.where({ _id: SEED.users.individual._id }))!.balanceTetri;
    expect(balance()).toBe(12550);
    await user.click(within(dialog).getByRole('button', { name: 'გაუქმება' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await clearFaults(user);
    await user.click(screen.getByRole('button', { name: `რეისის ${flight} გადახდა` }));
    const again = await screen.findByRole('dialog', { name: `რეისის ${flight} გადახდა` });
    await user.click(within(again).getByRole('button', { name: /^გადახდა:/ }));
    await waitFor(() => expect(balance()).toBeLessThan(12550));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `რეისის ${flight} გადახდა` })).toBeNull(),
    );
  });

  it('the courier panel: its flights fail with a retry, and come back once cleared', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    await expectTabCount('waiting', 6);
    await fail(user, 'getCourierFlights');
    await closeConsole(user);

    await user.click(screen.getAllByRole('button', { name: KA.courier })[0]!);
    const panel = await screen.findByRole('dialog', { name: KA.courier });
    expect(await within(panel).findByText(KA.stateError)).toBeInTheDocument();

    await clearFaults(user);
    await user.click(within(panel).getByRole('button', { name: KA.retry }));
    expect(
      await within(panel).findByRole('checkbox', { name: new RegExp(flightNo('cnArrivedPaid')) }),
    ).toBeInTheDocument();
  });

  it('the notifications list fails with a retry; latency shows the loading states; a network error of the next call only fails the schedule once', async () => {
    const { user, router } = await renderSignedIn({ account: 'AX10001' });
    await expectTabCount('waiting', 6);
    await fail(user, 'getAllNotifications');
    await closeConsole(user);
    await act(() => router.navigate('/notification-all'));
    // Announced as an alert, with the retry beside it.
    expect((await screen.findByText(KA.stateError)).closest('[role="alert"]')).not.toBeNull();
    await clearFaults(user);
    await user.click(screen.getByRole('button', { name: KA.retry }));
    const first = db.notifications.findMany((q) => q.where({ userId: SEED.users.individual._id }), {
      orderBy: { createdAt: 'desc' },
    })[0]!;
    expect(await screen.findByRole('link', { name: first.titleKa })).toBeInTheDocument();

    // Latency: every call waits, and the screens show that they load.
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'faults');
    await user.selectOptions(within(panel).getByLabelText(D('faults.latency')), '1000');
    await expectResult(dialog, D('faults.latencySet', { ms: 1000 }));
    expect(
      await within(panel).findByText(D('faults.latencyNow', { ms: 1000 })),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: D('faults.refresh') }));
    await closeConsole(user);
    await act(() => router.navigate('/home'));
    expect(await screen.findByText(KA.parcelsLoading)).toBeInTheDocument();
    await expectTabCount('waiting', 6);

    // A network error of the next call only: the schedule fails once, and its retry succeeds
    // without clearing anything.
    await clearFaults(user);
    await fail(user, 'getFlights', { error: 'network', times: 'next' });
    await closeConsole(user);
    await act(() => router.navigate('/schedule'));
    expect(await screen.findByText(KA.stateError)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: KA.retry }));
    await waitFor(() => expect(screen.queryByText(KA.stateError)).toBeNull());
    expect((await screen.findAllByText(flightNo('usSent'))).length).toBeGreaterThan(0);
  });

  it('offline mode fails every call until it is switched off', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    await expectTabCount('waiting', 6);
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'faults');
    await user.click(within(panel).getByRole('switch', { name: D('faults.offline') }));
    await expectResult(dialog, D('faults.offlineOn'));
    await user.click(within(panel).getByRole('button', { name: D('faults.refresh') }));
    await closeConsole(user);
    expect(await screen.findByText(KA.listError)).toBeInTheDocument();

    const again = await openConsole(user);
    // The console opens where it was left.
    const faults = within(again).getByRole('tabpanel', { name: D('tabs.faults') });
    await user.click(within(faults).getByRole('switch', { name: D('faults.offline') }));
    await expectResult(again, D('faults.offlineOff'));
    await closeConsole(user);
    await user.click(screen.getByRole('button', { name: KA.retry }));
    await expectTabCount('waiting', 6);
  });

  it('"token expired" signs the customer out, as the real backend would', async () => {
    const { user, store } = await renderSignedIn({ account: 'AX10001' });
    await expectTabCount('waiting', 6);
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'faults');
    await user.click(within(panel).getByRole('button', { name: D('faults.expireButton') }));
    await expectResult(dialog, /^AX10001: დასრულდა \d+ სესია$/);
    await waitFor(() => expect(store.getState().session.status).toBe('unauthenticated'));
    await closeConsole(user);
    expect(await screen.findByText(KA.sessionExpired)).toBeInTheDocument();
    expect(screen.getByLabelText(KA.signInField)).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'ჩემი ამანათები' })).toBeNull();
  });
});

describe('who answers the API calls', () => {
  afterEach(() => backend.mocking.mockEverything());

  it('the demo: its backend answers every operation of the contract', async () => {
    const { user } = renderApp();
    const panel = await openTab(await openConsole(user), user, 'faults');
    const section = within(panel).getByRole('region', { name: D('mocking.title') });
    expect(section).toHaveTextContent(D('mocking.all', { total: Object.keys(OPERATIONS).length }));
    expect(within(section).queryByRole('list')).toBeNull();
  });

  it('partial mocking: first in the tab, which operations go to the real backend, which the mock answers, and the names that are no operation', async () => {
    backend.mocking.mockOnly(parseMockedOperations('*, !signIn, !getUserInformation, !getNewz'));
    const { user } = renderApp();
    const panel = await openTab(await openConsole(user), user, 'faults');
    const section = within(panel).getByRole('region', { name: D('mocking.title') });
    expect(panel.querySelector('section')).toBe(section);
    const total = Object.keys(OPERATIONS).length;
    expect(section).toHaveTextContent(
      D('mocking.partial', { mocked: total - 2, total, server: D('mocking.sameOrigin') }),
    );
    expect(section).toHaveTextContent(D('mocking.unknown', { names: 'getNewz' }));
    const real = within(section).getByRole('list', { name: `${D('mocking.toServer')} (2)` });
    expect(
      within(real)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'signIn POST /api/authorization/signin',
      'getUserInformation GET /api/authorization/userInformation',
    ]);
    const mock = within(section).getByRole('list', {
      name: `${D('mocking.fromMock')} (${total - 2})`,
    });
    expect(within(mock).getAllByRole('listitem')).toHaveLength(total - 2);
    expect(within(mock).getByText('getDebtSum')).toBeInTheDocument();
  });
});

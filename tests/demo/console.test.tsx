/**
 * The demo console, through the whole app as a person uses it: opened from the footer
 * or with Alt+Shift+D, a side panel that takes the focus and closes with Escape; personas;
 * scenarios; and the whole demo state exported, reset and imported back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { http } from 'msw';
import { db } from '@mocks/db/collections';
import { server } from '@mocks/node';
import { readStoredToken } from '@/shared/session/tokenStorage';
import { renderApp } from '../render';
import { renderSignedIn } from '../helpers/session';
import {
  A,
  apiDebt,
  C,
  closeConsole,
  D,
  expectFigure,
  expectResult,
  expectTabCount,
  openConsole,
  openTab,
} from './helpers';

const userOf = (axid: string) => db.users.findFirst((q) => q.where({ AXID: axid }))!;
/** The greeting's name as the Georgian page writes it. */
const hello = (axid: string) =>
  A('greeting.hello', { name: userOf(axid).information.nameKa.trim() });

describe('the demo console', () => {
  it('opens from the footer and with Alt+Shift+D, takes the focus, tabs through its own controls, and closes with Escape', async () => {
    const { user } = renderApp({ route: '/home' });
    const button = await screen.findByRole('button', { name: C('footer.demoConsole') });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+D');
    expect(button).toHaveAttribute('title', expect.stringContaining('Alt+Shift+D'));

    const dialog = await openConsole(user);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Non-modal to assistive technology too: a screen reader can still reach the page behind.
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    // The personas are listed (the customer select is enabled once they are), so Tab meets their
    // buttons too.
    const customer = within(dialog).getByLabelText(D('customer.label'));
    await waitFor(() => expect(customer).toBeEnabled());
    // A side panel, not a modal (no backdrop: the page behind takes clicks, and the focus): Tab
    // goes through the console's controls in order, and past the last one leaves it (to the
    // browser, here the body). The bound only ends the walk if the focus never gets there.
    const walked: Element[] = [];
    while (walked.at(-1) !== document.body && walked.length < 50) {
      await user.tab();
      walked.push(document.activeElement!);
    }
    const [closeX, closeButton] = within(dialog).getAllByRole('button', {
      name: D('actions.close'),
    });
    const personas = within(dialog).getByRole('tabpanel', { name: D('tabs.personas') });
    expect(walked).toEqual([
      closeX,
      customer,
      within(dialog).getByRole('tab', { name: D('tabs.personas') }),
      ...within(personas).getAllByRole('button'),
      closeButton,
      document.body,
    ]);
    await closeConsole(user);
    await waitFor(() => expect(button).toHaveFocus());

    // The shortcut opens it from anywhere, a field too, and closes it again.
    const field = screen.getByLabelText('AX კოდი ან ელ. ფოსტა');
    await user.click(field);
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    const again = await screen.findByRole('dialog', { name: D('title') });
    expect(field).toHaveValue('');
    expect(within(again).getByRole('tab', { name: D('tabs.personas') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: D('title') })).toBeNull());
  });

  it('signs in as another persona with one click: the greeting and the dashboard are theirs', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    await screen.findByRole('heading', { name: hello('AX10001') });
    const before = readStoredToken()?.token;

    const dialog = await openConsole(user);
    const personas = await openTab(dialog, user, 'personas');
    const company = userOf('AX10002');
    await user.click(
      await within(personas).findByRole('button', {
        name: D('personas.signInAs', { name: company.information.LTDNameEn, axid: 'AX10002' }),
      }),
    );
    await expectResult(
      dialog,
      D('personas.done', { name: company.information.LTDNameEn, axid: 'AX10002' }),
    );
    // The customer select follows the new session, once it is read again.
    await waitFor(() =>
      expect(within(dialog).getByLabelText(D('customer.label'))).toHaveValue('AX10002'),
    );
    await closeConsole(user);

    expect(await screen.findByRole('heading', { name: hello('AX10002') })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: hello('AX10001') })).toBeNull();
    const after = readStoredToken();
    expect(after?.token).not.toBe(before);
    expect(after?.remember).toBe(true);
  });
});

describe('between uses', () => {
  it('reopens on the staff stage chosen before', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    let dialog = await openConsole(user);
    let staff = await openTab(dialog, user, 'staff');
    await user.selectOptions(within(staff).getByLabelText(D('staff.stage')), 'stock');
    await closeConsole(user);

    dialog = await openConsole(user);
    staff = await openTab(dialog, user, 'staff');
    expect(within(staff).getByLabelText(D('staff.stage'))).toHaveValue('stock');
    await closeConsole(user);
  });
});

describe('scenarios', () => {
  it('creates an empty account and signs in to an empty dashboard', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    await expectTabCount('waiting', 6);
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'scenarios');
    await user.selectOptions(
      within(panel).getByLabelText(D('scenarios.kind')),
      D('kinds.foreigner'),
    );
    await user.click(within(panel).getByRole('button', { name: D('scenarios.createEmpty') }));
    await expectResult(dialog, /^შეიქმნა ანგარიში AX\d+ და თქვენ მასში შეხვედით/);
    const created = db.users.all().at(-1)!;
    expect(created.information.foreignCitizen).toBe(true);

    // It is listed among the accounts created in this browser, signed in.
    const personas = await openTab(dialog, user, 'personas');
    expect(
      await within(personas).findByRole('button', {
        name: D('personas.signInAs', {
          name: `${created.information.nameEn} ${created.information.lastNameEn}`,
          axid: created.AXID,
        }),
      }),
    ).toBeInTheDocument();
    await closeConsole(user);

    for (const stage of ['waiting', 'stock', 'sent', 'arrived', 'obtained'] as const)
      await expectTabCount(stage, 0);
    await expectFigure('balance', 0);
    await expectFigure('debt', 0);
  });

  it('puts a big debt on a small balance: the greeting shows it at once', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    await expectFigure('balance', 125.5);
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'scenarios');
    await user.click(within(panel).getByRole('button', { name: D('scenarios.addBigDebt') }));
    await expectResult(dialog, /^AX10001: დავალიანება/);
    const user1 = userOf('AX10001');
    expect(user1.balanceTetri).toBe(350);
    await closeConsole(user);
    await expectFigure('balance', 3.5);
    const debt = await apiDebt(readStoredToken()!.token);
    expect(debt).toBeGreaterThan(700);
    await expectFigure('debt', debt);
  });

  it('says the parcels are being added until they are, then how many were', async () => {
    // The request waits until the test has read the line (then the mock's own handler answers).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post('*/__demo/scenarios/parcels', () => held));
    const { user } = await renderSignedIn({ account: 'AX10001' });
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'scenarios');
    const add = within(panel).getByRole('button', { name: D('scenarios.addParcels') });
    await user.click(add);
    await expectResult(dialog, D('scenarios.parcelsLoading', { count: 100, axid: 'AX10001' }));
    expect(add).toBeDisabled();
    release();
    await expectResult(dialog, D('scenarios.parcelsDone', { count: 100, axid: 'AX10001' }));
    await waitFor(() => expect(add).toBeEnabled());
  });

  it('gives the chosen customer 100 parcels over every stage', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    await expectTabCount('waiting', 6);
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'scenarios');
    await user.click(within(panel).getByRole('button', { name: D('scenarios.addParcels') }));
    await expectResult(dialog, D('scenarios.parcelsDone', { count: 100, axid: 'AX10001' }));
    await closeConsole(user);
    await expectTabCount('waiting', 26);
    await expectTabCount('obtained', 25);
  });
});

describe('export and import', () => {
  /** Captures the downloads the console starts (a Blob behind an object URL). */
  function captureDownloads() {
    const files: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    let next = 0;
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:demo/${++next}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      files.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    return files;
  }

  it('exports the demo state, and importing the file after a reset brings it back', async () => {
    const files = captureDownloads();
    const { user } = await renderSignedIn({ account: 'AX10001' });
    await expectTabCount('stock', 2);
    const dialog = await openConsole(user);

    // A change to keep: a big debt (three arrived parcels, balance 3.50).
    let panel = await openTab(dialog, user, 'scenarios');
    await user.click(within(panel).getByRole('button', { name: D('scenarios.addBigDebt') }));
    await expectResult(dialog, /^AX10001: დავალიანება/);

    panel = await openTab(dialog, user, 'data');
    await user.click(within(panel).getByRole('button', { name: D('data.exportButton') }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [file] = files;
    expect(file!.name).toMatch(/^parcel-portal-demo-\d{4}-\d{2}-\d{2}\.json$/);
    await expectResult(dialog, D('data.exported', { file: file!.name }));
    const exported = JSON.parse(await file!.blob.text()) as { version: number; data: object };
    expect(exported.version).toEqual(expect.any(Number));

    // Back to the seed: still signed in, the balance is the seed's. The buttons wait while the
    // export runs: the click once the reset button is enabled again, as a person's would be.
    const resetButton = within(panel).getByRole('button', { name: D('data.resetButton') });
    await waitFor(() => expect(resetButton).toBeEnabled());
    await user.click(resetButton);
    await expectResult(dialog, D('data.resetDone'));
    expect(userOf('AX10001').balanceTetri).toBe(12550);

    // The exported file brings the big debt back.
    await user.upload(
      within(panel).getByLabelText(D('data.file')),
      new File([await file!.blob.text()], file!.name, { type: 'application/json' }),
    );
    await expectResult(
      dialog,
      new RegExp(`^ფაილი ${file!.name.replaceAll('.', '\\.')} იმპორტირებულია`),
    );
    expect(userOf('AX10001').balanceTetri).toBe(350);
    await closeConsole(user);
    await expectFigure('balance', 3.5);
    expect(screen.getByRole('heading', { name: hello('AX10001') })).toBeInTheDocument();
  });

  it('refuses a broken or foreign file with a clear message and changes nothing', async () => {
    const { user } = await renderSignedIn({ account: 'AX10001' });
    const dialog = await openConsole(user);
    const panel = await openTab(dialog, user, 'data');
    const input = within(panel).getByLabelText(D('data.file'));
    const users = db.users.all().length;
    const parcels = db.parcels.all().length;

    await user.upload(input, new File(['{"version": 1, "data": '], 'broken.json'));
    await expectResult(dialog, D('data.notJson', { file: 'broken.json' }));

    await user.upload(input, new File([JSON.stringify({ hello: 'world' })], 'foreign.json'));
    await expectResult(dialog, D('errors.snapshot_invalid'));

    await user.upload(input, new File([JSON.stringify({ version: 999, data: {} })], 'old.json'));
    await expectResult(dialog, D('errors.snapshot_version'));

    expect(db.users.all()).toHaveLength(users);
    expect(db.parcels.all()).toHaveLength(parcels);
    await closeConsole(user);
    await expectFigure('balance', 125.5);
  });
});

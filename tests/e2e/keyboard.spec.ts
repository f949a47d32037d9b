// The whole journey by keyboard (accessibility issue): skip link, sign-in, Add parcel, paying a
// flight, ordering a courier, the notifications and signing out, with Tab, Enter, Space, the
// arrows and Escape only, in legs that each start where the one before ends (signed in, the focus
// on the dashboard's heading). After every step the focus is somewhere (never fallen to <body>) and
// shows, with a ring of 3:1 against what is behind it; a side panel, dialog or menu that closes
// gives the focus back to the control that opened it.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../data';
import { expect, test } from './fixtures';
import { expectFocusShown } from './helpers/focus';
import { t } from './helpers/i18n';
import { chooseWithArrows, tabTo } from './helpers/keyboard';
import { parcelRow } from './helpers/parcels';
import { signIn } from './helpers/session';

const lng = 'ka';
const TRACKING = 'KBD000000001';

test('by keyboard: the skip link, then signing in', async ({ page }) => {
  await page.goto('home');
  // Keys before the app has hydrated the prerendered page would reach plain HTML.
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'done');

  // 1. The skip link is the first stop, and leads into the page's content.
  const skip = page.getByRole('link', { name: t(lng, 'common:skipToContent') });
  await page.keyboard.press('Tab');
  await expectFocusShown(page, 'the skip link', { on: skip });
  await page.keyboard.press('Enter');
  const main = page.getByRole('main');
  await expectFocusShown(page, 'the content, after the skip link', { on: main });

  // 2. Signing in. The sign-in form follows the page: the hero's button takes the focus to it.
  const form = page.getByRole('form', { name: t(lng, 'accounts:signIn.title') });
  await tabTo(page, main.getByRole('button', { name: t(lng, 'home:home.signIn') }));
  await page.keyboard.press('Enter');
  await expectFocusShown(page, 'the sign-in form', {
    on: form.getByLabel(t(lng, 'accounts:signIn.identifier')),
  });
  await page.keyboard.type(DEMO_ACCOUNTS[0].axid);
  await tabTo(page, form.getByLabel(t(lng, 'accounts:signIn.password'), { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, form.getByRole('button', { name: t(lng, 'accounts:signIn.submit') }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tablist', { name: t(lng, 'parcels:title') })).toBeVisible();
  // The form went with the session: the focus is on the dashboard's heading.
  await expectFocusShown(page, 'signed in', {
    on: main.getByRole('heading', { level: 1, name: t(lng, 'home:home.customerTitle') }),
  });
});

test('by keyboard, signed in: adding a parcel', async ({ signedIn: page }) => {
  const main = page.getByRole('main');

  // 3. Add parcel: the panel, filled field by field, declares the parcel and gives the focus back.
  const addParcel = main.getByRole('button', { name: t(lng, 'home:home.actions.addParcel') });
  await tabTo(page, addParcel);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: t(lng, 'common:panels.addParcel') });
  const tracking = panel.getByLabel(t(lng, 'parcels:fields.tracking'));
  // The form comes with its chunk, after the panel's frame.
  await expect(tracking).toBeVisible();
  await expectFocusShown(page, 'the Add parcel panel, opened', { on: panel });
  await tabTo(page, tracking);
  await page.keyboard.type(TRACKING);
  await tabTo(page, panel.getByLabel(t(lng, 'parcels:fields.quantity')));
  await page.keyboard.type('1');
  const category = panel.getByLabel(t(lng, 'parcels:fields.category'));
  await tabTo(page, category);
  await chooseWithArrows(page, category, t(lng, 'parcels:categories.COMPUTERS_AND_LAPTOPS'));
  const country = panel.getByLabel(t(lng, 'parcels:fields.country'));
  await tabTo(page, country);
  await chooseWithArrows(page, country, t(lng, 'common:countries.usa'));
  const shop = panel.getByLabel(t(lng, 'parcels:fields.market'));
  await tabTo(page, shop);
  await chooseWithArrows(page, shop, 'Amazon');
  await tabTo(page, panel.getByLabel(t(lng, 'parcels:fields.amount')));
  await page.keyboard.type('20');
  const currency = panel.getByLabel(t(lng, 'parcels:fields.currency'));
  await tabTo(page, currency);
  await chooseWithArrows(page, currency, 'USD');
  await tabTo(page, panel.getByRole('button', { name: t(lng, 'parcels:add.submit') }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(t(lng, 'parcels:add.done', { tracking: TRACKING }))).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expectFocusShown(page, 'the Add parcel panel, closed', { on: addParcel });
  await expect(parcelRow(page, TRACKING)).toBeVisible();
});

test('by keyboard, signed in: paying a flight, then a courier for it', async ({
  signedIn: page,
}) => {
  const main = page.getByRole('main');

  // 4. Paying a flight: the tabs move with the arrows; the confirmation, closed with Escape, gives
  // the focus back to Pay; confirmed, it pays.
  const tabs = page.getByRole('tablist', { name: t(lng, 'parcels:title') });
  await tabTo(page, tabs.getByRole('tab', { selected: true }));
  const arrivedName = new RegExp(`^${t(lng, 'parcels:tabs.arrived')}`);
  const arrived = tabs.getByRole('tab', { name: arrivedName });
  await tabTo(page, arrived, { key: 'ArrowRight', max: 5 });
  await expect(arrived).toHaveAttribute('aria-selected', 'true');
  // An unpaid flight from China (only unpaid flights have a Pay).
  const firstUnpaid = page
    .getByRole('button', {
      name: new RegExp(`^${t(lng, 'payments:pay.flightLabel', { flightId: 'CN-.+' })}$`),
    })
    .first();
  await expect(firstUnpaid).toBeVisible();
  const flightLabel = (await firstUnpaid.getAttribute('aria-label')) ?? '';
  const pay = page.getByRole('button', { name: flightLabel, exact: true });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('dialog', { name: flightLabel });
  await expect(confirmation).toBeVisible();
  // It opens on Cancel: a second Enter pays nothing.
  const cancel = confirmation.getByRole('button', { name: t(lng, 'payments:pay.cancel') });
  await expectFocusShown(page, 'the payment confirmation, opened', { on: cancel });
  await page.keyboard.press('Escape');
  await expect(confirmation).toHaveCount(0);
  await expectFocusShown(page, 'the payment confirmation, closed with Escape', { on: pay });
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeVisible();
  const confirm = t(lng, 'payments:pay.confirm', { amount: '' });
  await tabTo(page, confirmation.getByRole('button', { name: new RegExp(`^${confirm}`) }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(t(lng, 'payments:pay.completed')).first()).toBeVisible();
  await expect(confirmation).toHaveCount(0);
  // The flight is paid: its Pay goes with the list's reload, and the focus it had stays in the list.
  await expect(pay).toHaveCount(0);
  await expectFocusShown(page, 'the flight paid', {
    on: page.getByRole('tabpanel', { name: arrivedName }),
  });

  // 5. A courier for a paid flight; Escape closes the panel and gives the focus back.
  const courier = main.getByRole('button', { name: t(lng, 'home:home.actions.courier') });
  await tabTo(page, courier, { key: 'Shift+Tab', max: 60 });
  await page.keyboard.press('Enter');
  const courierPanel = page.getByRole('dialog', { name: t(lng, 'common:panels.courier') });
  await expect(courierPanel.locator('.courier-flight').first()).toBeVisible();
  await expectFocusShown(page, 'the courier panel, opened', { on: courierPanel });
  const paidFlight = courierPanel
    .locator('.courier-flight', { hasNotText: t(lng, 'courier:flight.unpaid') })
    .getByRole('checkbox')
    .first();
  await tabTo(page, paidFlight);
  await page.keyboard.press('Space');
  await expect(paidFlight).toBeChecked();
  const city = courierPanel.getByLabel(t(lng, 'courier:fields.city'));
  await tabTo(page, city);
  await chooseWithArrows(page, city, t(lng, 'common:cities._TBILISI_'));
  const address = courierPanel.getByLabel(t(lng, 'courier:fields.address'));
  await tabTo(page, address);
  await page.keyboard.type('wereTlis gamz. 116');
  await expect(address).toHaveValue('წერეთლის გამზ. 116');
  const order = courierPanel.getByRole('button', { name: t(lng, 'courier:submit') });
  await tabTo(page, order);
  await page.keyboard.press('Enter');
  await expect(page.getByText(t(lng, 'courier:ordered'))).toBeVisible();
  // The button, disabled while the order was on its way, has the focus back.
  await expectFocusShown(page, 'the courier ordered', { on: order });
  await page.keyboard.press('Escape');
  await expect(courierPanel).toHaveCount(0);
  await expectFocusShown(page, 'the courier panel, closed', { on: courier });
});

test('by keyboard, signed in: the notifications, signing out, back to the skip link', async ({
  signedIn: page,
}) => {
  const main = page.getByRole('main');
  const form = page.getByRole('form', { name: t(lng, 'accounts:signIn.title') });
  const skip = page.getByRole('link', { name: t(lng, 'common:skipToContent') });

  // 6. The notifications: the bell's menu opens with Enter, its entries take the arrows, and
  // Escape closes it, back on the bell.
  const bell = page.getByRole('button', { name: new RegExp(`^${t(lng, 'common:bell.label')}`) });
  await tabTo(page, bell, { key: 'Shift+Tab' });
  await page.keyboard.press('Enter');
  const viewAll = page.getByRole('link', { name: t(lng, 'common:bell.viewAll') });
  await expect(viewAll).toBeVisible();
  const latest = page.locator('.notification-bell').getByRole('link').first();
  await tabTo(page, latest, { key: 'ArrowDown', max: 2 });
  await page.keyboard.press('Escape');
  await expect(viewAll).toBeHidden();
  await expectFocusShown(page, 'the notifications, closed', { on: bell });

  // 7. Signing out through the account menu.
  const account = page.getByRole('button', { name: new RegExp(t(lng, 'common:userMenu.label')) });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: t(lng, 'common:userMenu.signOut') }), {
    key: 'ArrowDown',
    max: 6,
  });
  await page.keyboard.press('Enter');
  await expect(form).toBeVisible();
  // The menu went with the session: the focus is on the page's heading, as after signing in.
  await expectFocusShown(page, 'signed out', {
    on: main.getByRole('heading', { level: 1, name: t('ka', 'home:home.heroTitle') }),
  });

  // 8. Back from the page's heading to the skip link through the header (the main navigation,
  // the language buttons, the contacts on the dark bar): every stop shows the focus.
  await tabTo(page, skip, { key: 'Shift+Tab' });
});

test("after signing in, the dashboard's heading takes the focus: a ring around it for the keyboard, none for the mouse", async ({
  page,
}) => {
  const heading = page.getByRole('heading', { level: 1, name: t('ka', 'home:home.customerTitle') });
  // With the mouse: the focus moves to the dashboard's heading, with no ring.
  await page.goto('home');
  await signIn(page, 'AX10001', { remember: false });
  await expect(page.getByRole('tablist', { name: t('ka', 'parcels:title') })).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveCSS('outline-style', 'none');

  // With the keyboard (Enter in the password field), in a fresh session: the ring shows, around
  // the heading alone, not the whole content column.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await page.getByLabel(t('ka', 'accounts:signIn.identifier')).fill('AX10001');
  const password = page.getByLabel(t('ka', 'accounts:signIn.password'), { exact: true });
  await password.fill('demo1234');
  await password.press('Enter');
  await expect(page.getByRole('tablist', { name: t('ka', 'parcels:title') })).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveCSS('outline-style', 'solid');
  await expect(page.locator('#main')).toHaveCSS('outline-style', 'none');
});

test("the schedule's “show more” leaves the focus on the first new flight, at 1366 px and on a phone", async ({
  page,
}) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('schedule');
    const more = page.getByRole('button', { name: t('ka', 'common:actions.loadMore') });
    const shown =
      width === 1366 ? page.locator('.flight-table tbody tr') : page.locator('.flight-card');
    await expect(shown.first()).toBeVisible();
    const before = await shown.count();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(shown.nth(before)).toBeFocused();
  }
});

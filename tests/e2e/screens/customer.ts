// The catalogue's screens of a customer (../screens.ts): signed in as the demo's AX10001, the
// dashboard in its states, the side panels, the invoice, the account's pages and the demo
// console's tabs.
import type { Page } from '@playwright/test';
import { paths } from '../../../src/config/paths';
import type { Language } from '../../../src/i18n/languages';
import { expect } from '../fixtures';
import { t } from '../helpers/i18n';
import { navigateInApp } from '../helpers/navigation';
import type { Screen } from '../screens';
import { demoConsole, doneInConsole, panel, route } from './steps';

/** A parcel of AX10001's waiting ones (mocks/demo/seed.ts), for the update panel. */
const WAITING_PARCEL = 'YT2411220384512';

export const CUSTOMER: Omit<Screen, 'customer'>[] = [
  {
    id: 'dashboard',
    screen: 'Dashboard',
    state: 'default: debts, customs',
    route: paths.home,
    baselines: 'all',
    open: async () => {},
  },
  ...(['stock', 'sent', 'arrived', 'obtained'] as const).map((tab) => ({
    id: `dashboard-${tab}`,
    screen: 'Dashboard',
    state: `tab: ${tab}`,
    route: `${paths.home}#${tab}`,
    baselines: 'ka' as const,
    open: async (page: Page, lng: Language) => {
      await page
        .getByRole('tab', { name: new RegExp(`^${t(lng, `parcels:tabs.${tab}`)}`) })
        .click();
      // The pointer leaves: the tab's list lays out under it, and what it happens to hover there
      // is no part of the picture.
      await page.mouse.move(0, 0);
    },
  })),
  {
    id: 'dashboard-hover',
    screen: 'Dashboard',
    state: 'hover and focus',
    route: paths.home,
    baselines: 'ka',
    open: async (page, lng) => {
      const add = page.getByRole('button', { name: t(lng, 'home:home.actions.addParcel') }).first();
      await add.focus();
      await add.hover();
    },
  },
  {
    id: 'notifications-menu',
    overlay: true,
    screen: 'Dashboard',
    state: 'notifications menu',
    route: paths.home,
    baselines: 'ka',
    open: async (page) => {
      await page.locator('.notification-bell .dropdown-toggle').click();
      await expect(page.locator('.bell-menu.show .bell-item').first()).toBeVisible();
    },
  },
  {
    id: 'dashboard-empty',
    screen: 'Dashboard',
    state: 'empty: a new account',
    route: paths.home,
    baselines: 'ka',
    open: async (page, lng) => {
      const dialog = await demoConsole(page, lng, 'scenarios');
      await dialog.getByRole('button', { name: t(lng, 'demo:scenarios.createEmpty') }).click();
      await doneInConsole(page, lng);
      await expect(page.locator('.greeting-card')).toBeVisible();
    },
  },
  {
    id: 'dashboard-error',
    screen: 'Dashboard',
    state: 'error: the parcels do not load',
    route: paths.home,
    baselines: 'ka',
    open: async (page, lng) => {
      const dialog = await demoConsole(page, lng, 'faults');
      await dialog
        .getByLabel(t(lng, 'demo:faults.operation'), { exact: true })
        .selectOption('getParcels');
      await dialog.getByLabel(t(lng, 'demo:faults.times'), { exact: true }).selectOption('every');
      await dialog.getByRole('button', { name: t(lng, 'demo:faults.add') }).click();
      await dialog.getByRole('button', { name: t(lng, 'demo:faults.refresh') }).click();
      await doneInConsole(page, lng);
      await expect(page.getByText(t(lng, 'parcels:list.error'))).toBeVisible();
    },
  },
  {
    id: 'dashboard-10000',
    screen: 'Dashboard',
    state: '10,000 parcels',
    route: `${paths.home}?demo-parcels=10000`,
    baselines: 'ka',
    slow: true,
    start: `${paths.home}?demo-parcels=10000`,
    open: async (page, lng) => {
      const waiting = page.getByRole('tab', {
        name: new RegExp(`^${t(lng, 'parcels:tabs.waiting')}`),
      });
      await expect
        .poll(async () => Number((await waiting.innerText()).replace(/\D/g, '')))
        .toBeGreaterThan(10_000);
    },
  },
  {
    id: 'add-parcel',
    overlay: true,
    screen: 'Add parcel panel',
    state: 'default',
    route: paths.home,
    baselines: 'all',
    open: (page, lng) => panel(page, t(lng, 'home:home.actions.addParcel')),
  },
  {
    id: 'add-parcel-errors',
    overlay: true,
    screen: 'Add parcel panel',
    state: 'errors',
    route: paths.home,
    baselines: 'all',
    open: async (page, lng) => {
      await panel(page, t(lng, 'home:home.actions.addParcel'));
      await page.locator('.side-panel button[type="submit"]').click();
      await expect(page.locator('.side-panel .invalid-feedback').first()).toBeVisible();
    },
  },
  {
    id: 'update-parcel',
    overlay: true,
    screen: 'Update parcel panel',
    state: 'default',
    route: paths.home,
    baselines: 'all',
    open: async (page, lng) => {
      await page
        .getByRole('button', {
          name: t(lng, 'parcels:actions.editFor', { tracking: WAITING_PARCEL }),
        })
        .first()
        .click();
      await expect(page.locator('.side-panel form')).toBeVisible();
    },
  },
  {
    id: 'courier',
    overlay: true,
    screen: 'Courier panel',
    state: 'default',
    route: paths.home,
    baselines: 'all',
    open: (page, lng) => panel(page, t(lng, 'home:home.actions.courier')),
  },
  {
    id: 'top-up',
    overlay: true,
    screen: 'Top-up panel',
    state: 'default',
    route: paths.home,
    baselines: 'all',
    open: (page, lng) => panel(page, t(lng, 'accounts:greeting.addBalance')),
  },
  {
    id: 'invoice',
    screen: 'Invoice',
    state: 'default',
    route: paths.invoice(':flight'),
    baselines: 'all',
    open: async (page, lng) => {
      await page
        .getByRole('tab', { name: new RegExp(`^${t(lng, 'parcels:tabs.arrived')}`) })
        .click();
      await page.locator('a[href*="/invoice/"]').first().click();
      await expect(page.locator('.invoice-document table').first()).toBeVisible();
    },
  },
  {
    id: 'profile',
    screen: 'Profile',
    state: 'default',
    route: paths.profile,
    baselines: 'ka',
    open: route(paths.profile),
  },
  {
    id: 'change-password',
    screen: 'Change password',
    state: 'default',
    route: paths.changePassword,
    baselines: 'ka',
    open: route(paths.changePassword),
  },
  {
    id: 'branches',
    screen: 'Branches',
    state: 'default',
    route: paths.addBranches,
    baselines: 'ka',
    open: route(paths.addBranches),
  },
  {
    id: 'notifications',
    screen: 'Notifications',
    state: 'default',
    route: paths.notificationAll,
    baselines: 'ka',
    open: route(paths.notificationAll),
  },
  {
    id: 'notification-detail',
    screen: 'Notifications',
    state: 'a notification',
    route: paths.notificationDetail(':id'),
    baselines: 'ka',
    open: async (page) => {
      await navigateInApp(page, paths.notificationAll);
      await page.locator('main a[href*="/notification-detail/"]').first().click();
      await expect(page).toHaveURL(/notification-detail/);
    },
  },
  ...(['personas', 'staff', 'messages', 'scenarios', 'data', 'faults'] as const).map((tab) => ({
    id: `console-${tab}`,
    overlay: true,
    screen: 'Demo console',
    state: `tab: ${tab}`,
    route: paths.home,
    baselines: tab === 'personas' ? ('all' as const) : ('ka' as const),
    open: async (page: Page, lng: Language) => {
      const dialog = await demoConsole(page, lng, tab);
      await expect(dialog.getByRole('tabpanel')).toBeVisible();
    },
  })),
];

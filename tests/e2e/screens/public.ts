// The catalogue's public screens (../screens.ts): what a visitor sees, signed out.
import { paths } from '../../../src/config/paths';
import { expect } from '../fixtures';
import { t } from '../helpers/i18n';
import { navigateInApp } from '../helpers/navigation';
import type { Screen } from '../screens';
import { panel, route } from './steps';

export const PUBLIC: Omit<Screen, 'customer' | 'baselines'>[] = [
  {
    id: 'home',
    screen: 'Home',
    state: 'default',
    route: paths.home,
    open: route(paths.home),
  },
  {
    id: 'services',
    screen: 'Services',
    state: 'default',
    route: paths.services,
    open: route(paths.services),
  },
  {
    id: 'tariffs',
    screen: 'Tariffs',
    state: 'default',
    route: paths.tariffs,
    open: route(paths.tariffs),
  },
  {
    id: 'schedule',
    screen: 'Flight schedule',
    state: 'default',
    route: paths.schedule,
    open: route(paths.schedule),
  },
  { id: 'news', screen: 'News', state: 'default', route: paths.news, open: route(paths.news) },
  {
    id: 'news-detail',
    screen: 'News',
    state: 'a story',
    route: paths.newsDetail(':id'),
    open: async (page) => {
      await navigateInApp(page, paths.news);
      await page.locator('.news-card a').first().click();
      await expect(page).toHaveURL(/\/news-detail\/.+/);
    },
  },
  {
    id: 'contact',
    screen: 'Contact',
    state: 'default',
    route: paths.contact,
    open: route(paths.contact),
  },
  { id: 'terms', screen: 'Terms', state: 'default', route: paths.terms, open: route(paths.terms) },
  {
    id: 'appstore',
    screen: 'Mobile apps',
    state: 'default',
    route: paths.appstore,
    open: route(paths.appstore),
  },
  {
    id: 'payment-success',
    screen: 'Card payment',
    state: 'succeeded',
    route: paths.paymentSuccess,
    open: route(paths.paymentSuccess),
  },
  {
    id: 'payment-failed',
    screen: 'Card payment',
    state: 'failed',
    route: paths.paymentFailed,
    open: route(paths.paymentFailed),
  },
  {
    id: 'not-found',
    screen: 'Page not found',
    state: 'default',
    route: paths.notFound,
    open: route(paths.notFound),
  },
  {
    id: 'sign-up',
    overlay: true,
    screen: 'Sign-up panel',
    state: 'default',
    route: paths.home,
    open: (page, lng) => panel(page, t(lng, 'accounts:signIn.signUp')),
  },
  {
    id: 'forgot-password',
    overlay: true,
    screen: 'Forgotten password panel',
    state: 'default',
    route: paths.home,
    open: (page, lng) => panel(page, t(lng, 'accounts:signIn.forgot')),
  },
];

/**
 * The path the build is served under (`vite build --base /portal/`), without its final slash: ''
 * at the root. The routes below are written without it; the router adds it (its basename), and
 * so does every address that leaves the app (the card provider's return URLs, a full reload).
 * Read where Vite defines it; the mock server (Node, no Vite) serves no app, so '' there.
 */
export const basePath = (import.meta.env?.BASE_URL ?? '/').replace(/\/$/, '');

/**
 * Every route (docs/product.md#routes) in one place; link with these, never with string literals.
 */
export const paths = {
  root: '/',
  home: '/home',
  services: '/services',
  terms: '/terms',
  tariffs: '/tarrifs', // spelt so on purpose, as in links customers already have
  schedule: '/schedule',
  news: '/news',
  newsDetail: (id: string) => `/news-detail/${encodeURIComponent(id)}`,
  contact: '/contact',
  profile: '/profile',
  changePassword: '/change-password',
  addBranches: '/add-branches',
  notificationDetail: (id: string) => `/notification-detail/${encodeURIComponent(id)}`,
  notificationAll: '/notification-all',
  invoice: (flightId: string, branch?: string) =>
    `/invoice/${encodeURIComponent(flightId)}${branch ? `/${encodeURIComponent(branch)}` : ''}`,
  appstore: '/appstore',
  paymentSuccess: '/payments/success',
  paymentFailed: '/payments/failed',
  notFound: '/pages-404',
  checkAvailable: '/checkAvailable',
  registerPayment: '/registerPayment',
  demoCardPage: '/demo-card',
} as const;

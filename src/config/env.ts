/**
 * Runtime configuration, read from Vite env variables at build time.
 *
 * VITE_API_MOCKING     "off" talks to a real backend; anything else (default) runs the mock
 *                      backend in the browser. With "off" the mock code is not even bundled.
 *                      "partial": the mock answers only VITE_MOCKED_OPERATIONS (operationIds,
 *                      `*`, `!name`), the rest goes to VITE_API_BASE (mocks/demo/mocking.ts).
 * VITE_API_BASE        origin of the /api backend, e.g. https://api.example.ge ("" = same origin)
 * VITE_RATES_BASE      origin of the /api2 rates service ("" = same as VITE_API_BASE)
 * VITE_CARD_PROVIDER_URL  card payment page of the provider (real backend only)
 * VITE_VITALS_URL      where the visitor's LCP, INP and CLS are sent ("" = not sent; src/app/vitals.ts)
 * VITE_SERVICE_WORKER  "off" builds the production build without its service worker, removing it
 *                      from browsers that have it (scripts/pwa.ts; the demo never has one)
 */
const raw = import.meta.env;

export const env = {
  apiMocking: raw.VITE_API_MOCKING !== 'off',
  apiBase: (raw.VITE_API_BASE ?? '').replace(/\/$/, ''),
  // `||`: an empty value (as .env.example writes it) means "not set", like a missing one.
  ratesBase: (raw.VITE_RATES_BASE || raw.VITE_API_BASE || '').replace(/\/$/, ''),
  cardProviderUrl: raw.VITE_CARD_PROVIDER_URL ?? '',
  vitalsUrl: raw.VITE_VITALS_URL ?? '',
} as const;

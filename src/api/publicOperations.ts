/**
 * The operations openapi.yaml marks public (`security: []`), by their endpoint names: the app sends
 * them without the customer's token, as the contract says they need none. So a public answer is
 * the same for everyone, and the production build's service worker may keep it for offline use
 * (it never keeps an answer to a request with a token). tests/app/public-calls.test.tsx holds this
 * list to the contract.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'signIn',
  'signUp',
  'signUpWithFile',
  'forgetPassword',
  'checkAvailable',
  'getFlights',
  'getNewsList',
  'getNews',
  'getRates',
  'getOffices',
  'getTariffs',
  'getPage',
  'getPopup',
]);

/**
 * The operations of openapi.yaml under /api and /api2 (checkAvailable, at the site root, is no
 * call of the app), by operationId: what a fault of the demo console can target.
 * tests/contract/demo.test.ts checks this table against openapi.yaml.
 */
export const OPERATIONS: Record<string, readonly [method: string, path: string]> = {
  signIn: ['POST', '/api/authorization/signin'],
  getUserInformation: ['GET', '/api/authorization/userInformation'],
  signOut: ['POST', '/api/authorization/signout'],
  signOutEverywhere: ['POST', '/api/authorization/signoutAll'],
  signUp: ['POST', '/api/authorization/signup'],
  signUpWithFile: ['POST', '/api/authorization/signupFile'],
  updateProfile: ['POST', '/api/authorization/updateprofile'],
  forgetPassword: ['POST', '/api/authorization/forgetPassword'],
  changePassword: ['POST', '/api/authorization/changePassword'],
  getDebtSum: ['GET', '/api/product/debtSum'],
  getParcels: ['GET', '/api/product/gets/{status}/{skip}/{limit}'],
  getParcelsWith: ['GET', '/api/product/getswith/{status}/{skip}/{limit}'],
  getParcel: ['GET', '/api/product/get/{id}'],
  addParcel: ['POST', '/api/product/addProduct'],
  addParcelWithFile: ['POST', '/api/product/addProductWithFile'],
  updateParcel: ['POST', '/api/product/updateProduct'],
  updateParcelWithFile: ['POST', '/api/product/updateProductWithFile'],
  deleteParcel: ['POST', '/api/product/delete/{id}'],
  payAll: ['POST', '/api/payment/payall'],
  payFlight: ['POST', '/api/payment/payFlightId'],
  startCardPayment: ['POST', '/api/merchant/georgiancard/pay'],
  updateCardPayment: ['POST', '/api/merchant/georgiancard/update'],
  getCourierFlights: ['GET', '/api/courier/getFlights/{branches}'],
  getCourierParcels: ['GET', '/api/courier/getParcels/{branches}'],
  createCourierOrder: ['POST', '/api/courier/create'],
  getNotifications: ['GET', '/api/notification/gets'],
  getNotification: ['GET', '/api/notification/get/{id}'],
  getAllNotifications: ['GET', '/api/notification/all'],
  markAllNotificationsRead: ['POST', '/api/notification/markAllAsRead'],
  getInvoice: ['GET', '/api/invoice/get/{flightId}/{branch}'],
  createBranch: ['POST', '/api/branch/create'],
  getFlights: ['GET', '/api/flight/gets/{skip}/{limit}'],
  getNewsList: ['GET', '/api/news/gets/{skip}/{limit}'],
  getNews: ['GET', '/api/news/get/{id}'],
  getRates: ['GET', '/api2/rate/get'],
  getOffices: ['GET', '/api/office/gets'],
  getTariffs: ['GET', '/api/tariffs/gets'],
  getPage: ['GET', '/api/page/get/{slug}'],
  getPopup: ['GET', '/api/popap/get'],
};

/** The paths of the contract's calls: /api, and /api2 for the rates. */
export const API_PATH = /^\/api2?\//;

/** `/api/product/get/{id}` or `/api/product/get/:id` → a pattern for request paths. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      /^(\{\w+\}|:\w+)$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

const PATTERNS = Object.entries(OPERATIONS).map(
  ([operationId, [method, path]]) => [operationId, method, pathPattern(path)] as const,
);

/** The operationId of a call by its method and path, or undefined for a call of no operation. */
export function operationOf(method: string, path: string): string | undefined {
  return PATTERNS.find(([, m, pattern]) => m === method && pattern.test(path))?.[0];
}

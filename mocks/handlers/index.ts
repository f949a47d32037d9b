/** Every handler of the emulated backend, one module per OpenAPI tag. */
import { authHandlers } from './auth';
import { branchHandlers } from './branches';
import { courierHandlers } from './courier';
import { flightHandlers } from './flights';
import { invoiceHandlers } from './invoices';
import { merchantHandlers } from './merchant';
import { newsHandlers } from './news';
import { notificationHandlers } from './notifications';
import { officeHandlers } from './offices';
import { pageHandlers } from './pages';
import { paymentHandlers } from './payments';
import { popupHandlers } from './popup';
import { productHandlers } from './products';
import { rateHandlers } from './rates';
import { tariffHandlers } from './tariffs';
import { uploadHandlers } from './uploads';

export const handlers = [
  ...authHandlers,
  ...productHandlers,
  ...paymentHandlers,
  ...merchantHandlers,
  ...courierHandlers,
  ...notificationHandlers,
  ...invoiceHandlers,
  ...branchHandlers,
  ...flightHandlers,
  ...newsHandlers,
  ...rateHandlers,
  ...officeHandlers,
  ...tariffHandlers,
  ...pageHandlers,
  ...popupHandlers,
  ...uploadHandlers,
];

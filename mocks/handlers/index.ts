/**
 * Every handler of the emulated backend, one module per OpenAPI tag, named like the tag (and
 * like the feature folder that uses it): route → src/features/<name> → src/api/generated/<name>
 * → mocks/handlers/<name>.
 */
import { accountHandlers } from './accounts';
import { courierHandlers } from './courier';
import { invoiceHandlers } from './invoices';
import { newsHandlers } from './news';
import { notificationHandlers } from './notifications';
import { officeHandlers } from './offices';
import { pageHandlers } from './pages';
import { parcelHandlers } from './parcels';
import { paymentHandlers } from './payments';
import { popupHandlers } from './popup';
import { rateHandlers } from './rates';
import { scheduleHandlers } from './schedule';
import { tariffHandlers } from './tariffs';
import { uploadHandlers } from './uploads';

export const handlers = [
  ...accountHandlers,
  ...parcelHandlers,
  ...paymentHandlers,
  ...courierHandlers,
  ...notificationHandlers,
  ...invoiceHandlers,
  ...scheduleHandlers,
  ...newsHandlers,
  ...rateHandlers,
  ...officeHandlers,
  ...tariffHandlers,
  ...pageHandlers,
  ...popupHandlers,
  ...uploadHandlers,
];

/**
 * Every handler of the emulated backend, one module per OpenAPI tag, named like the tag (and
 * like the feature folder that uses it): route → src/features/<name> → src/api/generated/<name>
 * → mocks/handlers/<name>. demo.ts is the demo console's /__demo/ controls and faults, which
 * are no part of the contract.
 *
 * The list is made for a gate of the demo controls (mocks/api/demoGate.ts): the browser demo and
 * the tests open them, the HTTP server asks for its secret.
 */
import { accountHandlers } from './accounts';
import { courierHandlers } from './courier';
import { partialMockingHandler } from '../demo/mocking';
import { demoHandlers, faultHandler } from './demo';
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
import type { DemoGate } from '../api/demoGate';

export const createHandlers = (demoGate: DemoGate) => [
  // First: the demo console's faults delay or fail /api calls, or let them through.
  faultHandler,
  // Then, in partial mocking, what the mock does not answer goes on to the real backend.
  partialMockingHandler,
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
  // The demo console's controls (/__demo/, mocks/demo-openapi.yaml).
  ...demoHandlers(demoGate),
];

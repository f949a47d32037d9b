/**
 * Every handler of the emulated backend, one module per OpenAPI tag, named like the tag (and
 * like the feature folder that uses it): route → src/features/<name> → src/api/generated/<name>
 * → mocks/handlers/<name>. demo.ts is the demo console's /__demo/ controls and faults, which
 * are no part of the contract.
 *
 * The list is made over a mock backend (./backend.ts: the state beside the database, one per
 * entry point) for a gate of the demo controls (mocks/api/demoGate.ts): the browser demo and the
 * tests open them, the HTTP server asks for its secret.
 */
import { http } from 'msw';
import { accountHandlers } from './accounts';
import type { MockBackend } from './backend';
import { courierHandlers } from './courier';
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

export { createMockBackend, type MockBackend } from './backend';

export const createHandlers = (backend: MockBackend, demoGate: DemoGate) => [
  // First: the demo console's faults delay or fail /api calls, or let them through.
  faultHandler(backend),
  // Then, in partial mocking, what the mock does not answer goes on to the real backend.
  http.all('*/api*', backend.mocking.resolver),
  ...accountHandlers(backend),
  ...parcelHandlers(backend),
  ...paymentHandlers(backend),
  ...courierHandlers(backend),
  ...notificationHandlers(backend),
  ...invoiceHandlers(backend),
  ...scheduleHandlers(backend),
  ...newsHandlers(backend),
  ...rateHandlers(backend),
  ...officeHandlers(backend),
  ...tariffHandlers(backend),
  ...pageHandlers(backend),
  ...popupHandlers(backend),
  ...uploadHandlers(backend),
  // The demo console's controls (/__demo/, mocks/demo-openapi.yaml).
  ...demoHandlers(backend, demoGate),
];

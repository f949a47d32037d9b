/**
 * Hostile input against the real HTTP server of mocks/http-server.ts: every operation of the demo
 * console's mocks/demo-openapi.yaml (/__demo), as hostile-http.test.ts does for openapi.yaml's.
 */
import { afterAll, describe, expect } from 'vitest';
import { demoOperations, type Json } from './hostile-http/contract';
import { hostileOperationTests } from './hostile-http/suite';
import { hostileServer } from './hostile-http/transport';

const hostile = hostileServer();

describe('the HTTP server under hostile input', () => {
  // tests/setup.ts restores the seed and clears the demo console's faults before each test, so
  // what a /__demo case changes (latency, offline mode, data) ends with its operation.
  hostileOperationTests(demoOperations, hostile);
});

// The server runs in this worker: what the cases above sent must have polluted no prototype.
afterAll(() => {
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(({} as Json).polluted).toBeUndefined();
});

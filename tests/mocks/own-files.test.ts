/**
 * The browser mock's first handler lets the app's own files through untouched; everything the
 * contract (and the demo console's document) describes must still reach the mock handlers.
 */
import { describe, expect, it } from 'vitest';
import { createHandlers } from '@mocks/handlers';
import { openDemoGate } from '@mocks/api/demoGate';
import { backend } from '@mocks/node';
import { ownFilesPattern } from '@mocks/lib/ownFiles';
import { loadContract, operations } from '../contract/openapi';

const handlers = createHandlers(backend, openDemoGate);

const ORIGIN = 'http://127.0.0.1:4173';
const ownFiles = ownFilesPattern(ORIGIN, handlers);
const demoOperations = loadContract('mocks/demo-openapi.yaml').operations;

/** An operation's path with its parameters filled in ("/api/product/{id}" → "/api/product/1"). */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '1');

describe('own files of the app, passed through before the mock handlers', () => {
  it.each([...operations, ...demoOperations].map((op) => [op.operationId, op.path]))(
    '%s (%s) goes to the mock handlers',
    (_, path) => {
      expect(ownFiles.test(`${ORIGIN}${concrete(path)}`)).toBe(false);
      expect(ownFiles.test(`${ORIGIN}${concrete(path)}?lang=ka`)).toBe(false);
    },
  );

  it('uploaded files go to the mock handlers', () => {
    expect(ownFiles.test(`${ORIGIN}/uploads/invoices/sample-invoice.pdf`)).toBe(false);
  });

  it.each([
    '/',
    '/home',
    '/tarrifs',
    '/assets/shell-BIswq6YQ.js',
    '/assets/noto-sans-georgian-georgian-400-normal.woff2',
    '/favicon.svg',
    '/mockServiceWorker.js',
    '/about-api',
  ])('%s is an own file', (path) => {
    expect(ownFiles.test(`${ORIGIN}${path}`)).toBe(true);
  });

  it('another origin is never taken for an own file', () => {
    expect(ownFiles.test('https://cdn.example/assets/x.js')).toBe(false);
  });
});

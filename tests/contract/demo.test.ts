/**
 * The demo console's controls are described in their own document, mocks/demo-openapi.yaml
 * (mock-only), never in the customer contract: each /__demo handler is in it and each of its
 * operations has a handler; the operations a fault can target are those of openapi.yaml.
 */
import { describe, expect, it } from 'vitest';
import { createHandlers } from '@mocks/handlers';
import { openDemoGate } from '@mocks/api/demoGate';
import { backend } from '@mocks/node';
import { OPERATIONS } from '@mocks/demo/operations';
import { doc, loadContract, operations } from './openapi';

const handlers = createHandlers(backend, openDemoGate);

const demo = loadContract('mocks/demo-openapi.yaml');
const route = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

describe('contract: the demo controls', () => {
  const handled = handlers
    .map((h) => h.info as { method?: string; path?: string })
    .map((info) => route(String(info.method), String(info.path).replace(/^\*/, '')))
    .filter((r) => r.includes(' /__demo/'));

  it('are no part of openapi.yaml', () => {
    expect(Object.keys(doc.paths).filter((path) => path.startsWith('/__demo'))).toEqual([]);
  });

  it('are described, and only those, in mocks/demo-openapi.yaml, marked mock-only', () => {
    const described = demo.operations.map((op) => route(op.method, op.path));
    expect([...handled].sort()).toEqual([...described].sort());
    expect(demo.operations.every((op) => op.path.startsWith('/__demo/'))).toBe(true);
    expect(String((demo.doc.info as { description: string }).description)).toMatch(/Mock-only/);
    expect(new Set(demo.operations.map((op) => op.operationId)).size).toBe(demo.operations.length);
  });

  it('let a fault target every operation of openapi.yaml under /api and /api2', () => {
    const api = operations.filter((op) => /^\/api2?\//.test(op.path));
    expect(
      Object.fromEntries(api.map((op) => [op.operationId, [op.method.toUpperCase(), op.path]])),
    ).toEqual(OPERATIONS);
  });
});

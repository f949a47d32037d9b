/**
 * The demo accounts (docs/product.md#demo-accounts). The mock backend seeds them; the sign-in panel
 * offers them in demo mode.
 */
export const DEMO_PASSWORD = 'demo1234';

export const DEMO_ACCOUNTS = [
  { kind: 'individual', axid: 'AX10001', email: 'individual@demo.ge' },
  { kind: 'company', axid: 'AX10002', email: 'company@demo.ge' },
  { kind: 'entrepreneur', axid: 'AX10003', email: 'entrepreneur@demo.ge' },
  { kind: 'foreigner', axid: 'AX10004', email: 'foreigner@demo.ge' },
] as const;

export type DemoAccountKind = (typeof DEMO_ACCOUNTS)[number]['kind'];

/**
 * The demo console's faults (mocks/demo/faults.ts applies them; the console's Faults tab sets
 * them): added latency on every /api call, and failures of one operation.
 */
export const LATENCIES = [0, 300, 1000, 3000] as const;
export type Latency = (typeof LATENCIES)[number];
export const FAULT_ERRORS = [500, 429, 401, 'network'] as const;
export type FaultError = (typeof FAULT_ERRORS)[number];
export const FAULT_TIMES = ['next', 'every'] as const;
export type FaultTimes = (typeof FAULT_TIMES)[number];
export const FAULT_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface Failure {
  id: number;
  /** operationId of openapi.yaml, or null when chosen by method and path */
  operation: string | null;
  method: string;
  /** a path, or a template with {name} or :name segments */
  path: string;
  error: FaultError;
  /** the next matching call only, or every one until cleared */
  times: FaultTimes;
}

export interface FaultSettings {
  latencyMs: Latency;
  offline: boolean;
  failures: Failure[];
}

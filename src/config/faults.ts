/**
 * The demo console's faults (mocks/demo/faults.ts applies them; the console's Faults tab sets
 * them): added latency on every /api call, and failures of one operation. Apart from the demo
 * accounts (./demo.ts), which the sign-in form of the first screen shows: these load with the
 * console.
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

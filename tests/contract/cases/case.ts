/**
 * What a contract case is (tests/contract/contract.test.ts calls every operation of openapi.yaml
 * with its cases, from the tables beside this file, one per group of operations), and the files
 * the upload cases send.
 */

export type Ctx = Record<string, string>;
export type Body = unknown | FormData | string;

export interface Case {
  name: string;
  /** account that calls (signed in), or null for no token; AX10003's session is signed out */
  as: 'AX10001' | 'AX10002' | 'AX10003' | null;
  params?: (ctx: Ctx) => Record<string, string | number>;
  query?: (ctx: Ctx) => Record<string, string | number>;
  body?: (ctx: Ctx) => Body;
  /** expected status; a list when the seed decides (e.g. enough money or not) */
  status: number | number[];
}

/** The cases of each operation, by operationId. */
export type Cases = Record<string, Case[]>;

/** The customer most cases call as. */
export const A = 'AX10001' as const;

export function form(file: Blob & { name?: string }, inputs: unknown, fileName: string): FormData {
  const data = new FormData();
  data.append('file', file, fileName);
  data.append('inputs', JSON.stringify(inputs));
  return data;
}
export const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'file.png', { type: 'image/png' });
export const pdf = () => new File(['%PDF-1.4\n%%EOF'], 'file.pdf', { type: 'application/pdf' });
export const text = () => new File(['hello'], 'file.txt', { type: 'text/plain' });

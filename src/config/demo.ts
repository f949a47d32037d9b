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

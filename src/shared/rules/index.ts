/**
 * Every validation rule, written once: patterns, lengths, the kinds of customer, upload rules,
 * money and parcel rules. Plain values and pure functions (no yup, no React): the forms
 * (src/features) and the mock backend (mocks/lib/schemas.ts) build their schemas from them, and
 * openapi.yaml carries the rules that belong to the contract (tests/contract/rules.test.ts
 * keeps both sides equal). Branches live in src/shared/branches.ts.
 */
export * from './accounts';
export * from './customers';
export * from './files';
export * from './ids';
export * from './money';
export * from './parcels';
export { bodyOf, keepOnly, matchesUpTo, orEmpty } from './regex';

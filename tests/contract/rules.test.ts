/**
 * The contract carries the shared rules (src/shared/rules) that belong to it: the patterns and
 * lengths of openapi.yaml's request schemas must be the rules' own (regex sources compared as
 * text, limits as numbers), so that changing either side fails here until the other follows.
 */
import { describe, expect, it } from 'vitest';
import { BRANCHES } from '@/shared/branches';
import { DECLARED_CURRENCIES, PRODUCT_CATEGORIES } from '@/shared/catalog';
import * as R from '@/shared/rules';
import { doc } from './openapi';

type Json = Record<string, unknown>;
const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;

/** A schema by name, or what a $ref points at. */
function deref(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const name = ref.replace('#/components/schemas/', '');
  const target = schemas[name];
  if (!target) throw new Error(`no schema ${name}`);
  return deref(target);
}

/** The properties of a schema, those of its allOf parts included. */
function propertiesOf(schema: Json): Record<string, Json> {
  const own = (schema.properties ?? {}) as Record<string, Json>;
  const parts = ((schema.allOf ?? []) as Json[]).map((part) => propertiesOf(deref(part)));
  return Object.assign({}, ...parts, own);
}

function property(schemaName: string, field: string): Json {
  const schema = schemas[schemaName];
  if (!schema) throw new Error(`no schema ${schemaName}`);
  const node = propertiesOf(schema)[field];
  if (!node) throw new Error(`${schemaName} has no property ${field}`);
  return deref(node);
}

/** What the contract must say of a field, from the shared rules. */
interface Expected {
  pattern?: RegExp;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  itemMaxLength?: number;
}

const email = { pattern: R.EMAIL, maxLength: R.EMAIL_MAX };
const password = { minLength: 1, maxLength: R.PASSWORD_MAX };
const newPassword = { minLength: R.PASSWORD_MIN, maxLength: R.PASSWORD_MAX };
const city = { pattern: R.CITY_KEY, maxLength: R.CITY_KEY_MAX };

/**
 * [schema, field, everything the contract says of the field's pattern and limits]; every pattern
 * of a request schema must be listed.
 */
const RULES: [string, string, Expected][] = [
  ['SignInRequest', 'email', { minLength: 1, maxLength: R.EMAIL_MAX }],
  ['SignInRequest', 'password', password],
  ['SignUpRequest', 'email', email],
  ['SignUpRequest', 'password', newPassword],
  ['SignUpRequest', 'nameKa', { pattern: R.orEmpty(R.GEORGIAN_NAME), maxLength: R.NAME_MAX }],
  ['SignUpRequest', 'lastNameKa', { pattern: R.orEmpty(R.GEORGIAN_NAME), maxLength: R.NAME_MAX }],
  ['SignUpRequest', 'nameEn', { pattern: R.LATIN_NAME, minLength: 1, maxLength: R.NAME_MAX }],
  ['SignUpRequest', 'lastNameEn', { pattern: R.LATIN_NAME, minLength: 1, maxLength: R.NAME_MAX }],
  ['SignUpRequest', 'phone', { pattern: R.PHONE, maxLength: R.PHONE_DIGITS }],
  ['SignUpRequest', 'city', city],
  ['SignUpRequest', 'address', { minLength: 1, maxLength: R.ADDRESS_MAX }],
  [
    'SignUpRequest',
    'personId',
    { pattern: R.orEmpty(R.PERSON_ID, R.PASSPORT), maxLength: R.PASSPORT_MAX },
  ],
  [
    'SignUpRequest',
    'orgName',
    { pattern: R.orEmpty(R.GEORGIAN_ORG_NAME), maxLength: R.ORG_NAME_MAX },
  ],
  [
    'SignUpRequest',
    'orgNameEn',
    { pattern: R.orEmpty(R.LATIN_ORG_NAME), maxLength: R.ORG_NAME_MAX },
  ],
  ['SignUpRequest', 'orgId', { pattern: R.orEmpty(R.ORG_ID), maxLength: R.ORG_ID_DIGITS }],
  ['UpdateProfileRequest', 'phone', { pattern: R.PHONE, maxLength: R.PHONE_DIGITS }],
  ['UpdateProfileRequest', 'city', city],
  ['UpdateProfileRequest', 'address', { minLength: 1, maxLength: R.ADDRESS_MAX }],
  ['ForgetPasswordRequest', 'email', email],
  ['ChangePasswordRequest', 'oldPassword', password],
  ['ChangePasswordRequest', 'newPassword', newPassword],
  ['ChangePasswordRequest', 'newRePassword', newPassword],
  ['AddProductRequest', 'productOrderId', { pattern: R.TRACKING, maxLength: R.TRACKING_MAX }],
  ['AddProductRequest', 'quantity', { minimum: R.QUANTITY_MIN, maximum: R.QUANTITY_MAX }],
  ['AddProductRequest', 'shop', { maxLength: R.SHOP_NAME_MAX }],
  [
    'AddProductRequest',
    'shopOther',
    { pattern: R.orEmpty(R.SHOP_NAME), maxLength: R.SHOP_NAME_MAX },
  ],
  ['AddProductRequest', 'amount', { maximum: R.AMOUNT_MAX }],
  ['AddProductRequest', 'description', { maxLength: R.NOTE_MAX }],
  ['AddProductRequest', 'senderName', { maxLength: R.SENDER_NAME_MAX }],
  ['UpdateProductRequest', 'productOrderId', { pattern: R.TRACKING, maxLength: R.TRACKING_MAX }],
  [
    'UpdateProductRequest',
    'shopOther',
    { pattern: R.orEmpty(R.SHOP_NAME), maxLength: R.SHOP_NAME_MAX },
  ],
  ['UpdateProductRequest', 'productId', { minLength: 1, maxLength: R.ID_MAX }],
  ['UpdateProductRequest', 'amountGel', { minimum: 0, maximum: R.AMOUNT_GEL_MAX }],
  ['PayFlightRequest', 'flightId', { minLength: 1, maxLength: R.FLIGHT_ID_MAX }],
  ['StartCardPaymentRequest', 'amount', { pattern: R.CARD_AMOUNT, maxLength: R.CARD_AMOUNT_MAX }],
  ['StartCardPaymentRequest', 'lari', { pattern: R.LARI, maxLength: R.LARI_DIGITS_MAX }],
  ['StartCardPaymentRequest', 'tetri', { pattern: R.TETRI, maxLength: R.TETRI_DIGITS }],
  ['UpdateCardPaymentRequest', 'paymentId', { minLength: 1, maxLength: R.ID_MAX }],
  [
    'CreateCourierOrderRequest',
    'ids',
    { maxItems: R.COURIER_FLIGHTS_MAX, itemMaxLength: R.ID_MAX },
  ],
  ['CreateCourierOrderRequest', 'sq1', { minLength: 1, maxLength: R.COURIER_AREA_MAX }],
  ['CreateCourierOrderRequest', 'city', city],
  [
    'CreateCourierOrderRequest',
    'address',
    { pattern: R.GEORGIAN_ADDRESS, minLength: 1, maxLength: R.ADDRESS_MAX },
  ],
  ['CreateCourierOrderRequest', 'name', { minLength: 1, maxLength: R.COURIER_NAME_MAX }],
  ['CreateCourierOrderRequest', 'phone', { pattern: R.PHONE, maxLength: R.PHONE_DIGITS }],
  ['CreateBranchRequest', 'city', city],
];

describe('the contract carries the shared rules', () => {
  it.each(RULES)('%s.%s', (schemaName, field, expected) => {
    const node = property(schemaName, field);
    const items = node.items ? deref(node.items as Json) : {};
    const said = {
      pattern: node.pattern,
      minLength: node.minLength,
      maxLength: node.maxLength,
      minimum: node.minimum,
      maximum: node.maximum,
      maxItems: node.maxItems,
      itemMaxLength: items.maxLength,
    };
    const wanted = { ...expected, pattern: expected.pattern?.source };
    const defined = (o: object) =>
      Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined));
    expect(defined(said)).toEqual(defined(wanted));
  });

  it('lists every pattern of every request schema above', () => {
    const listed = new Set(RULES.map(([schema, field]) => `${schema}.${field}`));
    const requests = Object.keys(schemas).filter((name) => name.endsWith('Request'));
    const patterned = requests.flatMap((name) =>
      Object.entries(propertiesOf(schemas[name]!))
        .filter(([, node]) => typeof deref(node).pattern === 'string')
        .map(([field]) => `${name}.${field}`),
    );
    expect(patterned.filter((key) => !listed.has(key))).toEqual([]);
  });

  it('has patterns that mean the same under JSON Schema (Unicode regular expressions)', () => {
    for (const [, , { pattern }] of RULES) {
      if (!pattern) continue;
      expect(() => new RegExp(pattern.source, 'u')).not.toThrow();
    }
  });

  it('has the shared lists as its enums', () => {
    expect(schemas.Branch!.enum).toEqual([...BRANCHES]);
    expect(schemas.ProductCategory!.enum).toEqual([...PRODUCT_CATEGORIES]);
    expect(schemas.Currency!.enum).toEqual([...DECLARED_CURRENCIES]);
  });

  it('says the size limit of the upload rules wherever it describes a file', () => {
    const text = JSON.stringify(doc);
    const limits = [...text.matchAll(/under (\d+) bytes/g)].map((match) => Number(match[1]));
    expect(limits.length).toBeGreaterThan(0);
    expect(new Set(limits)).toEqual(new Set([R.MAX_FILE_BYTES]));
  });
});

/**
 * The kinds of customer (docs/product.md#kinds-of-customer) and which sign-up fields each one
 * fills in. The sign-up form shows and checks the fields by these rules, the mock backend
 * requires them by the same rules.
 */
export type CustomerKind = 'individual' | 'foreigner' | 'ltd' | 'entrepreneur';

/** The choices that decide the kind: an organisation (type 2) or not, and its two switches. */
export interface KindChoice {
  organisation: boolean;
  entrepreneur: boolean;
  foreignCitizen: boolean;
}

/**
 * The kind of customer: an organisation is an individual entrepreneur or an LTD/LLC; a person
 * is a foreign citizen or not. The switch of the other type is ignored.
 */
export function kindOf({ organisation, entrepreneur, foreignCitizen }: KindChoice): CustomerKind {
  if (organisation) return entrepreneur ? 'entrepreneur' : 'ltd';
  return foreignCitizen ? 'foreigner' : 'individual';
}

export interface KindFields {
  /** Georgian first and last name (everyone but foreign citizens). */
  georgianNames: boolean;
  /** 'personal': the 11-digit personal number; 'passport': a passport number; null: none. */
  identity: 'personal' | 'passport' | null;
  /** Organisation names and the 9-digit identification code (LTD/LLC). */
  organisation: boolean;
  /** The registry extract: required for individual entrepreneurs, optional for LTD/LLC. */
  extract: 'required' | 'optional' | null;
}

/**
 * Which fields a kind of customer fills in. Fields that do not apply are sent as empty strings
 * (the contract); the Latin names, email, password, phone, city, address and branch apply to
 * every kind.
 */
export function fieldsOf(kind: CustomerKind): KindFields {
  return {
    georgianNames: kind !== 'foreigner',
    identity: kind === 'foreigner' ? 'passport' : kind === 'ltd' ? null : 'personal',
    organisation: kind === 'ltd',
    extract: kind === 'entrepreneur' ? 'required' : kind === 'ltd' ? 'optional' : null,
  };
}

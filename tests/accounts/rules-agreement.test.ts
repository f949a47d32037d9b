/**
 * The sign-up form and the mock backend judge every shared field alike (each rule written once,
 * in src/shared/rules). Each value of a table goes through the form's yup schema and, as the
 * form would send it, through the mock's body reader (and its kind-of-customer rules); both must
 * accept it or both refuse it. The parcel and top-up fields: rules-agreement-parcels.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIGN_UP,
  signUpPayload,
  signUpSchema as formSignUpSchema,
  type SignUpValues,
} from '@/features/accounts/schemas';
import { validate } from '@mocks/api/http';
import { signUpProblem, signUpSchema as mockSignUpSchema } from '@mocks/lib/schemas';
import { SIGN_UP, SIGN_UP_PASSWORD, type SignUpPerson } from '../data';

type Kind = 'individual' | 'foreigner' | 'ltd';

/** The form's values of the people of tests/data.ts who sign up, as the form holds them. */
function formValues(person: SignUpPerson): SignUpValues {
  return {
    ...EMPTY_SIGN_UP,
    email: person.email,
    password: SIGN_UP_PASSWORD,
    confirmPassword: SIGN_UP_PASSWORD,
    nameKa: person.shown?.nameKa ?? '',
    lastNameKa: person.shown?.lastNameKa ?? '',
    nameEn: person.nameEn,
    lastNameEn: person.lastNameEn,
    personId: person.personId ?? person.passport ?? '',
    orgName: person.shown?.orgName ?? '',
    orgNameEn: person.orgNameEn ?? '',
    orgId: person.orgId ?? '',
    phone: person.phone,
    city: person.city,
    address: person.address,
    filial: person.branch as SignUpValues['filial'],
    terms: true,
  };
}

const PEOPLE: Record<Kind, SignUpValues> = {
  individual: formValues(SIGN_UP.individual),
  foreigner: { ...formValues(SIGN_UP.foreigner), foreignCitizen: true },
  ltd: { ...formValues(SIGN_UP.ltd), type: '2' },
};

type Field = keyof Pick<
  SignUpValues,
  | 'email'
  | 'nameKa'
  | 'lastNameKa'
  | 'nameEn'
  | 'lastNameEn'
  | 'personId'
  | 'orgName'
  | 'orgNameEn'
  | 'orgId'
  | 'phone'
>;

async function formAccepts(values: SignUpValues): Promise<boolean> {
  return formSignUpSchema.isValid(values);
}

/** The form's payload for the values, as JSON on the wire, through the mock's reader and rules. */
async function mockAccepts(values: SignUpValues): Promise<boolean> {
  const body: unknown = JSON.parse(JSON.stringify(signUpPayload(values)));
  const { data } = await validate(mockSignUpSchema, body);
  return data !== undefined && signUpProblem(data) === null;
}

const geo = (n: number) => 'ნ'.repeat(n);
const lat = (n: number) => 'a'.repeat(n);

/** [field, kind, valid values, invalid values] */
const SIGN_UP_TABLE: [Field, Kind, string[], string[]][] = [
  [
    'phone',
    'individual',
    ['599123456', '000000000', ' 599123456 '],
    ['', '59912345', '5991234567', '59912345a', '599 12345', '+99559912'],
  ],
  [
    'personId',
    'individual',
    ['01024056700', '99999999999'],
    ['', '0102405670', '010240567001', '0102405670a', 'X1234567'],
  ],
  [
    'personId',
    'foreigner',
    ['X1234567', 'AB123', 'p1234567', '01024056700', 'A'.repeat(20)],
    ['', 'AB12', 'A'.repeat(21), 'P-123456', 'P 123456', 'პ12345'],
  ],
  ['orgId', 'ltd', ['405123456', '000000000'], ['', '40512345', '4051234567', '40512345a']],
  [
    'nameKa',
    'individual',
    ['ნინო', 'ა', 'ჰ', geo(60)],
    ['', 'Nino', 'ნინო-მარი', 'ნინო მარი', 'ნინო1', 'ჱ', '჻', geo(61)],
  ],
  ['lastNameKa', 'ltd', ['ჯაფარიძე', geo(60)], ['', 'Japaridze', 'ჯაფარიძე-ბერიძე', geo(61)]],
  [
    'nameEn',
    'individual',
    ['Nino', 'A', lat(60)],
    ['', "O'Brien", 'Mary-Ann', 'Anna Maria', 'Nino1', 'ნინო', lat(61)],
  ],
  ['lastNameEn', 'foreigner', ['Smith', lat(60)], ['', 'Smith-Jones', 'Smith2', lat(61)]],
  [
    'orgName',
    'ltd',
    ['კავკასია', 'კავკასია ტრეიდი', ' კავკასია ', geo(120)],
    ['', '   ', 'Kavkasia', 'კავკასია 1', 'შპს "კავკასია"', 'კავკასია-ტრეიდი', geo(121)],
  ],
  [
    'orgNameEn',
    'ltd',
    [
      'Kavkasia Trade (Georgia) LLC',
      'Kavkasia',
      'A & B, "Co." Ltd.',
      "O'Neil-Smith 2",
      'LLC (Georgia)',
      lat(120),
    ],
    ['', '123', '(1)', 'Kavkasia/Trade', 'Trade_Co', 'Kavkasia!', 'კავკასია', lat(121)],
  ],
  [
    'email',
    'individual',
    ['nino@mail.ge', 'a.b+c@sub.example.com', "o'neil@mail.ge", `${lat(246)}@mail.ge`],
    [
      '',
      'nino',
      'nino@mail',
      '@mail.ge',
      'nino@@mail.ge',
      'nino @mail.ge',
      'nino@mail..ge',
      'nino@-mail.ge',
      `${lat(247)}@mail.ge`,
    ],
  ],
];

describe('sign-up: the form and the mock backend agree', () => {
  it.each(SIGN_UP_TABLE)('%s of a customer of kind %s', async (field, kind, valid, invalid) => {
    const base = PEOPLE[kind];
    expect(await formAccepts(base)).toBe(true);
    expect(await mockAccepts(base)).toBe(true);
    const verdicts = async (value: string) => {
      const values = { ...base, [field]: value };
      return { value, form: await formAccepts(values), mock: await mockAccepts(values) };
    };
    for (const value of valid) {
      expect(await verdicts(value)).toEqual({ value, form: true, mock: true });
    }
    for (const value of invalid) {
      expect(await verdicts(value)).toEqual({ value, form: false, mock: false });
    }
  });

  it('accepts an English organisation name with parentheses on both sides', async () => {
    const values = { ...PEOPLE.ltd, orgNameEn: 'Kavkasia Trade (Georgia) LLC' };
    expect(await formAccepts(values)).toBe(true);
    expect(await mockAccepts(values)).toBe(true);
  });

  it('requires the same fields of each kind of customer', async () => {
    const cases: [Kind, Field, boolean][] = [
      ['individual', 'nameKa', true],
      ['individual', 'personId', true],
      ['individual', 'orgName', false],
      ['foreigner', 'nameKa', false],
      ['foreigner', 'lastNameKa', false],
      ['foreigner', 'personId', true],
      ['ltd', 'orgName', true],
      ['ltd', 'orgNameEn', true],
      ['ltd', 'orgId', true],
      ['ltd', 'nameKa', true],
      ['ltd', 'personId', false],
    ];
    for (const [kind, field, required] of cases) {
      const values = { ...PEOPLE[kind], [field]: '' };
      const verdict = { form: await formAccepts(values), mock: await mockAccepts(values) };
      expect({ kind, field, ...verdict }).toEqual({
        kind,
        field,
        form: !required,
        mock: !required,
      });
    }
  });
});

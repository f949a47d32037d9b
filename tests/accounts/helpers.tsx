import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { server } from '@mocks/node';
import { SIGN_UP_PASSWORD, type SignUpPerson } from '../data';
import type { renderApp } from '../render';
export { errorOf } from '../helpers/fields';

export type User = ReturnType<typeof renderApp>['user'];

/** Georgian texts the tests look for (the default language). */
export const KA = {
  signUpButton: 'რეგისტრაცია',
  signUpPanel: 'რეგისტრაცია',
  forgotButton: 'დაგავიწყდათ პაროლი?',
  forgotPanel: 'პაროლის აღდგენა',
  individual: 'ფიზიკური პირი',
  organisation: 'იურიდიული პირი',
  indEntrepreneur: 'ინდივიდუალური მეწარმე',
  foreignCitizen: 'უცხო ქვეყნის მოქალაქე ვარ',
  email: 'ელ. ფოსტა',
  password: 'პაროლი',
  confirmPassword: 'გაიმეორეთ პაროლი',
  nameKa: 'სახელი ქართულად',
  lastNameKa: 'გვარი ქართულად',
  nameEn: 'სახელი ლათინურად',
  lastNameEn: 'გვარი ლათინურად',
  personId: 'პირადი ნომერი',
  passport: 'პასპორტის ნომერი',
  orgName: 'ორგანიზაციის დასახელება ქართულად',
  orgNameEn: 'ორგანიზაციის დასახელება ინგლისურად',
  orgId: 'საიდენტიფიკაციო კოდი',
  phone: 'მობილურის ნომერი',
  city: 'ქალაქი',
  address: 'მისამართი',
  branch: 'ფილიალი',
  extract: 'ამონაწერი მეწარმეთა რეესტრიდან',
  terms: 'ვეთანხმები წესებსა და პირობებს',
  readTerms: 'წესების გაცნობა',
  submit: 'დარეგისტრირება',
  fillAll: 'გთხოვთ, სწორად შეავსოთ ყველა ველი',
  signInForm: 'ავტორიზაცია',
  signInIdentifier: 'AX კოდი ან ელ. ფოსტა',
  signInSubmit: 'შესვლა',
  remember: 'დამახსოვრება',
} as const;

/** Messages of the rules (ka). */
export const MSG = {
  required: 'შეავსეთ ეს ველი',
  email: 'შეიყვანეთ ელ. ფოსტა, მაგალითად name@example.com',
  mismatch: 'პაროლები არ ემთხვევა',
  phoneRequired: 'შეიყვანეთ ტელეფონის ნომერი',
  phoneLength: 'შეიყვანეთ ტელეფონის ნომრის 9-ვე ციფრი',
  personIdRequired: 'შეიყვანეთ პირადი ნომერი',
  personIdLength: 'შეიყვანეთ პირადი ნომრის 11-ვე ციფრი',
  passportRequired: 'შეიყვანეთ პასპორტის ნომერი',
  orgIdRequired: 'შეიყვანეთ საიდენტიფიკაციო კოდი',
  orgIdLength: 'შეიყვანეთ საიდენტიფიკაციო კოდის 9-ვე ციფრი',
  city: 'აირჩიეთ ქალაქი',
  address: 'შეიყვანეთ მისამართი',
  branch: 'აირჩიეთ ფილიალი',
  terms: 'რეგისტრაციისთვის დაეთანხმეთ წესებსა და პირობებს',
  fileRequired: 'ატვირთეთ ფაილი',
  fileType:
    'ეს არ არის სწორი PNG, JPG ან PDF ფაილი. შეინახეთ ის ხელახლა ამ ფორმატებიდან ერთ-ერთში.',
  fileSize: 'ფაილის ზომა არ უნდა აღემატებოდეს 3 მბ-ს',
  emailTaken: 'ეს ელ. ფოსტა უკვე რეგისტრირებულია',
  idTaken: 'ანგარიში ამ ნომრით უკვე არსებობს',
} as const;

/** Records the requests sent to paths containing `part`. */
export function recordRequests(part: string) {
  const seen: { url: string; contentType: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes(part))
      seen.push({ url: request.url, contentType: request.headers.get('content-type') ?? '' });
  });
  return seen;
}

/**
 * Where the tests of the sign-up and forgotten-password panels start: a short public page (the
 * services). The sidebar's sign-in form opens those panels on every page; the shorter the page
 * behind a panel, the cheaper each query in it (jsdom finds a field's labels by walking the whole
 * document).
 */
export const VISITOR_PAGE = '/services';

/** The sidebar's sign-in form (a visitor's), where the sign-up and forgotten-password panels open. */
export const signInForm = () => screen.getByRole('form', { name: KA.signInForm });

export async function openSignUp(user: User) {
  await user.click(within(signInForm()).getByRole('button', { name: KA.signUpButton }));
  return screen.findByRole('dialog', { name: KA.signUpPanel });
}

/**
 * Fills the sign-up panel for the kind of customer already chosen (people: SIGN_UP of
 * tests/data.ts). Its fields are all found first, then filled: finding one by its label has jsdom
 * work out the labels of every field of the panel, which it keeps until the page changes.
 */
export async function fillSignUp(user: User, dialog: HTMLElement, person: SignUpPerson) {
  const panel = within(dialog);
  const texts: [string, string | undefined][] = [
    [KA.email, person.email],
    [KA.password, SIGN_UP_PASSWORD],
    [KA.confirmPassword, SIGN_UP_PASSWORD],
    [KA.orgName, person.orgName],
    [KA.orgNameEn, person.orgNameEn],
    [KA.orgId, person.orgId],
    [KA.nameKa, person.nameKa],
    [KA.lastNameKa, person.lastNameKa],
    [KA.nameEn, person.nameEn],
    [KA.lastNameEn, person.lastNameEn],
    [KA.personId, person.personId],
    [KA.passport, person.passport],
    [KA.phone, person.phone],
  ];
  const fields = texts
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([label, value]) => [panel.getByLabelText(label), value] as const);
  const city = panel.getByLabelText(KA.city);
  const address = panel.getByLabelText(KA.address);
  const branch = panel.getByLabelText(KA.branch);
  const terms = panel.getByLabelText(KA.terms);
  const paste = async (input: HTMLElement, value: string) => {
    await user.clear(input);
    // Pasting is one change per field (fast); typing key by key is tested on its own.
    await user.click(input);
    await user.paste(value);
  };
  for (const [input, value] of fields) await paste(input, value);
  await user.selectOptions(city, person.city);
  await paste(address, person.address);
  await user.selectOptions(branch, person.branch);
  await user.click(terms);
}

/** A small valid PNG (1×1). */
export function pngFile(name = 'extract.png'): File {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** The greeting card shows the new room number (AX code). */
export async function expectGreeting(axid: RegExp | string) {
  const room = await screen.findByText(axid, { selector: '.greeting-card dd' }, { timeout: 5000 });
  expect(room).toBeInTheDocument();
}

/** user-event refuses files that do not match `accept`; the rule under test is ours, so skip that filter. */
export function userWithoutAccept(user: User) {
  return user.setup({ applyAccept: false });
}

import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { server } from '@mocks/node';
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
  signInIdentifier: 'AX კოდი ან ელ. ფოსტა',
  signInSubmit: 'შესვლა',
  remember: 'დამახსოვრება',
} as const;

/** Messages of the rules (ka). */
export const MSG = {
  required: 'შეავსეთ ეს ველი',
  email: 'შეიყვანეთ ელ. ფოსტა, მაგალითად name@example.com',
  mismatch: 'პაროლი არ ემთხვევა',
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
  fileType: 'ფაილის ფორმატი არასწორია: მხოლოდ PNG, JPG ან PDF',
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

export async function openSignUp(user: User) {
  await user.click(screen.getByRole('button', { name: KA.signUpButton }));
  return screen.findByRole('dialog', { name: KA.signUpPanel });
}

export interface Person {
  email: string;
  password?: string;
  nameKa?: string;
  lastNameKa?: string;
  nameEn: string;
  lastNameEn: string;
  personId?: string;
  passport?: string;
  orgName?: string;
  orgNameEn?: string;
  orgId?: string;
  phone: string;
  city: string;
  address: string;
  branch: string;
}

/** Fills the sign-up panel for the kind of customer already chosen. */
export async function fillSignUp(user: User, dialog: HTMLElement, person: Person) {
  const panel = within(dialog);
  const type = async (label: string, value: string | undefined) => {
    if (value === undefined) return;
    const input = panel.getByLabelText(label);
    await user.clear(input);
    // Pasting is one change per field (fast); typing key by key is tested on its own.
    await user.click(input);
    await user.paste(value);
  };
  await type(KA.email, person.email);
  await type(KA.password, person.password ?? 'Secret123');
  await type(KA.confirmPassword, person.password ?? 'Secret123');
  await type(KA.orgName, person.orgName);
  await type(KA.orgNameEn, person.orgNameEn);
  await type(KA.orgId, person.orgId);
  await type(KA.nameKa, person.nameKa);
  await type(KA.lastNameKa, person.lastNameKa);
  await type(KA.nameEn, person.nameEn);
  await type(KA.lastNameEn, person.lastNameEn);
  await type(KA.personId, person.personId);
  await type(KA.passport, person.passport);
  await type(KA.phone, person.phone);
  await user.selectOptions(panel.getByLabelText(KA.city), person.city);
  await type(KA.address, person.address);
  await user.selectOptions(panel.getByLabelText(KA.branch), person.branch);
  await user.click(panel.getByLabelText(KA.terms));
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

/** A new individual customer, filled into the sign-up form by the tests. */
export const INDIVIDUAL: Person = {
  email: 'nino.new@mail.ge',
  nameKa: 'nino',
  lastNameKa: 'kapanaZe',
  nameEn: 'Nino',
  lastNameEn: 'Kapanadze',
  personId: '01024000001',
  phone: '577111222',
  city: '_TBILISI_',
  address: 'ჭავჭავაძის გამზ. 33',
  branch: 'gldani',
};

/** The greeting card shows the new room number (AX code). */
export async function expectGreeting(axid: RegExp | string) {
  const room = await screen.findByText(axid, { selector: '.greeting-card dd' }, { timeout: 5000 });
  expect(room).toBeInTheDocument();
}

/** user-event refuses files that do not match `accept`; the rule under test is ours, so skip that filter. */
export function userWithoutAccept(user: User) {
  return user.setup({ applyAccept: false });
}

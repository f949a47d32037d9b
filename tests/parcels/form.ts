/** The declare / edit form of a parcel: its fields by label, their messages, filling it in. */
import { screen, within } from '@testing-library/react';
import type { User } from './helpers';
import { fieldsIn } from '../helpers/fields';
export { errorOf } from '../helpers/fields';

/** Field labels and messages in Georgian (src/locales/ka/parcels.json and errors.json). */
export const FORM = {
  tracking: 'თრექინგ ნომერი',
  quantity: 'რაოდენობა',
  category: 'კატეგორია',
  country: 'ქვეყანა',
  personal: 'პირადი ამანათი (გამომგზავნი კერძო პირია და არა მაღაზია)',
  sender: 'გამომგზავნის სახელი',
  market: 'ონლაინ მაღაზია',
  shopOther: 'მაღაზიის დასახელება',
  amount: 'თანხა',
  currency: 'ვალუტა',
  clearance: 'მსურს განბაჟება',
  branch: 'ფილიალი',
  note: 'შენიშვნა (არასავალდებულო)',
  file: /^მაღაზიის ინვოისის ფაილი/,
  fileRequired: 'მაღაზიის ინვოისის ფაილი',
  fileOptional: 'მაღაზიის ინვოისის ფაილი (არასავალდებულო)',
  declare: 'დეკლარირება',
  save: 'შენახვა',
  otherShop: 'სხვა მაღაზია',
  countryFirst: 'ჯერ აირჩიეთ ქვეყანა',
  countryLocked: 'დეკლარირებული ამანათის ქვეყნის შეცვლა შეუძლებელია.',
  turkishPhone: 'თურქულ ონლაინ მაღაზიებში ტელეფონის ნომერი ხელით აკრიფეთ.',
  fileStored: 'ინვოისი მიმაგრებულია; ფაილი აირჩიეთ მხოლოდ მის შესაცვლელად.',
  gel: (amount: string) => `დეკლარირებული ღირებულება: ${amount} ₾`,
  overThreshold:
    'დეკლარირებული ღირებულება 300 ₾ ან მეტია: მიამაგრეთ ინვოისი. ამანათი ექვემდებარება განბაჟებას.',
  added: (tracking: string) => `ამანათი ${tracking} დადეკლარირებულია`,
  updated: 'ამანათი წარმატებით დაარედაქტირეთ',
  v: {
    tracking: 'შეიყვანეთ თრექინგ ნომერი',
    quantity: 'შეიყვანეთ რაოდენობა',
    quantityZero: 'რაოდენობა 0-ზე მეტი უნდა იყოს',
    category: 'აირჩიეთ კატეგორია',
    country: 'აირჩიეთ ქვეყანა',
    shop: 'აირჩიეთ ონლაინ მაღაზია',
    shopOther: 'შეიყვანეთ მაღაზიის დასახელება: ასოები, ციფრები და წერტილები',
    senderName: 'შეიყვანეთ გამომგზავნის სახელი',
    amount: 'შეიყვანეთ თანხა',
    amountZero: 'თანხა 0-ზე მეტი უნდა იყოს',
    amountFormat: 'შეიყვანეთ თანხა, მძიმის შემდეგ მაქსიმუმ 2 ციფრით, მაგალითად: 12,50',
    currency: 'აირჩიეთ ვალუტა',
    branch: 'აირჩიეთ ფილიალი',
  },
  errors: {
    fileType:
      'ეს არ არის სწორი PNG, JPG ან PDF ფაილი. შეინახეთ ის ხელახლა ამ ფორმატებიდან ერთ-ერთში.',
    fileRequired: 'ატვირთეთ ფაილი',
    fileTooLarge: 'ფაილის ზომა არ უნდა აღემატებოდეს 3 მბ-ს',
    duplicate: 'მითითებული თრექინგ ნომერი უკვე დამატებულია',
    fillAll: 'გთხოვთ, სწორად შეავსოთ ყველა ველი',
  },
} as const;

const finders = new WeakMap<HTMLElement, ReturnType<typeof fieldsIn>>();

/**
 * The form's field by its label (inside `container`, the panel, when given); found once per
 * container and label while it stays there (fieldsIn).
 */
export function field(label: string | RegExp, container: HTMLElement = document.body) {
  if (typeof label !== 'string') return within(container).getByLabelText(label);
  let find = finders.get(container);
  if (!find) finders.set(container, (find = fieldsIn(container)));
  return find(label);
}

/** The texts of a select's options, without the placeholder. */
export const optionTexts = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].filter((o) => o.value).map((o) => o.textContent);

/** Replaces a text field's value at once (pasted; typing key by key is tested on its own). */
export async function fill(user: User, element: HTMLElement, value: string) {
  await user.clear(element);
  if (!value) return;
  await user.click(element);
  await user.paste(value);
}

export interface Declaration {
  tracking: string;
  quantity: string;
  category: string;
  country: '1' | '2' | '3';
  shop: string;
  amount: string;
  currency: string;
}

/**
 * Fills the declare form with a valid declaration. Its fields are all found first, then filled
 * (finding one by its label has jsdom work out every field's labels, kept until the page changes).
 */
export async function fillParcel(user: User, d: Declaration, container?: HTMLElement) {
  const f = {
    tracking: field(FORM.tracking, container),
    quantity: field(FORM.quantity, container),
    category: field(FORM.category, container),
    country: field(FORM.country, container),
    market: field(FORM.market, container),
    amount: field(FORM.amount, container),
    currency: field(FORM.currency, container),
  };
  await fill(user, f.tracking, d.tracking);
  await fill(user, f.quantity, d.quantity);
  await user.selectOptions(f.category, d.category);
  await user.selectOptions(f.country, d.country);
  await user.selectOptions(f.market, d.shop);
  await fill(user, f.amount, d.amount);
  await user.selectOptions(f.currency, d.currency);
}

/** The red note of the 300 GEL rule (role status), if shown. */
export const thresholdNote = () => screen.queryByText(FORM.overThreshold);

/** A small valid PNG (1×1). */
export function pngFile(name = 'invoice.png'): File {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    ),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** A file of `type` whose size reads as `size` bytes (without allocating them). */
export function fileOfSize(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

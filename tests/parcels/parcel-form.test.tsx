/**
 * The add panel's declare form: what each field asks for and accepts as it is typed, the lists
 * of categories, countries and shops, the branch, the note and the invoice file, and the 300 GEL
 * rule in every currency (sending: parcel-form-sending.test.tsx; the update panel:
 * parcel-update.test.tsx).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import kaParcels from '@/locales/ka/parcels.json';
import { setupUser } from '../render';
import { expectError, RATES_OF_ONE, renderAddForm, submit } from './add-form';
import { errorOf, field, fileOfSize, fill, FORM, optionTexts, thresholdNote } from './form';
import { recordRequests, setRates } from './helpers';

describe('declare form: the rules', () => {
  it('asks for every required field, and keeps only what a field accepts as it is typed', async () => {
    const adds = recordRequests('/api/product/add');
    const { user } = await renderAddForm();
    await submit(user);
    await expectError(FORM.tracking, FORM.v.tracking);
    expect(errorOf(field(FORM.quantity))).toBe(FORM.v.quantity);
    expect(errorOf(field(FORM.category))).toBe(FORM.v.category);
    expect(errorOf(field(FORM.country))).toBe(FORM.v.country);
    expect(errorOf(field(FORM.market))).toBe(FORM.v.shop);
    expect(errorOf(field(FORM.amount))).toBe(FORM.v.amount);
    expect(errorOf(field(FORM.currency))).toBe(FORM.v.currency);
    // preselected or optional: no message
    expect(field(FORM.branch)).toHaveValue('didube');
    expect(errorOf(field(FORM.branch))).toBeNull();
    expect(errorOf(field(FORM.note))).toBeNull();
    expect(field(FORM.fileOptional)).not.toBeRequired();
    expect(errorOf(field(FORM.file))).toBeNull();
    // the first invalid field gets the focus
    await waitFor(() => expect(field(FORM.tracking)).toHaveFocus());
    // the general message too, as when the server refuses (nothing was sent)
    const fillAll = await screen.findByText(FORM.errors.fillAll, { selector: '[role=alert]' });
    expect(fillAll).toHaveClass('alert-danger');

    // tracking number: letters and digits only
    await user.type(field(FORM.tracking), 'y-2 a/#9');
    expect(field(FORM.tracking)).toHaveValue('y2a9');
    await expectError(FORM.tracking, null);

    // quantity: digits only, not 0
    await user.type(field(FORM.quantity), 'a1b2');
    expect(field(FORM.quantity)).toHaveValue('12');
    await expectError(FORM.quantity, null);
    await fill(user, field(FORM.quantity), '0');
    await expectError(FORM.quantity, FORM.v.quantityZero);
    await fill(user, field(FORM.quantity), '00');
    await expectError(FORM.quantity, FORM.v.quantityZero);
    await fill(user, field(FORM.quantity), '3');
    await expectError(FORM.quantity, null);

    // amount: the comma or the dot, shown as the language writes it (a comma in Georgian) once
    // left; what is no amount is refused, saying what the field takes; above 0
    const amount = field(FORM.amount);
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await fill(user, amount, '.5');
    await user.tab();
    expect(amount).toHaveValue('0,5');
    await fill(user, amount, '1.2.3');
    await expectError(FORM.amount, FORM.v.amountFormat);
    await fill(user, amount, '1e3');
    await expectError(FORM.amount, FORM.v.amountFormat);
    await fill(user, amount, '1,239');
    await expectError(FORM.amount, FORM.v.amountFormat);
    await fill(user, amount, '12,5 $');
    await expectError(FORM.amount, null);
    await user.tab();
    expect(amount).toHaveValue('12,5');
    await fill(user, amount, '0');
    expect(amount).toHaveValue('0');
    await expectError(FORM.amount, FORM.v.amountZero);
    await fill(user, amount, '0.00');
    await expectError(FORM.amount, FORM.v.amountZero);
    await fill(user, amount, '0.01');
    await expectError(FORM.amount, null);

    // currency
    expect(optionTexts(field(FORM.currency))).toEqual(['USD', 'EUR', 'CNY', 'TRY', 'GEL']);
    await user.selectOptions(field(FORM.currency), 'EUR');
    await expectError(FORM.currency, null);

    expect(adds).toEqual([]);
  });

  it('lists 20 categories, 3 countries and each country’s shops; another shop needs its name; a personal parcel its sender', async () => {
    const { user } = await renderAddForm();
    const category = field(FORM.category);
    const categories = optionTexts(category);
    expect(categories).toHaveLength(20);
    expect(categories).toEqual(Object.values(kaParcels.categories));
    expect(categories[0]).toBe('ელექტრონული მოწყობილობები');
    expect(optionTexts(field(FORM.country))).toEqual(['ჩინეთი', 'აშშ', 'თურქეთი']);

    // the shops follow the country
    expect(optionTexts(field(FORM.market))).toEqual([]);
    expect(
      within(field(FORM.market)).getByRole('option', { name: FORM.countryFirst }),
    ).toBeTruthy();
    await user.selectOptions(field(FORM.country), '1');
    expect(optionTexts(field(FORM.market))).toEqual([
      'Taobao',
      'AliExpress',
      'Alibaba',
      'Tmall',
      'Pinduoduo',
      FORM.otherShop,
    ]);
    await user.selectOptions(field(FORM.market), 'taobao');
    await user.selectOptions(field(FORM.country), '2');
    expect(field(FORM.market)).toHaveValue('');
    expect(optionTexts(field(FORM.market))).toEqual([
      'eBay',
      'AmainHobbies',
      'Amazon',
      '6pm',
      'BoxyCharm',
      'SHEIN',
      FORM.otherShop,
    ]);
    expect(screen.queryByText(FORM.turkishPhone)).toBeNull();
    await user.selectOptions(field(FORM.country), '3');
    expect(optionTexts(field(FORM.market))).toEqual([
      'Trendyol',
      'Hepsiburada',
      'Fashfed',
      company.turkishShopHost,
      FORM.otherShop,
    ]);
    expect(screen.getByText(FORM.turkishPhone)).toBeVisible();

    // another shop: its name, letters, digits and dots only
    expect(screen.queryByLabelText(FORM.shopOther)).toBeNull();
    await user.selectOptions(field(FORM.market), FORM.otherShop);
    await submit(user);
    await expectError(FORM.shopOther, FORM.v.shopOther);
    await user.type(field(FORM.shopOther), 'a b-1.ge/!');
    expect(field(FORM.shopOther)).toHaveValue('ab1.ge');
    await expectError(FORM.shopOther, null);
    expect(errorOf(field(FORM.market))).toBeNull();

    // a personal parcel: no shop, the sender's name instead
    expect(screen.queryByLabelText(FORM.sender)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: FORM.personal }));
    expect(screen.queryByLabelText(FORM.market)).toBeNull();
    expect(screen.queryByLabelText(FORM.shopOther)).toBeNull();
    await expectError(FORM.sender, FORM.v.senderName);
    await user.type(field(FORM.sender), '  ');
    await expectError(FORM.sender, FORM.v.senderName);
    await user.type(field(FORM.sender), 'Li Wei');
    await expectError(FORM.sender, null);
    await user.click(screen.getByRole('checkbox', { name: FORM.personal }));
    expect(field(FORM.market)).toBeVisible();
    expect(screen.queryByLabelText(FORM.sender)).toBeNull();
  });

  it('preselects the saved branch, counts the note up to 160, and checks the invoice file', async () => {
    const user = setupUser({ applyAccept: false });
    await renderAddForm('AX10002');
    // the LTD account's saved branch is Kutaisi
    expect(field(FORM.branch)).toHaveValue('kutaisi_1');
    await user.selectOptions(field(FORM.branch), '');
    await submit(user);
    await expectError(FORM.branch, FORM.v.branch);
    await user.selectOptions(field(FORM.branch), 'isani');
    await expectError(FORM.branch, null);

    // the note: a counter, 160 characters at most
    const note = field(FORM.note);
    expect(screen.getByText('0 / 160')).toBeVisible();
    await user.type(note, 'ab');
    expect(screen.getByText('2 / 160')).toBeVisible();
    await user.clear(note);
    await user.click(note);
    await user.paste('n'.repeat(170));
    expect((note as HTMLTextAreaElement).value).toBe('n'.repeat(160));
    expect(screen.getByText('160 / 160')).toBeVisible();
    expect(errorOf(note)).toBeNull();

    // the file: optional at first, required with customs clearance
    expect(field(FORM.file)).toHaveAccessibleName(FORM.fileOptional);
    expect(errorOf(field(FORM.file))).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: FORM.clearance }));
    expect(field(FORM.file)).toHaveAccessibleName(FORM.fileRequired);
    expect(field(FORM.file)).toHaveAttribute('aria-required', 'true');
    await expectError(FORM.file, FORM.errors.fileRequired);

    // png, jpg or pdf only; under 3022117 bytes
    await user.upload(field(FORM.file), new File(['text'], 'notes.txt', { type: 'text/plain' }));
    await expectError(FORM.file, FORM.errors.fileType);
    await user.upload(field(FORM.file), fileOfSize('big.pdf', 'application/pdf', 3_022_117));
    await expectError(FORM.file, FORM.errors.fileTooLarge);
    await user.upload(field(FORM.file), fileOfSize('fits.pdf', 'application/pdf', 3_022_116));
    await expectError(FORM.file, null);
    await user.upload(field(FORM.file), new File(['jpg'], 'photo.jpg', { type: 'image/jpeg' }));
    await expectError(FORM.file, null);
    expect(screen.getByText('photo.jpg')).toBeVisible();
  });
});

describe('declare form: the 300 GEL rule', () => {
  it('at 299.99 GEL shows no red note and the file is optional; at 300.00 the note shows and the file is required, in every currency', async () => {
    await setRates(RATES_OF_ONE);
    const { user } = await renderAddForm();
    const amount = field(FORM.amount);
    await user.selectOptions(field(FORM.currency), 'USD');
    await user.type(amount, '299.99');
    // the rates service has answered: 299.99 USD is 299.99 GEL
    expect(await screen.findByText(FORM.gel('299,99'))).toBeVisible();
    expect(thresholdNote()).toBeNull();
    await submit(user);
    await expectError(FORM.tracking, FORM.v.tracking);
    expect(errorOf(field(FORM.file))).toBeNull();

    for (const currency of ['USD', 'EUR', 'CNY', 'TRY', 'GEL']) {
      await user.selectOptions(field(FORM.currency), currency);
      await fill(user, amount, '299.99');
      expect(screen.getByText(FORM.gel('299,99'))).toBeVisible();
      expect(thresholdNote()).toBeNull();
      expect(field(FORM.file)).toHaveAccessibleName(FORM.fileOptional);
      await expectError(FORM.file, null);

      await fill(user, amount, '300');
      expect(screen.getByText(FORM.gel('300,00'))).toBeVisible();
      expect(thresholdNote()).toBeVisible();
      expect(field(FORM.file)).toHaveAccessibleName(FORM.fileRequired);
      await expectError(FORM.file, FORM.errors.fileRequired);
    }
  });

  it('converts with the default rates too: 111.11 USD is under 300 GEL, 111.12 USD is not', async () => {
    const { user } = await renderAddForm();
    await user.selectOptions(field(FORM.currency), 'USD');
    await user.type(field(FORM.amount), '111.11');
    expect(await screen.findByText(FORM.gel('299,99'))).toBeVisible();
    expect(thresholdNote()).toBeNull();
    await fill(user, field(FORM.amount), '111.12');
    expect(screen.getByText(FORM.gel('300,01'))).toBeVisible();
    expect(thresholdNote()).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { accountsApi } from '@/api';
import { company } from '@/config/company';
import { AddParcelPanel } from '@/features/parcels/AddParcelPanel';
import { Toasts } from '@/shared/toasts/Toasts';
import { makeStore } from '@/store/store';
import kaParcels from '@/locales/ka/parcels.json';
import { SEED } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { renderWithProviders, setupUser } from '../render';
import { signIn } from '../helpers/session';
import {
  errorOf,
  field,
  fileOfSize,
  fill,
  fillParcel,
  FORM,
  optionTexts,
  pngFile,
  thresholdNote,
  type Declaration,
} from './form';
import {
  card,
  fact,
  findCard,
  KA,
  recordRequests,
  renderDashboard,
  tab,
  tracking,
  setRates,
  type User,
} from './helpers';

/**
 * The add panel's form alone (with the toasts), for a signed-in customer whose information is
 * loaded, as it is whenever the panel can be opened.
 */
async function renderAddForm(axid = 'AX10001') {
  await signIn(axid, { remember: false });
  const store = makeStore();
  await store.dispatch(accountsApi.endpoints.getUserInformation.initiate());
  const app = renderWithProviders(
    <>
      <AddParcelPanel />
      <Toasts />
    </>,
    { store },
  );
  await screen.findByLabelText(FORM.tracking);
  return app;
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: FORM.declare }));

/** The message shown for a field (by label), waiting for the form to validate. */
async function expectError(label: string | RegExp, message: string | null) {
  await waitFor(() => expect(errorOf(field(label))).toBe(message));
}

const VALID: Declaration = {
  tracking: 'NEW123456789',
  quantity: '2',
  category: 'CLOTHING',
  country: '2',
  shop: 'amazon',
  amount: '299.99',
  currency: 'USD',
};

const RATES_OF_ONE = { USD: 1, EUR: 1, TRY: 1, CNY: 10 };

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
    const fillAll = await screen.findByText(FORM.errors.fillAll, { selector: '.toast-body' });
    expect(fillAll.closest('.toast')).toHaveClass('bg-danger');

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

    // amount: digits and one dot; a leading 0 only as "0."; above 0
    const amount = field(FORM.amount);
    await user.type(amount, '05');
    expect(amount).toHaveValue('5');
    await user.clear(amount);
    await user.type(amount, '.');
    expect(amount).toHaveValue('0.');
    await user.type(amount, '5');
    expect(amount).toHaveValue('0.5');
    await fill(user, amount, '1.2.3');
    expect(amount).toHaveValue('1.23');
    await fill(user, amount, '12a,5$');
    expect(amount).toHaveValue('12.5');
    await expectError(FORM.amount, null);
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

describe('declare form: sending', () => {
  it('sends JSON without a file from the current tab; the panel closes and the new parcel shows in the waiting tab', async () => {
    await setRates(RATES_OF_ONE);
    const adds = recordRequests('/api/product/add');
    const { user, router } = await renderDashboard('AX10001', '/home#stock');
    await user.click(screen.getByRole('button', { name: KA.addPanel }));
    const panel = await screen.findByRole('dialog', { name: KA.addPanel });
    await within(panel).findByLabelText(FORM.tracking);
    await fillParcel(user, VALID, panel);
    await fill(user, field(FORM.note, panel), 'gift');
    // 299.99 USD with the rates of 1: no file needed, and the server agrees
    expect(await within(panel).findByText(FORM.gel('299,99'))).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: FORM.declare }));

    expect(await screen.findByText(FORM.added(VALID.tracking))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adds).toHaveLength(1);
    expect(adds[0]!.url).toMatch(/\/api\/product\/addProduct$/);
    expect(adds[0]!.contentType).toMatch(/^application\/json/);
    await waitFor(() => expect(adds[0]!.body).not.toBe(''));
    expect(JSON.parse(adds[0]!.body)).toEqual({
      statusPage: 'stock',
      personalParcel: false,
      clearance: false,
      productOrderId: VALID.tracking,
      quantity: 2,
      productName: 'CLOTHING',
      senderCountryId: '2',
      shop: 'amazon',
      shopOther: '',
      amount: 299.99,
      currency: 'USD',
      description: 'gift',
      senderName: '',
      branches: 'didube',
    });

    // the waiting tab, with the new parcel
    await waitFor(() => expect(router.location.hash).toBe('#waiting'));
    await waitFor(() => expect(tab(KA.tabs.waiting)).toHaveAttribute('aria-selected', 'true'));
    const card = await findCard(VALID.tracking);
    expect(fact(VALID.tracking, KA.fields.price)).toBe('299,99\u00a0$');
    expect(fact(VALID.tracking, KA.fields.shop)).toBe('Amazon');
    expect(within(card).getByText('gift')).toBeVisible();
  });

  it('sends multipart with the file, a personal parcel or another shop as the contract wants', async () => {
    await setRates(RATES_OF_ONE);
    const adds = recordRequests('/api/product/add');
    const { user } = await renderAddForm();
    await fillParcel(user, { ...VALID, country: '1', shop: '_OTHER_SHOP_', currency: 'CNY' });
    await user.type(field(FORM.shopOther), 'jd.com');
    await fill(user, field(FORM.amount), '300');
    await screen.findByText(FORM.overThreshold);
    await user.upload(field(FORM.file), pngFile());
    await submit(user);
    expect(await screen.findByText(FORM.added(VALID.tracking))).toBeVisible();
    expect(adds).toHaveLength(1);
    expect(adds[0]!.url).toMatch(/\/api\/product\/addProductWithFile$/);
    expect(adds[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // The file part (jsdom's File loses its name and bytes in Node's multipart encoder).
    await waitFor(() =>
      expect(adds[0]!.body).toMatch(/name="file"; filename="[^"]*"\r\nContent-Type: image\/png/),
    );
    const inputs = /name="inputs"\r\n\r\n(.*)\r\n/.exec(adds[0]!.body)?.[1];
    expect(JSON.parse(inputs!)).toMatchObject({
      statusPage: 'waiting',
      senderCountryId: '1',
      shop: '_OTHER_SHOP_',
      shopOther: 'jd.com',
      amount: 300,
      currency: 'CNY',
      personalParcel: false,
      senderName: '',
    });
  });

  it('shows each server error with its own message and keeps everything typed', async () => {
    const { user } = await renderAddForm();
    await fillParcel(user, { ...VALID, amount: '20', currency: 'GEL' });
    await fill(user, field(FORM.note, document.body), 'keep me');
    const typed = () => ({
      tracking: (field(FORM.tracking) as HTMLInputElement).value,
      quantity: (field(FORM.quantity) as HTMLInputElement).value,
      category: (field(FORM.category) as HTMLSelectElement).value,
      country: (field(FORM.country) as HTMLSelectElement).value,
      shop: (field(FORM.market) as HTMLSelectElement).value,
      amount: (field(FORM.amount) as HTMLInputElement).value,
      currency: (field(FORM.currency) as HTMLSelectElement).value,
      note: (field(FORM.note) as HTMLTextAreaElement).value,
    });
    const before = typed();
    expect(before).toEqual({
      tracking: VALID.tracking,
      quantity: '2',
      category: 'CLOTHING',
      country: '2',
      shop: 'amazon',
      amount: '20',
      currency: 'GEL',
      note: 'keep me',
    });

    const refuse = (code: string, status = 400) =>
      server.use(
        http.post('*/api/product/addProduct', () =>
          HttpResponse.json({ success: false, code, message: code }, { status }),
        ),
      );
    const cases: [string, number, string][] = [
      ['INCORECT_FILE_TYPE', 400, FORM.errors.fileType],
      ['file_too_large', 413, FORM.errors.fileTooLarge],
      ['validation_error', 400, FORM.errors.fillAll],
      ['internal_error', 500, FORM.errors.fillAll],
    ];
    for (const [code, status, message] of cases) {
      refuse(code, status);
      await submit(user);
      const toast = await screen.findByText(message);
      expect(toast.closest('.toast')).toHaveClass('bg-danger');
      expect(typed()).toEqual(before);
      await user.click(within(toast.closest('.toast') as HTMLElement).getByRole('button'));
      await waitFor(() => expect(screen.queryByText(message)).toBeNull());
      server.resetHandlers();
    }

    // the real mock: a tracking number already declared (the seed's first waiting parcel)
    const taken = tracking('iWaitingJacket');
    await fill(user, field(FORM.tracking), taken);
    await submit(user);
    expect(await screen.findByText(FORM.errors.duplicate)).toBeVisible();
    expect(typed()).toEqual({ ...before, tracking: taken });
  });
});

/**
 * Notes each fetch of a single parcel and whether a dialog was open when it started: the parcel
 * must be fetched before the update panel opens.
 */
function recordParcelFetches() {
  const fetches: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (!path.startsWith('/api/product/get/')) return;
    const open = document.querySelector('[role="dialog"]') !== null;
    fetches.push(`${path}${open ? ' (panel open)' : ''}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return fetches;
}

async function openEdit(user: User, key: Parameters<typeof tracking>[0]) {
  const number = tracking(key);
  await user.click(within(card(number)).getByRole('button', { name: KA.edit(number) }));
  const panel = await screen.findByRole('dialog', { name: KA.updatePanel });
  await within(panel).findByLabelText(FORM.tracking);
  return panel;
}

describe('the update panel', () => {
  it('fetches the parcel before it opens, locks the country and the tracking number, and sends the amount in GEL', async () => {
    const fetches = recordParcelFetches();
    const updates = recordRequests('/api/product/update');
    const { user } = await renderDashboard('AX10001');
    const parts = tracking('iWaitingParts');
    await findCard(parts);
    const panel = await openEdit(user, 'iWaitingParts');
    expect(fetches[0]).toBe(`/api/product/get/${SEED.parcels.iWaitingParts}`);

    // the stored values; the country locked, the tracking number read-only
    const inPanel = (label: string | RegExp) => field(label, panel);
    expect(inPanel(FORM.tracking)).toHaveValue(parts);
    expect(inPanel(FORM.tracking)).toHaveAttribute('readonly');
    expect(inPanel(FORM.country)).toHaveValue('2');
    expect(inPanel(FORM.country)).toBeDisabled();
    expect(within(panel).getByText(FORM.countryLocked)).toBeVisible();
    expect(inPanel(FORM.quantity)).toHaveValue('2');
    expect(inPanel(FORM.category)).toHaveValue('AUTO_PARTS');
    expect(inPanel(FORM.market)).toHaveValue('ebay');
    expect(inPanel(FORM.amount)).toHaveValue('65');
    expect(inPanel(FORM.currency)).toHaveValue('EUR');
    expect(inPanel(FORM.branch)).toHaveValue('didube');
    expect(inPanel(FORM.note)).toHaveValue('სამუხრუჭე ხუნდები');

    // typing into the read-only tracking number changes nothing
    await user.type(inPanel(FORM.tracking), 'X');
    expect(inPanel(FORM.tracking)).toHaveValue(parts);

    // 100 EUR at the default rate (2.9402) is 294.02 GEL
    await fill(user, inPanel(FORM.amount), '100');
    expect(within(panel).getByText(FORM.gel('294,02'))).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: FORM.save }));
    expect(await screen.findByText(FORM.updated)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toHaveLength(1);
    expect(updates[0]!.url).toMatch(/\/api\/product\/updateProduct$/);
    expect(updates[0]!.contentType).toMatch(/^application\/json/);
    await waitFor(() => expect(updates[0]!.body).not.toBe(''));
    expect(JSON.parse(updates[0]!.body)).toMatchObject({
      productOrderId: parts,
      senderCountryId: '2',
      statusPage: 'waiting',
      amount: 100,
      currency: 'EUR',
      amountGel: 294.02,
      quantity: 2,
      shop: 'ebay',
      branches: 'didube',
    });
    expect(JSON.parse(updates[0]!.body).productId).toBe(SEED.parcels.iWaitingParts);
    await waitFor(() => expect(fact(parts, KA.fields.price)).toBe('100,00\u00a0€'));

    // a parcel whose invoice is stored need not upload it again, even over 300 GEL
    const laptop = tracking('iWaitingLaptop');
    const laptopPanel = await openEdit(user, 'iWaitingLaptop');
    expect(fetches).toContain(`/api/product/get/${SEED.parcels.iWaitingLaptop}`);
    expect(within(laptopPanel).getByText(FORM.fileStored)).toBeVisible();
    expect(thresholdNote()).toBeVisible();
    expect(field(FORM.file, laptopPanel)).toHaveAccessibleName(FORM.fileOptional);
    await user.click(within(laptopPanel).getByRole('button', { name: FORM.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toHaveLength(2);
    expect(JSON.parse(updates[1]!.body)).toMatchObject({ productOrderId: laptop });
  });

  it('edits a sent parcel while its flight is open', async () => {
    const updates = recordRequests('/api/product/updateProduct');
    const { user } = await renderDashboard('AX10001', '/home#sent');
    const bag = tracking('iSentBag');
    await findCard(bag);
    expect(tab(KA.tabs.sent)).toHaveAttribute('aria-selected', 'true');
    const panel = await openEdit(user, 'iSentBag');
    expect(field(FORM.tracking, panel)).toHaveValue(bag);
    expect(field(FORM.country, panel)).toBeDisabled();
    await fill(user, field(FORM.quantity, panel), '3');
    await user.click(within(panel).getByRole('button', { name: FORM.save }));
    expect(await screen.findByText(FORM.updated)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(updates[0]?.body).toBeTruthy());
    expect(JSON.parse(updates[0]!.body)).toMatchObject({
      statusPage: 'sent',
      quantity: 3,
      productOrderId: bag,
      amountGel: 240.29, // 89 USD × 2.6999
    });
    await waitFor(() => expect(fact(bag, KA.fields.quantity)).toBe('3'));
  });
});

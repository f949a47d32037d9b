/**
 * The add panel's declare form sending: JSON without a file, multipart with one, and each server
 * error shown with its own message while everything typed stays.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { RATES_OF_ONE, renderAddForm, submit, VALID } from './add-form';
import { field, fill, fillParcel, FORM, pngFile } from './form';
import {
  fact,
  findCard,
  KA,
  recordRequests,
  renderDashboard,
  setRates,
  tab,
  tracking,
} from './helpers';

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
      // The server's failure is not the customer's: its own words, never "fill in every field".
      [
        'internal_error',
        500,
        'სერვერზე დაფიქსირდა შეცდომა. სცადეთ ხელახლა ან დაუკავშირდით ოპერატორს.',
      ],
    ];
    for (const [code, status, message] of cases) {
      refuse(code, status);
      await submit(user);
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
      // A refusal is the brief's warning (amber, titled so); the server's failure is an error.
      const alert = screen.getByRole('alert');
      if (status === 500) expect(alert).toHaveClass('alert-danger');
      else {
        expect(alert).toHaveClass('alert-warning');
        expect(alert).toHaveTextContent('ყურადღება');
      }
      expect(typed()).toEqual(before);
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

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEEDED_CUSTOMER } from '../data';
import { renderSignedIn } from '../helpers/session';
import { renderApp } from '../render';
import { errorOf } from './helpers';

const P = {
  heading: 'პროფილი',
  edit: 'რედაქტირება',
  save: 'შენახვა',
  cancel: 'გაუქმება',
  updated: 'პროფილი განახლდა',
  city: 'ქალაქი',
  phone: 'მობილურის ნომერი',
  address: 'მისამართი',
};

async function openProfile(axid: string) {
  const app = await renderSignedIn({ account: axid, route: '/profile' });
  await screen.findByRole('heading', { level: 1, name: P.heading });
  return app;
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('/profile', () => {
  it('shows an individual’s identity read-only, with the personal number', async () => {
    const customer = SEEDED_CUSTOMER;
    await openProfile(customer.axid);
    expect(value('სახელი და გვარი ქართულად')).toBe(`${customer.nameKa} ${customer.lastNameKa}`);
    expect(value('სახელი და გვარი ლათინურად')).toBe(`${customer.nameEn} ${customer.lastNameEn}`);
    expect(value('ელ. ფოსტა')).toBe(customer.email);
    expect(value('ოთახის ნომერი (AX კოდი)')).toBe(customer.axid);
    expect(value('პირადი ნომერი')).toBe(customer.personId);
    expect(screen.queryByLabelText('საიდენტიფიკაციო კოდი')).not.toBeInTheDocument();
    for (const label of ['ელ. ფოსტა', 'პირადი ნომერი', P.phone, P.address, P.city]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('readonly');
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the company code and organisation name for an LTD', async () => {
    await openProfile('AX10002');
    expect(value('საიდენტიფიკაციო კოდი')).toBe('405123456');
    expect(value('ორგანიზაციის დასახელება')).toBe('შპს კავკასია ტრეიდი');
    expect(screen.queryByLabelText('პირადი ნომერი')).not.toBeInTheDocument();
  });

  it('shows the ID number for an individual entrepreneur', async () => {
    await openProfile('AX10003');
    expect(value('პირადი ნომერი')).toBe('01024056789');
    expect(screen.queryByLabelText('საიდენტიფიკაციო კოდი')).not.toBeInTheDocument();
    expect(screen.getByText('ინდივიდუალური მეწარმე')).toBeInTheDocument();
  });

  it('shows the passport number for a foreign citizen, without Georgian names', async () => {
    await openProfile('AX10004');
    expect(value('პასპორტის ნომერი')).toBe('C01X00T47');
    expect(screen.queryByLabelText('სახელი და გვარი ქართულად')).not.toBeInTheDocument();
  });

  it('edits city, phone and address after Edit; saving shows "profile updated" and survives a reload', async () => {
    const { user, unmount } = await openProfile('AX10001');
    expect(value(P.city)).toBe('თბილისი');
    await user.click(screen.getByRole('button', { name: P.edit }));
    const city = screen.getByLabelText(P.city);
    await waitFor(() => expect(city).toHaveFocus());
    expect(city.tagName).toBe('SELECT');
    await user.selectOptions(city, '_BATUMI_');
    const phone = screen.getByLabelText(P.phone);
    await user.clear(phone);
    await user.type(phone, '555-12-34-56');
    expect(phone).toHaveValue('555123456');
    const address = screen.getByLabelText(P.address);
    await user.clear(address);
    await user.type(address, 'გორგილაძის ქ. 10');
    await user.click(screen.getByRole('button', { name: P.save }));
    expect(await screen.findByText(P.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: P.edit })).toHaveFocus());
    expect(value(P.city)).toBe('ბათუმი');

    unmount();
    const again = renderApp({ route: '/profile' }); // a reload: a new store, the remembered token
    await screen.findByRole('heading', { level: 1, name: P.heading });
    await waitFor(() => expect(value(P.city)).toBe('ბათუმი'));
    expect(value(P.phone)).toBe('555123456');
    expect(value(P.address)).toBe('გორგილაძის ქ. 10');
    again.unmount();
  });

  it('requires city, phone (9 digits) and address', async () => {
    const { user } = await openProfile('AX10001');
    await user.click(screen.getByRole('button', { name: P.edit }));
    await user.selectOptions(screen.getByLabelText(P.city), '');
    await user.clear(screen.getByLabelText(P.phone));
    await user.type(screen.getByLabelText(P.phone), '5991');
    await user.clear(screen.getByLabelText(P.address));
    await user.click(screen.getByRole('button', { name: P.save }));
    await waitFor(() => expect(errorOf(screen.getByLabelText(P.city))).toBe('აირჩიეთ ქალაქი'));
    expect(errorOf(screen.getByLabelText(P.phone))).toBe('შეიყვანეთ ტელეფონის ნომრის 9-ვე ციფრი');
    expect(errorOf(screen.getByLabelText(P.address))).toBe('შეიყვანეთ მისამართი');
    await user.clear(screen.getByLabelText(P.phone));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(P.phone))).toBe('შეიყვანეთ ტელეფონის ნომერი'),
    );
    expect(screen.queryByText(P.updated)).not.toBeInTheDocument();
  });

  it('Cancel restores the saved values', async () => {
    const { user } = await openProfile('AX10002');
    await user.click(screen.getByRole('button', { name: P.edit }));
    await user.clear(screen.getByLabelText(P.address));
    await user.type(screen.getByLabelText(P.address), 'სხვა მისამართი');
    await user.click(screen.getByRole('button', { name: P.cancel }));
    expect(value(P.address)).toBe('რუსთაველის ქ. 5');
    expect(value(P.city)).toBe('ქუთაისი');
    expect(screen.getByLabelText(P.address)).toHaveAttribute('readonly');
    expect(within(document.body).queryByRole('button', { name: P.save })).not.toBeInTheDocument();
  });
});

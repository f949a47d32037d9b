import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { i18n } from '@/i18n';
import { SEEDED_CUSTOMER, SIGN_UP } from '../data';
import { renderApp } from '../render';
import {
  errorOf,
  fillSignUp,
  KA,
  MSG,
  openSignUp,
  pngFile,
  recordRequests,
  userWithoutAccept,
  VISITOR_PAGE,
} from './helpers';

describe('sign-up panel', () => {
  it('opens from the sign-in form as the only side panel, with the kind switches', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    const panel = within(dialog);
    expect(await panel.findByRole('radio', { name: KA.individual })).toBeChecked();
    expect(panel.getByRole('switch', { name: KA.foreignCitizen })).not.toBeChecked();
    // The default branch is chosen already.
    expect(panel.getByRole('option', { name: 'დიდუბე', selected: true })).toBeInTheDocument();
    expect(panel.queryByLabelText(KA.indEntrepreneur)).not.toBeInTheDocument();
    await user.click(panel.getByRole('radio', { name: KA.organisation }));
    expect(panel.getByRole('checkbox', { name: KA.indEntrepreneur })).not.toBeChecked();
    expect(panel.queryByRole('switch', { name: KA.foreignCitizen })).not.toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('refuses an empty form: the notification that all fields must be filled, every message, nothing sent', async () => {
    const requests = recordRequests('/api/authorization/signup');
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    const panel = within(dialog);
    await user.click(await panel.findByRole('button', { name: KA.submit }));

    expect(await screen.findByText(KA.fillAll)).toBeInTheDocument();
    await waitFor(() => expect(errorOf(panel.getByLabelText(KA.email))).toBe(MSG.email));
    expect(panel.getByLabelText(KA.email)).toHaveClass('is-invalid');
    expect(errorOf(panel.getByLabelText(KA.password))).toBe(MSG.required);
    expect(errorOf(panel.getByLabelText(KA.nameKa))).toBe(MSG.required);
    expect(errorOf(panel.getByLabelText(KA.lastNameKa))).toBe(MSG.required);
    expect(errorOf(panel.getByLabelText(KA.nameEn))).toBe(MSG.required);
    expect(errorOf(panel.getByLabelText(KA.lastNameEn))).toBe(MSG.required);
    expect(errorOf(panel.getByLabelText(KA.personId))).toBe(MSG.personIdRequired);
    expect(errorOf(panel.getByLabelText(KA.phone))).toBe(MSG.phoneRequired);
    expect(errorOf(panel.getByLabelText(KA.city))).toBe(MSG.city);
    expect(errorOf(panel.getByLabelText(KA.address))).toBe(MSG.address);
    expect(errorOf(panel.getByLabelText(KA.branch))).toBeNull();
    expect(errorOf(panel.getByLabelText(KA.terms))).toBe(MSG.terms);
    // Focus goes to the first field to fix.
    await waitFor(() => expect(panel.getByLabelText(KA.email)).toHaveFocus());
    expect(requests).toEqual([]);
  });

  it('asks for a well-formed email with an example', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    const email = await panel.findByLabelText(KA.email);
    await user.type(email, 'nino@mail');
    await user.tab();
    await waitFor(() => expect(errorOf(email)).toBe(MSG.email));
    await user.type(email, '.ge');
    await waitFor(() => expect(errorOf(email)).toBeNull());
  });

  it('asks for a password of at least 8 characters, keeping what was typed', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    const password = await panel.findByLabelText(KA.password);
    await user.type(password, 'Secret1');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(password)).toBe('პაროლი უნდა შედგებოდეს მინიმუმ 8 სიმბოლოსგან'),
    );
    expect(password).toHaveValue('Secret1');
    await user.type(password, '2');
    await waitFor(() => expect(errorOf(password)).toBeNull());
  });

  it('says "password does not match" when the confirmation differs', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    await user.type(await panel.findByLabelText(KA.password), 'Secret123');
    await user.type(panel.getByLabelText(KA.confirmPassword), 'Secret124');
    await user.tab();
    await waitFor(() =>
      expect(errorOf(panel.getByLabelText(KA.confirmPassword))).toBe(MSG.mismatch),
    );
    await user.type(panel.getByLabelText(KA.confirmPassword), '{Backspace}3');
    await waitFor(() => expect(errorOf(panel.getByLabelText(KA.confirmPassword))).toBeNull());
  });

  it('types Georgian letters from Latin keys in the Georgian name fields and drops anything else', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    const nameKa = await panel.findByLabelText(KA.nameKa);
    await user.type(nameKa, 'Gio 12rgi!');
    expect(nameKa).toHaveValue('გიორგი');
    const lastNameKa = panel.getByLabelText(KA.lastNameKa);
    await user.type(lastNameKa, 'WavWavaZe');
    expect(lastNameKa).toHaveValue('ჭავჭავაძე');
    // Georgian typed directly is kept, also in the middle of the word.
    await user.clear(nameKa);
    await user.type(nameKa, 'ნინ');
    await user.type(nameKa, 'o');
    expect(nameKa).toHaveValue('ნინო');
    await user.type(nameKa, 'sa', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(nameKa).toHaveValue('ნსაინო');
  });

  it('spells Georgian and Russian in Latin in the English names, as passports do, and drops digits and marks', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    const nameEn = await panel.findByLabelText(KA.nameEn);
    await user.type(nameEn, 'Gio0rgi-');
    expect(nameEn).toHaveValue('Giorgi');
    const lastNameEn = panel.getByLabelText(KA.lastNameEn);
    await user.click(lastNameEn);
    await user.paste('Beri dze1');
    expect(lastNameEn).toHaveValue('Beridze');
    // Typed in Georgian, key by key: nothing is lost, and the name starts with a capital.
    await user.clear(nameEn);
    await user.type(nameEn, 'გიორგი');
    expect(nameEn).toHaveValue('Giorgi');
    await user.clear(lastNameEn);
    await user.paste('ჭავჭავაძე');
    expect(lastNameEn).toHaveValue('Chavchavadze');
    // Russian, as a Russian passport spells it.
    await user.clear(nameEn);
    await user.type(nameEn, 'Юлия');
    expect(nameEn).toHaveValue('Iuliia');
    expect(panel.getByText(/Georgian and Russian|ქართული და რუსული/)).toBeVisible();
  });

  it('lists the largest cities first, then the other towns in alphabetical order', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    const city = await panel.findByLabelText(KA.city);
    const [largest, others] = within(city).getAllByRole('group');
    expect(largest).toHaveAccessibleName('უდიდესი ქალაქები');
    expect(
      within(largest!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['თბილისი', 'ბათუმი', 'ქუთაისი', 'რუსთავი', 'გორი']);
    const names = within(others!)
      .getAllByRole('option')
      .map((o) => o.textContent!);
    expect(names).toEqual([...names].sort(new Intl.Collator('ka').compare));
    expect(names).not.toContain('თბილისი');
  });

  it('keeps phone, personal number and organisation code to digits and prompts for all of them', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    const phone = await panel.findByLabelText(KA.phone);
    await user.type(phone, '5a99-12 3');
    expect(phone).toHaveValue('599123');
    await user.tab();
    await waitFor(() => expect(errorOf(phone)).toBe(MSG.phoneLength));
    await user.type(phone, '4567890');
    expect(phone).toHaveValue('599123456'); // never more than 9
    await waitFor(() => expect(errorOf(phone)).toBeNull());

    const personId = panel.getByLabelText(KA.personId);
    await user.type(personId, '0102x40567');
    expect(personId).toHaveValue('010240567');
    await user.tab();
    await waitFor(() => expect(errorOf(personId)).toBe(MSG.personIdLength));
    await user.type(personId, '89999');
    expect(personId).toHaveValue('01024056789');
    await waitFor(() => expect(errorOf(personId)).toBeNull());

    await user.click(panel.getByRole('radio', { name: KA.organisation }));
    const orgId = panel.getByLabelText(KA.orgId);
    await user.type(orgId, '4051-2');
    expect(orgId).toHaveValue('40512');
    await user.tab();
    await waitFor(() => expect(errorOf(orgId)).toBe(MSG.orgIdLength));
    await user.type(orgId, '34567');
    expect(orgId).toHaveValue('405123456');
  });

  it('shows the note that the phone must be typed by hand on Turkish shops', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    const phone = await panel.findByLabelText(KA.phone);
    expect(phone).toHaveAccessibleDescription(
      /თურქულ ონლაინ მაღაზიებში ტელეფონის ნომერი ხელით აკრიფეთ/,
    );
  });

  it('lets a foreign citizen skip the Georgian names and the 11-digit check (passport instead)', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    await user.click(await panel.findByRole('switch', { name: KA.foreignCitizen }));
    expect(panel.queryByLabelText(KA.nameKa)).not.toBeInTheDocument();
    expect(panel.queryByLabelText(KA.lastNameKa)).not.toBeInTheDocument();
    expect(panel.queryByLabelText(KA.personId)).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: KA.submit }));
    await waitFor(() =>
      expect(errorOf(panel.getByLabelText(KA.passport))).toBe(MSG.passportRequired),
    );
    await user.type(panel.getByLabelText(KA.passport), 'c01x-00t47');
    expect(panel.getByLabelText(KA.passport)).toHaveValue('C01X00T47');
    await waitFor(() => expect(errorOf(panel.getByLabelText(KA.passport))).toBeNull());
  });

  it('asks an organisation for its names (Georgian letters and spaces) and code; the extract is optional for LTD', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    await user.click(await panel.findByRole('radio', { name: KA.organisation }));
    expect(panel.queryByLabelText(KA.personId)).not.toBeInTheDocument();
    const orgName = panel.getByLabelText(KA.orgName);
    await user.type(orgName, 'Sps kavkasia 1 treidi');
    expect(orgName).toHaveValue('შპს კავკასია  ტრეიდი');
    await user.click(panel.getByRole('button', { name: KA.submit }));
    await waitFor(() => expect(errorOf(panel.getByLabelText(KA.orgNameEn))).toBe(MSG.required));
    expect(errorOf(orgName)).toBeNull();
    expect(errorOf(panel.getByLabelText(KA.orgId))).toBe(MSG.orgIdRequired);
    expect(errorOf(panel.getByLabelText(/ამონაწერი მეწარმეთა რეესტრიდან/))).toBeNull();
    expect(panel.getByText('(არასავალდებულო)')).toBeInTheDocument();
  });

  it('requires the registry extract of an individual entrepreneur: png, jpg or pdf under 3 MB', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    await user.click(await panel.findByRole('radio', { name: KA.organisation }));
    await user.click(panel.getByRole('checkbox', { name: KA.indEntrepreneur }));
    // An entrepreneur is identified by the personal number, not the company code.
    expect(panel.getByLabelText(KA.personId)).toBeInTheDocument();
    expect(panel.queryByLabelText(KA.orgId)).not.toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: KA.submit }));
    const file = panel.getByLabelText(/ამონაწერი მეწარმეთა რეესტრიდან/);
    await waitFor(() => expect(errorOf(file)).toBe(MSG.fileRequired));

    const upload = userWithoutAccept(user);
    await upload.upload(file, new File(['GIF89a'], 'extract.gif', { type: 'image/gif' }));
    await waitFor(() => expect(errorOf(file)).toBe(MSG.fileType));
    await upload.upload(
      file,
      new File([new Uint8Array(3_022_117)], 'extract.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(errorOf(file)).toBe(MSG.fileSize));
    await upload.upload(file, pngFile());
    await waitFor(() => expect(errorOf(file)).toBeNull());
  });

  it('opens the terms in the current language in a modal', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    await user.click(await panel.findByRole('button', { name: KA.readTerms }));
    const modal = await screen.findByRole('dialog', { name: 'წესები და პირობები' });
    await waitFor(() =>
      expect(modal.querySelector('.terms-body')?.textContent).toMatch(/[\u10D0-\u10F0]{3}/),
    );
    await user.click(within(modal).getAllByRole('button', { name: 'დახურვა' })[0]!);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'წესები და პირობები' })).not.toBeInTheDocument(),
    );
    // Nothing typed is lost while reading.
    expect(screen.getByRole('dialog', { name: KA.signUpPanel })).toBeInTheDocument();
  });

  it('opens the terms in English when the interface is in English', async () => {
    await i18n.changeLanguage('en');
    const { user } = renderApp({ route: VISITOR_PAGE });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const panel = within(await screen.findByRole('dialog', { name: 'Sign up' }));
    await user.click(panel.getByRole('button', { name: 'Read the terms and conditions' }));
    const modal = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() =>
      expect(modal.querySelector('.terms-body')?.textContent).toMatch(/[A-Za-z]{3}/),
    );
    expect(modal.querySelector('.terms-body')?.textContent).not.toMatch(/[\u10D0-\u10F0]/);
  });

  it('keeps what was typed when a check fails', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = within(await openSignUp(user));
    await user.type(await panel.findByLabelText(KA.email), 'nino@mail.ge');
    await user.type(panel.getByLabelText(KA.nameEn), 'Nino');
    await user.click(panel.getByRole('button', { name: KA.submit }));
    expect(await screen.findByText(KA.fillAll)).toBeInTheDocument();
    expect(panel.getByLabelText(KA.email)).toHaveValue('nino@mail.ge');
    expect(panel.getByLabelText(KA.nameEn)).toHaveValue('Nino');
  });
});

describe('sign-up: server answers', () => {
  it('warns that the email is already registered', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    await within(dialog).findByLabelText(KA.email);
    await fillSignUp(user, dialog, { ...SIGN_UP.individual, email: SEEDED_CUSTOMER.email });
    await user.click(within(dialog).getByRole('button', { name: KA.submit }));
    const toast = await screen.findByText(MSG.emailTaken, { selector: '[role=alert]' });
    expect(toast).toHaveClass('alert-warning');
    expect(errorOf(within(dialog).getByLabelText(KA.email))).toBe(MSG.emailTaken);
    expect(within(dialog).getByLabelText(KA.address)).toHaveValue(SIGN_UP.individual.address);
  });

  it('warns that the ID number is already registered', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    await within(dialog).findByLabelText(KA.email);
    await fillSignUp(user, dialog, { ...SIGN_UP.individual, personId: SEEDED_CUSTOMER.personId });
    await user.click(within(dialog).getByRole('button', { name: KA.submit }));
    const toast = await screen.findByText(MSG.idTaken, { selector: '[role=alert]' });
    expect(toast).toHaveClass('alert-warning');
    expect(errorOf(within(dialog).getByLabelText(KA.personId))).toBe(MSG.idTaken);
  });

  for (const [code, text] of [
    ['INCORECT_FILE_TYPE', MSG.fileType],
    ['file_too_large', MSG.fileSize],
  ] as const) {
    it(`shows the server's ${code} on the extract`, async () => {
      server.use(
        http.post('*/api/authorization/signupFile', () =>
          HttpResponse.json({ success: false, code, message: code }, { status: 400 }),
        ),
      );
      const { user } = renderApp({ route: VISITOR_PAGE });
      const dialog = await openSignUp(user);
      await user.click(await within(dialog).findByRole('radio', { name: KA.organisation }));
      await user.click(within(dialog).getByRole('checkbox', { name: KA.indEntrepreneur }));
      await fillSignUp(user, dialog, SIGN_UP.entrepreneur);
      const file = within(dialog).getByLabelText(/ამონაწერი მეწარმეთა რეესტრიდან/);
      await user.upload(file, pngFile());
      await user.click(within(dialog).getByRole('button', { name: KA.submit }));
      const toast = await screen.findByText(text, { selector: '[role=alert]' });
      expect(toast).toHaveClass('alert-danger');
      expect(errorOf(file)).toBe(text);
    });
  }
});

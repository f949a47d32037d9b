import { describe, expect, it } from 'vitest';
import type { ErrorResponse, SignUpResponse, User } from '@/api';
import { SEED } from '@mocks/demo/seed';
import { call, multipart, pdfFile, request, type Either } from './helpers';
import { SEEDED_CUSTOMER, signUpBody } from '../data';
import { apiSignIn } from '../helpers/session';

describe('sign-in', () => {
  it('accepts the AX code in any case and the email', async () => {
    expect(await apiSignIn('ax10001')).toMatch(/\S{20,}/);
    expect(await apiSignIn('Company@Demo.ge')).toMatch(/\S{20,}/);
  });

  it('answers invalid_credentials for a wrong pair and validation_error for a missing field', async () => {
    const wrong = await request<ErrorResponse>('/api/authorization/signin', {
      json: { email: 'AX10001', password: 'nope' },
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { success: false, code: 'invalid_credentials' },
    });
    const missing = await request<ErrorResponse>('/api/authorization/signin', {
      json: { email: 'AX10001' },
    });
    expect(missing).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  });

  it('returns the candidate without the password', async () => {
    const token = await apiSignIn('AX10001');
    const { status, body } = await request<{ candidate: User }>(
      '/api/authorization/userInformation',
      { token },
    );
    expect(status).toBe(200);
    expect(body.candidate).toMatchObject({ AXID: 'AX10001', balance: 125.5, type: 1 });
    expect(body.candidate.debt).toBeGreaterThan(body.candidate.balance);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('reads the legacy qurdiani branch as didube', async () => {
    const token = await apiSignIn(SEED.users.foreigner.AXID);
    const { body } = await request<{ candidate: User }>('/api/authorization/userInformation', {
      token,
    });
    expect(body.candidate.takedPlaced.address).toBe('didube');
  });
});

describe('authorisation', () => {
  it('answers 401 unauthorized without a token or with an unknown one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await request<ErrorResponse>('/api/product/debtSum', { token });
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, code: 'unauthorized', message: expect.any(String) });
    }
  });
});

describe('sign-up', () => {
  it('registers an individual with the next AX code and signs in', async () => {
    const { status, body } = await request<SignUpResponse>('/api/authorization/signup', {
      json: signUpBody(),
    });
    expect(status).toBe(200);
    expect(body.AXID).toBe('AX10005');
    const me = await request<{ candidate: User }>('/api/authorization/userInformation', {
      token: body.token,
    });
    expect(me.body.candidate).toMatchObject({
      balance: 0,
      takedPlaced: { city: '_TBILISI_', address: 'gldani' },
    });
    const second = await request<SignUpResponse>('/api/authorization/signup', {
      json: signUpBody({ email: 'second@mail.ge', personId: '01024056701' }),
    });
    expect(second.body.AXID).toBe('AX10006');
  });

  it('rejects taken emails and ID numbers', async () => {
    const email = await request<ErrorResponse>('/api/authorization/signup', {
      json: signUpBody({ email: SEEDED_CUSTOMER.email.toUpperCase() }),
    });
    expect(email.body.code).toBe('email_or_user_id_already_registred');
    const id = await request<ErrorResponse>('/api/authorization/signup', {
      json: signUpBody({ personId: SEEDED_CUSTOMER.personId }),
    });
    expect(id.body.code).toBe('passport_id_already_registred');
  });

  it.each([
    ['bad email', { email: 'not-an-email' }],
    ['short phone', { phone: '59912345' }],
    ['10-digit personal number', { personId: '0102405670' }],
    ['Latin Georgian name', { nameKa: 'Nino' }],
    ['LTD without orgId', { type: 2, orgName: 'კავკასია', orgNameEn: 'Kavkasia', orgId: '' }],
    ['unknown type', { type: 3 }],
    ['email without a dot in the domain', { email: 'nino@mail' }],
    ['Georgian name with a hyphen', { nameKa: 'ნინო-მარი' }],
    ['Georgian name with an old letter', { lastNameKa: 'ჱ' }],
    ['Latin name with a hyphen', { nameEn: 'Mary-Ann' }],
    ['Latin name over 60 letters', { lastNameEn: 'a'.repeat(61) }],
    [
      'LTD name in English without a letter',
      { type: 2, orgName: 'კავკასია', orgNameEn: '(123)', orgId: '405000999', personId: '' },
    ],
    [
      'LTD name in Georgian with digits',
      { type: 2, orgName: 'კავკასია 1', orgNameEn: 'Kavkasia', orgId: '405000999', personId: '' },
    ],
    [
      'entrepreneur with an 11-digit company code',
      { type: 2, indEntrepreneur: 'true', orgId: '01024056700' },
    ],
    ['passport number of 4 characters', { foreignCitizen: true, personId: 'X123' }],
  ])('validates: %s', async (_name, over) => {
    const { status, body } = await request<ErrorResponse>('/api/authorization/signup', {
      json: signUpBody(over),
    });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_error');
  });

  it('registers an LTD whose English name has parentheses (the name of the register)', async () => {
    const json = signUpBody({
      type: 2,
      email: 'office@kavkasia.ge',
      personId: '',
      orgName: 'კავკასია ტრეიდი',
      orgNameEn: 'Kavkasia Trade (Georgia) LLC',
      orgId: '405000999',
    });
    const { status, body } = await request<SignUpResponse>('/api/authorization/signup', { json });
    expect(status).toBe(200);
    const me = await request<{ candidate: User }>('/api/authorization/userInformation', {
      token: body.token,
    });
    expect(me.body.candidate.information).toMatchObject({
      LTDName: 'კავკასია ტრეიდი',
      LTDNameEn: 'Kavkasia Trade (Georgia) LLC',
      orgId: '405000999',
      personId: null,
    });
  });

  it('lets a foreign citizen register with a passport number and no Georgian names', async () => {
    const json = signUpBody({
      foreignCitizen: true,
      nameKa: '',
      lastNameKa: '',
      personId: 'P1234567',
      email: 'anna@mail.de',
    });
    expect((await call('/api/authorization/signup', { json })).status).toBe(200);
  });

  it('requires the registry extract of an individual entrepreneur and checks the file', async () => {
    const entrepreneur = signUpBody({ type: 2, indEntrepreneur: 'true', email: 'ie@mail.ge' });
    expect(
      (await request<ErrorResponse>('/api/authorization/signup', { json: entrepreneur })).body.code,
    ).toBe('validation_error');

    const send = (form: ReturnType<typeof multipart>) =>
      request<Either<SignUpResponse>>('/api/authorization/signupFile', form);
    const wrongType = multipart(entrepreneur, {
      content: 'hello',
      type: 'text/plain',
      name: 'extract.txt',
    });
    expect((await send(wrongType)).body.code).toBe('INCORECT_FILE_TYPE');

    const textNamedPdf = multipart(entrepreneur, {
      content: 'hello',
      type: 'text/plain',
      name: 'extract.pdf',
    });
    expect((await send(textNamedPdf)).body.code).toBe('INCORECT_FILE_TYPE');

    // The bytes decide, not the declared type or the name: text sent as a PDF is refused.
    const textAsPdf = multipart(entrepreneur, {
      content: 'hello, not a PDF',
      type: 'application/pdf',
      name: 'extract.pdf',
    });
    expect((await send(textAsPdf)).body.code).toBe('INCORECT_FILE_TYPE');
    const pdfAsPng = multipart(entrepreneur, { ...pdfFile, type: 'image/png', name: 'x.png' });
    expect((await send(pdfAsPng)).body.code).toBe('INCORECT_FILE_TYPE');

    const huge = multipart(entrepreneur, {
      content: 'a'.repeat(3_022_117),
      type: 'application/pdf',
      name: 'big.pdf',
    });
    expect((await send(huge)).body.code).toBe('file_too_large');

    const withoutFile = multipart(entrepreneur);
    expect((await send(withoutFile)).body.code).toBe('validation_error');

    const byExtension = multipart(entrepreneur, {
      content: pdfFile.content,
      type: 'application/octet-stream',
      name: 'extract.PDF',
    });
    const ok = await send(byExtension);
    expect(ok.status).toBe(200);
    expect(ok.body.AXID).toMatch(/^AX1\d{4}$/);

    const noInputs = multipart('{not json', pdfFile);
    expect((await send(noInputs)).body.code).toBe('validation_error');
  });
});

describe('profile and passwords', () => {
  it('updates city, phone and address', async () => {
    const token = await apiSignIn('AX10001');
    const json = { city: '_BATUMI_', phone: '555000111', address: 'გორგილაძის ქ. 1' };
    const { status, body } = await request<{ candidate: User }>(
      '/api/authorization/updateprofile',
      { token, json },
    );
    expect(status).toBe(200);
    expect(body.candidate).toMatchObject({
      phone: '555000111',
      information: { city: '_BATUMI_', address: 'გორგილაძის ქ. 1' },
    });
    const bad = await call('/api/authorization/updateprofile', {
      token,
      json: { ...json, phone: '55500011a' },
    });
    expect(bad.status).toBe(400);
  });

  it('answers forgot-password without changing the password', async () => {
    expect(
      (
        await request<ErrorResponse>('/api/authorization/forgetPassword', {
          json: { email: 'x@y.ge' },
        })
      ).body.code,
    ).toBe('email_not_found');
    expect(
      (await call('/api/authorization/forgetPassword', { json: { email: 'individual@demo.ge' } }))
        .status,
    ).toBe(200);
    await expect(apiSignIn('AX10001')).resolves.toBeTruthy();
  });

  it('changes the password so that the next sign-in needs the new one', async () => {
    const token = await apiSignIn('AX10001');
    const change = (json: Record<string, string>) =>
      request<ErrorResponse>('/api/authorization/changePassword', { token, json });
    expect(
      (await change({ oldPassword: 'bad', newPassword: 'n3w-pass', newRePassword: 'n3w-pass' }))
        .body.code,
    ).toBe('old_password_incorrect');
    expect(
      (
        await change({
          oldPassword: 'demo1234',
          newPassword: 'n3w-pass',
          newRePassword: 'other-pass',
        })
      ).body.code,
    ).toBe('passwords_do_not_match');
    expect(
      (
        await change({
          oldPassword: 'demo1234',
          newPassword: 'n3w-pass',
          newRePassword: 'n3w-pass',
        })
      ).status,
    ).toBe(200);
    await expect(apiSignIn('AX10001')).rejects.toThrow();
    await expect(apiSignIn('AX10001', { password: 'n3w-pass' })).resolves.toBeTruthy();
  });
});

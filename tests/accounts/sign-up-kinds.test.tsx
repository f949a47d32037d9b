// Sign-up of each kind of customer, end to end in the app (split from sign-up.test.tsx so that
// the two halves run on both vitest workers).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { SIGN_UP } from '../data';
import { renderApp } from '../render';
import {
  expectGreeting,
  fillSignUp,
  KA,
  openSignUp,
  pngFile,
  recordRequests,
  VISITOR_PAGE,
} from './helpers';

describe('sign-up of each kind of customer', () => {
  it('an individual: JSON sign-up, signed in, greeting card with the new AX code, toast', async () => {
    const requests = recordRequests('/api/authorization/signup');
    const { user, router } = renderApp({ route: '/services' });
    const dialog = await openSignUp(user);
    await within(dialog).findByLabelText(KA.email);
    await fillSignUp(user, dialog, SIGN_UP.individual);
    expect(within(dialog).getByLabelText(KA.nameKa)).toHaveValue(SIGN_UP.individual.shown.nameKa);
    await user.click(within(dialog).getByRole('button', { name: KA.submit }));

    await expectGreeting('AX10005');
    expect(await screen.findByText(/ოთახის ნომერია AX10005/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: KA.signUpPanel })).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/home');
    expect(
      screen.getByRole('heading', { name: `გამარჯობა, ${SIGN_UP.individual.shown.nameKa}!` }),
    ).toBeInTheDocument();
    expect(requests.map((r) => r.url.replace(/^.*\/api/, '/api'))).toEqual([
      '/api/authorization/signup',
    ]);
    expect(localStorage.getItem('pp.token')).toBeTruthy();
  });

  it('a foreign citizen', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    await user.click(await within(dialog).findByRole('switch', { name: KA.foreignCitizen }));
    await fillSignUp(user, dialog, SIGN_UP.foreigner);
    await user.click(within(dialog).getByRole('button', { name: KA.submit }));
    await expectGreeting('AX10005');
    expect(
      screen.getByRole('heading', { name: `გამარჯობა, ${SIGN_UP.foreigner.nameEn}!` }),
    ).toBeInTheDocument();
  });

  it('an LTD without the optional extract (JSON call)', async () => {
    const requests = recordRequests('/api/authorization/signup');
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    await user.click(await within(dialog).findByRole('radio', { name: KA.organisation }));
    await fillSignUp(user, dialog, SIGN_UP.ltd);
    await user.click(within(dialog).getByRole('button', { name: KA.submit }));
    await expectGreeting('AX10005');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toMatch(/\/signup$/);
    expect(requests[0]!.contentType).toMatch(/application\/json/);
  });

  it('an LTD with the extract (multipart call)', async () => {
    const requests = recordRequests('/api/authorization/signup');
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    await user.click(await within(dialog).findByRole('radio', { name: KA.organisation }));
    await fillSignUp(user, dialog, SIGN_UP.ltd);
    await user.upload(within(dialog).getByLabelText(/ამონაწერი მეწარმეთა რეესტრიდან/), pngFile());
    await user.click(within(dialog).getByRole('button', { name: KA.submit }));
    await expectGreeting('AX10005');
    expect(requests[0]!.url).toMatch(/\/signupFile$/);
    expect(requests[0]!.contentType).toMatch(/multipart\/form-data/);
  });

  it('an individual entrepreneur with the registry extract (multipart call with the inputs as JSON)', async () => {
    let sent: { file: File | null; inputs: Record<string, unknown> } | null = null;
    server.events.on('request:start', async ({ request }) => {
      if (!request.url.endsWith('/signupFile')) return;
      const form = await request.clone().formData();
      sent = {
        file: form.get('file') as File | null,
        inputs: JSON.parse(String(form.get('inputs'))),
      };
    });
    const { user } = renderApp({ route: VISITOR_PAGE });
    const dialog = await openSignUp(user);
    await user.click(await within(dialog).findByRole('radio', { name: KA.organisation }));
    await user.click(within(dialog).getByRole('checkbox', { name: KA.indEntrepreneur }));
    await fillSignUp(user, dialog, SIGN_UP.entrepreneur);
    await user.upload(within(dialog).getByLabelText(/ამონაწერი მეწარმეთა რეესტრიდან/), pngFile());
    await user.click(within(dialog).getByRole('button', { name: KA.submit }));
    await expectGreeting('AX10005');
    await waitFor(() => expect(sent).not.toBeNull());
    // The file part is there (jsdom's File does not survive Node's multipart encoder byte for
    // byte, so its content is checked in the browser e2e test instead).
    expect(sent!.file).toBeTruthy();
    expect(sent!.inputs).toMatchObject({
      type: 2,
      indEntrepreneur: 'true',
      foreignCitizen: false,
      nameKa: SIGN_UP.entrepreneur.shown.nameKa,
      lastNameKa: SIGN_UP.entrepreneur.shown.lastNameKa,
      personId: SIGN_UP.entrepreneur.personId,
      orgId: '',
      filial: SIGN_UP.entrepreneur.branch,
      city: SIGN_UP.entrepreneur.city,
    });
  });
});

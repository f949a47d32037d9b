import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { formatGel } from '@/shared/format';
import { signIn, signInWithForm } from '../helpers/session';
import { request } from '../mocks/helpers';
import { renderApp } from '../render';

const KA = {
  form: 'ავტორიზაცია',
  identifier: 'AX კოდი ან ელ. ფოსტა',
  password: 'პაროლი',
  remember: 'დამახსოვრება',
  submit: 'შესვლა',
  failed: 'AX კოდი, ელ. ფოსტა ან პაროლი არასწორია',
  fillAll: 'გთხოვთ, სწორად შეავსოთ ყველა სავალდებულო ველი',
  warning: 'ყურადღება',
  error: 'შეცდომა',
};

/** The sidebar (the sign-in form and the demo accounts, or the greeting card). */
const sidebar = () => within(screen.getByRole('complementary'));
/** The header (languages, the bell, the account menu). */
const header = () => within(screen.getByRole('banner'));

/** The form's notice (an alert in the form, above its buttons) showing `text`. */
async function noticeWith(text: string | RegExp) {
  const notice = await screen.findByText(text, { selector: '[role=alert]' });
  expect(screen.getByRole('form', { name: KA.form })).toContainElement(notice);
  return notice;
}

/** The greeting card (the sidebar's card once signed in) showing this room number. */
async function greetingCardWith(axid: string) {
  const sidebar = await screen.findByRole('complementary');
  return within(sidebar).findByText(axid);
}

async function serverFigures(token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const info = await (
    await fetch(new URL('/api/authorization/userInformation', location.origin), { headers })
  ).json();
  const debt = await (
    await fetch(new URL('/api/product/debtSum', location.origin), { headers })
  ).json();
  return { balance: info.candidate.balance as number, debt: debt.deptSum as number };
}

/** Counts the requests the app sends to the sign-in endpoint. */
function countSignInRequests() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/api/authorization/signin')) seen.push(request.url);
  });
  return seen;
}

describe('sign-in', () => {
  it('signs in by AX code and shows the greeting card', async () => {
    const { user } = renderApp();
    await signInWithForm(user, 'AX10001', { password: 'demo1234' });
    const card = await screen.findByRole('heading', { name: 'გამარჯობა, გიორგი!' });
    const greeting = card.closest('.card') as HTMLElement;
    expect(within(greeting).getByText('AX10001')).toBeInTheDocument();
    // Balance and debt as the server has them, in lari with two decimals and the lari sign.
    const { balance, debt } = await serverFigures(sessionStorage.getItem('pp.token')!);
    expect(within(greeting).getByText(formatGel(balance, 'ka'))).toBeInTheDocument();
    expect(within(greeting).getByText(formatGel(debt, 'ka'))).toBeInTheDocument();
    expect(formatGel(balance, 'ka')).toMatch(/\d[.,]\d{2} ₾$/);
    expect(within(greeting).getByRole('button', { name: 'გადახდა' })).toBeInTheDocument();
    expect(within(greeting).getByRole('button', { name: 'ბალანსის შევსება' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: KA.form })).not.toBeInTheDocument();
    // Without "remember me" the token lives only as long as the tab.
    expect(sessionStorage.getItem('pp.token')).toBeTruthy();
    expect(localStorage.getItem('pp.token')).toBeNull();
  });

  it('greets by the Georgian name in the Georgian interface, by the Latin one in the others', async () => {
    const { user } = renderApp();
    await signInWithForm(user, 'AX10001', { password: 'demo1234' });
    // Not "გამარჯობა, Giorgi!", and not the Mtavruli capital "Გიორგი" either.
    expect(await screen.findByRole('heading', { name: 'გამარჯობა, გიორგი!' })).toBeInTheDocument();
    await user.click(header().getByRole('button', { name: 'ENG English' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Giorgi!' })).toBeInTheDocument();
    await user.click(header().getByRole('button', { name: 'RUS Русский' }));
    expect(
      await screen.findByRole('heading', { name: 'Здравствуйте, Giorgi!' }),
    ).toBeInTheDocument();
  });

  it('greets a customer without a Georgian name by the Latin name in Georgian too', async () => {
    const { user } = renderApp();
    await signInWithForm(user, 'AX10004', { password: 'demo1234' });
    expect(await screen.findByRole('heading', { name: 'გამარჯობა, Anna!' })).toBeInTheDocument();
  });

  it('signs in by email with "remember me" and keeps the token across browser restarts', async () => {
    const { user } = renderApp();
    await signInWithForm(user, 'company@demo.ge', { password: 'demo1234', remember: true });
    expect(await greetingCardWith('AX10002')).toBeInTheDocument();
    expect(localStorage.getItem('pp.token')).toBeTruthy();
    expect(sessionStorage.getItem('pp.token')).toBeNull();
  });

  it('submits with Enter', async () => {
    const { user } = renderApp();
    await user.type(sidebar().getByLabelText(KA.identifier), 'AX10003');
    await user.type(sidebar().getByLabelText(KA.password), 'demo1234{Enter}');
    expect(await greetingCardWith('AX10003')).toBeInTheDocument();
  });

  it('rejects a wrong password with a warning and stores no token', async () => {
    const { user } = renderApp();
    await signInWithForm(user, 'AX10001', { password: 'wrong-password' });
    // A warning (docs/product.md#sign-in), in the form: it covers none of its controls.
    const notice = await noticeWith(KA.failed);
    expect(notice).toHaveClass('alert-warning');
    expect(screen.getByRole('form', { name: KA.form })).toBeInTheDocument();
    expect(localStorage.getItem('pp.token')).toBeNull();
    expect(sessionStorage.getItem('pp.token')).toBeNull();
    // What the user typed stays.
    expect(sidebar().getByLabelText(KA.identifier)).toHaveValue('AX10001');
  });

  it('says to try later after too many failed sign-ins (429), keeping what was typed', async () => {
    // The mock's own limit: 10 failed sign-ins of one account in 15 minutes from devices without
    // its token, made elsewhere.
    for (let i = 0; i < 10; i++)
      await request('/api/authorization/signin', {
        json: { email: 'AX10001', password: `wrong-${i}` },
      });
    const { user } = renderApp();
    await signInWithForm(user, 'AX10001', { password: 'demo1234' });
    // With the time to wait, as the server's Retry-After says.
    const notice = await noticeWith(/^მცდელობების ლიმიტი ამოიწურა\. სცადეთ ხელახლა \d+ წუთში\.$/);
    expect(notice).toHaveClass('alert-warning');
    expect(localStorage.getItem('pp.token')).toBeNull();
    expect(sidebar().getByLabelText(KA.identifier)).toHaveValue('AX10001');
  });

  it('marks empty fields red and sends nothing', async () => {
    const requests = countSignInRequests();
    const { user } = renderApp();
    await user.click(sidebar().getByRole('button', { name: KA.submit }));
    const identifier = sidebar().getByLabelText(KA.identifier);
    const password = sidebar().getByLabelText(KA.password);
    await waitFor(() => expect(identifier).toHaveClass('is-invalid'));
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveClass('is-invalid');
    // … and the general message asks to fill in every required field.
    const notice = await noticeWith(KA.fillAll);
    expect(notice).toHaveClass('alert-danger');

    await user.type(identifier, 'AX10001');
    await user.click(sidebar().getByRole('button', { name: KA.submit }));
    await waitFor(() => expect(identifier).not.toHaveClass('is-invalid'));
    expect(password).toHaveClass('is-invalid');
    expect(requests).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const { user } = renderApp();
    const password = sidebar().getByLabelText(KA.password);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(sidebar().getByRole('button', { name: 'პაროლის ჩვენება' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(sidebar().getByRole('button', { name: 'პაროლის დამალვა' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('offers the demo accounts in demo mode', async () => {
    const { user } = renderApp();
    await user.click(sidebar().getByRole('button', { name: /AX10004/ }));
    expect(sidebar().getByLabelText(KA.identifier)).toHaveValue('AX10004');
    await user.click(sidebar().getByRole('button', { name: KA.submit }));
    expect(await greetingCardWith('AX10004')).toBeInTheDocument();
  });

  it('signs out from the user menu back to /home', async () => {
    const { user, router } = renderApp({ route: '/services' });
    await signInWithForm(user, 'AX10001', { password: 'demo1234', remember: true });
    await user.click(
      await within(await screen.findByRole('banner')).findByRole('button', {
        name: /ანგარიშის მენიუ/,
      }),
    );
    const token = localStorage.getItem('pp.token');
    expect(token).toBeTruthy();
    await user.click(header().getByRole('button', { name: 'გასვლა' }));
    expect(router.location.pathname).toBe('/home');
    expect(await screen.findByRole('form', { name: KA.form })).toBeInTheDocument();
    expect(localStorage.getItem('pp.token')).toBeNull();
    // The server ended the session too: a copy of the token is worthless.
    const me = await fetch(new URL('/api/authorization/userInformation', window.location.origin), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(401);
  });

  it('shows the header menu with profile, password, branch and the notification bell', async () => {
    const { user } = renderApp();
    await signInWithForm(user, 'AX10001', { password: 'demo1234' });
    const bell = await header().findByRole('button', { name: /^შეტყობინებები, წაუკითხავი: \d+$/ });
    await user.click(bell);
    expect(await screen.findByRole('link', { name: 'ყველას ნახვა' })).toHaveAttribute(
      'href',
      '/notification-all',
    );
    await user.click(header().getByRole('button', { name: /ანგარიშის მენიუ/ }));
    expect(screen.getByRole('link', { name: 'პროფილი' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'პაროლის შეცვლა' })).toHaveAttribute(
      'href',
      '/change-password',
    );
    expect(screen.getByRole('link', { name: 'ფილიალის არჩევა' })).toHaveAttribute(
      'href',
      '/add-branches',
    );
  });
});

describe('stored session', () => {
  it('restores a remembered session on start', async () => {
    const first = renderApp();
    await signInWithForm(first.user, 'AX10001', { password: 'demo1234', remember: true });
    await greetingCardWith('AX10001');
    first.unmount();

    renderApp(); // a new store reads the stored token, like a reload
    expect(await greetingCardWith('AX10001')).toBeInTheDocument();
  });

  it("shows a returning customer's dashboard while the stored session is checked", async () => {
    await signIn('AX10001'); // remembered: the token in localStorage
    // The check is held back: the dashboard's frame shows already, the greeting as its outline.
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/authorization/userInformation', async () => {
        await held;
        return undefined; // then on to the mock's own handler
      }),
    );
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'ჩემი კაბინეტი' })).toBeVisible();
    expect(screen.queryByRole('form', { name: KA.form })).not.toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByRole('status')).toBeInTheDocument();
    answer();
    expect(await greetingCardWith('AX10001')).toBeInTheDocument();
  });

  it('keeps the stored token when the session check fails for another reason than a 401', async () => {
    await signIn('AX10001'); // remembered: the token in localStorage
    server.use(http.get('*/api/authorization/userInformation', () => HttpResponse.error()));
    const first = renderApp();
    expect(await screen.findByRole('form', { name: KA.form })).toBeInTheDocument();
    expect(localStorage.getItem('pp.token')).not.toBeNull();
    first.unmount();

    server.resetHandlers();
    renderApp(); // the next start checks the kept token again
    expect(await greetingCardWith('AX10001')).toBeInTheDocument();
  });

  it('clears an expired token and shows the sign-in form', async () => {
    localStorage.setItem('pp.token', 'expired-or-forged-token');
    renderApp();
    expect(await screen.findByRole('form', { name: KA.form })).toBeInTheDocument();
    expect(
      await screen.findByText('სესია დასრულდა. გთხოვთ, თავიდან შეხვიდეთ.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('pp.token')).toBeNull();
  });
});

/**
 * Whose fault a failed submit is, in every form's words (docs/product.md#refusals-and-errors): a
 * refusal with a code has the form's message; a server failure, too many attempts (with the time
 * to wait), no network and an ended session have the same words in every form. Each form is
 * filled validly once and submitted against each kind of answer (an msw override of its
 * operation); the words show in the form, as an alert above its button. Sent while the browser is
 * offline, every form keeps what was typed and says it was not sent for lack of a connection.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StartCardPaymentResponse } from '@/api';
import { i18n } from '@/i18n';
import { server } from '@mocks/node';
import { renderSignedIn, signIn } from '../helpers/session';
import { renderApp, type User } from '../render';
import { fillSignUp, KA, openSignUp, pngFile, signInForm, VISITOR_PAGE } from '../accounts/helpers';
import { fillParcel, FORM } from '../parcels/form';
import { renderAddForm, VALID } from '../parcels/add-form';
import { card, findCard, KA as PARCELS, renderDashboard, tracking } from '../parcels/helpers';
import { SIGN_UP } from '../data';
import { flightNo, request } from '../mocks/helpers';
import { courierPanel } from '@/features/courier/panels';
import { panelOpened } from '@/shared/panels/panelsSlice';

type Kind = 'refused' | 'server' | 'tooMany' | 'network' | 'session';

interface FormCase {
  name: string;
  /** The operation's method and path (msw's pattern). */
  method: 'post' | 'put';
  path: string;
  /** A refusal of this form's and its words (translation key); none for an operation that has none. */
  refusal: { code: string; status: number; key: string } | null;
  /** Signed in: an ended session is one of its answers. */
  customer: boolean;
  /** Renders the form filled in validly; returns how to submit it and where its alert shows. */
  open: () => Promise<{ submit: () => Promise<void>; form: () => HTMLElement }>;
}

const ka = (key: string, values?: object) => String(i18n.t(key as never, values as never));

function answer(kind: Kind, refusal: NonNullable<FormCase['refusal']>) {
  switch (kind) {
    case 'refused':
      return HttpResponse.json(
        { success: false, code: refusal.code, message: refusal.code },
        { status: refusal.status },
      );
    case 'server':
      return HttpResponse.json(
        { success: false, code: 'internal_error', message: 'boom' },
        { status: 500 },
      );
    case 'tooMany':
      return HttpResponse.json(
        { success: false, code: 'too_many_requests', message: 'slow down' },
        { status: 429, headers: { 'Retry-After': '90' } },
      );
    case 'network':
      return HttpResponse.error();
    case 'session':
      return HttpResponse.json(
        { success: false, code: 'unauthorized', message: 'no' },
        { status: 401 },
      );
  }
}

function expected(kind: Kind, refusal: NonNullable<FormCase['refusal']>): string {
  switch (kind) {
    case 'refused':
      return ka(refusal.key);
    case 'server':
      return ka('errors:internal_error');
    case 'tooMany':
      return ka('errors:retry_in_minutes', { count: 2 });
    case 'network':
      return ka('errors:network');
    case 'session':
      return ka('accounts:session.expired');
  }
}

let user: User;

/**
 * A pay confirmation: a failed payment leaves nothing to confirm until the dialog is opened again,
 * so each submit opens it (closing the last one) and confirms.
 */
function payDialog(name: string, payButton: () => Promise<HTMLElement>) {
  const dialog = () => screen.getByRole('dialog', { name });
  return {
    async submit() {
      const open = screen.queryByRole('dialog', { name });
      if (open) {
        const close = new RegExp(`^(${ka('payments:pay.cancel')}|${ka('payments:pay.close')})$`);
        await user.click(within(open).getAllByRole('button', { name: close })[0]!);
        await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
      }
      await user.click(await payButton());
      const confirm = within(await screen.findByRole('dialog', { name })).getByRole('button', {
        name: new RegExp(`^${ka('payments:pay.all')}: `),
      });
      await user.click(confirm);
    },
    form: dialog,
  };
}

const FORMS: FormCase[] = [
  {
    name: 'sign-in',
    method: 'post',
    path: '*/api/authorization/signin',
    refusal: { code: 'invalid_credentials', status: 401, key: 'accounts:signIn.failed' },
    customer: false,
    async open() {
      ({ user } = renderApp({ route: VISITOR_PAGE }));
      const form = signInForm();
      await user.type(within(form).getByLabelText(KA.signInIdentifier), 'AX10001');
      await user.type(within(form).getByLabelText(KA.password, { exact: true }), 'demo1234');
      return {
        submit: () => user.click(within(form).getByRole('button', { name: KA.signInSubmit })),
        form: () => form,
      };
    },
  },
  {
    name: 'password reset',
    method: 'post',
    path: '*/api/authorization/forgetPassword',
    refusal: { code: 'email_not_found', status: 404, key: 'errors:email_not_found' },
    customer: false,
    async open() {
      ({ user } = renderApp({ route: VISITOR_PAGE }));
      await user.click(within(signInForm()).getByRole('button', { name: KA.forgotButton }));
      const panel = await screen.findByRole('dialog', { name: KA.forgotPanel });
      await user.type(await within(panel).findByLabelText(KA.email), 'individual@demo.ge');
      return {
        submit: () =>
          user.click(within(panel).getByRole('button', { name: ka('accounts:forgot.submit') })),
        form: () => within(panel).getByRole('form'),
      };
    },
  },
  {
    name: 'password change',
    method: 'post',
    path: '*/api/authorization/changePassword',
    refusal: { code: 'old_password_incorrect', status: 400, key: 'errors:old_password_incorrect' },
    customer: true,
    async open() {
      ({ user } = await renderSignedIn({ account: 'AX10001', route: '/change-password' }));
      const form = await screen.findByRole('form', { name: ka('accounts:changePassword.title') });
      await user.type(within(form).getByLabelText(ka('accounts:changePassword.old')), 'demo1234');
      await user.type(within(form).getByLabelText(ka('accounts:changePassword.new')), 'Newpass12');
      await user.type(
        within(form).getByLabelText(ka('accounts:changePassword.confirm')),
        'Newpass12',
      );
      return {
        submit: () =>
          user.click(
            within(form).getByRole('button', { name: ka('accounts:changePassword.submit') }),
          ),
        form: () => form,
      };
    },
  },
  {
    name: 'declare a parcel',
    method: 'post',
    path: '*/api/product/addProduct',
    refusal: { code: 'product_already_added', status: 400, key: 'errors:product_already_added' },
    customer: true,
    async open() {
      ({ user } = await renderAddForm());
      await fillParcel(user, { ...VALID, amount: '20', currency: 'GEL' });
      return {
        submit: () => user.click(screen.getByRole('button', { name: FORM.declare })),
        form: () => document.querySelector('form')!,
      };
    },
  },
  {
    name: 'top-up',
    method: 'post',
    path: '*/api/merchant/georgiancard/pay',
    refusal: { code: 'validation_error', status: 400, key: 'errors:payment_start_failed' },
    customer: true,
    async open() {
      ({ user } = await renderSignedIn({ account: 'AX10001', route: '/home' }));
      const sidebar = await screen.findByRole('complementary');
      const title = ka('accounts:greeting.addBalance');
      await user.click(await within(sidebar).findByRole('button', { name: title }));
      const panel = await screen.findByRole('dialog', { name: title });
      await user.type(await within(panel).findByLabelText(ka('payments:topUp.lari')), '10');
      return {
        submit: () =>
          user.click(within(panel).getByRole('button', { name: ka('payments:topUp.submit') })),
        form: () => within(panel).getByRole('form'),
      };
    },
  },
  {
    name: 'profile',
    method: 'post',
    path: '*/api/authorization/updateprofile',
    refusal: { code: 'validation_error', status: 400, key: 'errors:validation_error' },
    customer: true,
    async open() {
      ({ user } = await renderSignedIn({ account: 'AX10001', route: '/profile' }));
      await user.click(await screen.findByRole('button', { name: ka('accounts:profile.edit') }));
      const save = screen.getByRole('button', { name: ka('accounts:profile.save') });
      return { submit: () => user.click(save), form: () => save.closest('form')! };
    },
  },
  {
    name: 'sign-up (signup)',
    method: 'post',
    path: '*/api/authorization/signup',
    refusal: { code: 'validation_error', status: 400, key: 'errors:validation_error' },
    customer: false,
    async open() {
      ({ user } = renderApp({ route: VISITOR_PAGE }));
      const dialog = await openSignUp(user);
      await within(dialog).findByLabelText(KA.email);
      await fillSignUp(user, dialog, SIGN_UP.individual);
      return {
        submit: () => user.click(within(dialog).getByRole('button', { name: KA.submit })),
        form: () => within(dialog).getByRole('form'),
      };
    },
  },
  {
    name: 'sign-up with a registry extract (signupFile)',
    method: 'post',
    path: '*/api/authorization/signupFile',
    refusal: { code: 'validation_error', status: 400, key: 'errors:validation_error' },
    customer: false,
    async open() {
      ({ user } = renderApp({ route: VISITOR_PAGE }));
      const dialog = await openSignUp(user);
      await user.click(await within(dialog).findByRole('radio', { name: KA.organisation }));
      await fillSignUp(user, dialog, SIGN_UP.ltd);
      await user.upload(within(dialog).getByLabelText(new RegExp(KA.extract)), pngFile());
      return {
        submit: () => user.click(within(dialog).getByRole('button', { name: KA.submit })),
        form: () => within(dialog).getByRole('form'),
      };
    },
  },
  {
    name: 'edit a parcel',
    method: 'post',
    path: '*/api/product/updateProduct',
    refusal: { code: 'product_not_editable', status: 400, key: 'errors:product_not_editable' },
    customer: true,
    async open() {
      ({ user } = await renderDashboard('AX10001'));
      const number = tracking('iWaitingParts');
      await findCard(number);
      await user.click(within(card(number)).getByRole('button', { name: PARCELS.edit(number) }));
      const panel = await screen.findByRole('dialog', { name: PARCELS.updatePanel });
      await within(panel).findByLabelText(FORM.tracking);
      return {
        submit: () => user.click(within(panel).getByRole('button', { name: FORM.save })),
        form: () => panel.querySelector('form')!,
      };
    },
  },
  {
    name: 'courier order',
    method: 'post',
    path: '*/api/courier/create',
    refusal: { code: 'product_unpaid', status: 400, key: 'errors:product_unpaid' },
    customer: true,
    async open() {
      const app = await renderSignedIn({ account: 'AX10001', route: '/home' });
      user = app.user;
      await screen.findByRole('tablist', { name: PARCELS.title });
      act(() => {
        app.store.dispatch(panelOpened(courierPanel));
      });
      const panel = await screen.findByRole('dialog', { name: 'საკურიერო მომსახურება' });
      const flight = await within(panel).findByRole('checkbox', {
        name: new RegExp(flightNo('cnArrivedPaid')),
      });
      await user.click(flight);
      await user.type(within(panel).getByLabelText(ka('courier:fields.address')), 'rusTavelis 5');
      return {
        submit: () => user.click(within(panel).getByRole('button', { name: ka('courier:submit') })),
        form: () => within(panel).getByRole('form'),
      };
    },
  },
  {
    name: 'branch',
    method: 'post',
    path: '*/api/branch/create',
    refusal: { code: 'branch_required', status: 400, key: 'errors:branch_required' },
    customer: true,
    async open() {
      ({ user } = await renderSignedIn({ account: 'AX10001', route: '/add-branches' }));
      const form = await screen.findByRole('form', { name: ka('accounts:branch.title') });
      await user.selectOptions(
        within(form).getByLabelText(ka('accounts:fields.city')),
        '_KUTAISI_',
      );
      return {
        submit: () =>
          user.click(within(form).getByRole('button', { name: ka('accounts:branch.save') })),
        form: () => form,
      };
    },
  },
  {
    name: 'pay one flight',
    method: 'post',
    path: '*/api/payment/payFlightId',
    refusal: { code: 'nothing_to_pay', status: 400, key: 'errors:nothing_to_pay' },
    customer: true,
    async open() {
      ({ user } = await renderSignedIn({ account: 'AX10001', route: '/home#arrived' }));
      const flightId = flightNo('cnArrivedUnpaid');
      const name = ka('payments:pay.flightLabel', { flightId });
      return payDialog(ka('payments:pay.titleFlight', { flightId }), () =>
        screen.findByRole('button', { name }),
      );
    },
  },
  {
    name: 'pay the whole debt',
    method: 'post',
    path: '*/api/payment/payall',
    refusal: { code: 'nothing_to_pay', status: 400, key: 'errors:nothing_to_pay' },
    customer: true,
    async open() {
      ({ user } = await renderSignedIn({ account: 'AX10003', route: '/home' }));
      const sidebar = await screen.findByRole('complementary');
      const pay = () =>
        waitFor(() => {
          const button = within(sidebar).getByRole('button', { name: ka('payments:pay.all') });
          expect(button).toBeEnabled();
          return button;
        });
      return payDialog(ka('payments:pay.titleAll'), pay);
    },
  },
  {
    name: 'sign out everywhere',
    method: 'post',
    path: '*/api/authorization/signoutAll',
    refusal: null,
    customer: true,
    async open() {
      ({ user } = await renderSignedIn({ account: 'AX10001', route: '/profile' }));
      const button = await screen.findByRole('button', { name: ka('accounts:session.everywhere') });
      return { submit: () => user.click(button), form: () => button.closest('.card')! };
    },
  },
];

const KINDS: Kind[] = ['refused', 'server', 'tooMany', 'network', 'session'];

describe.each(FORMS)('$name', (form) => {
  it('says whose fault each kind of failure is, in the form', async () => {
    const { submit, form: element } = await form.open();
    const kinds = KINDS.filter(
      (k) => (form.customer || k !== 'session') && (form.refusal || k !== 'refused'),
    );
    const refusal = form.refusal ?? { code: '', status: 400, key: '' };
    for (const kind of kinds) {
      server.use(http[form.method](form.path, () => answer(kind, refusal)));
      await submit();
      const words = expected(kind, refusal);
      if (kind === 'session') {
        // Signed out: the words show (the form may have gone with the customer's screen).
        expect((await screen.findAllByText(words)).length).toBeGreaterThan(0);
      } else {
        await waitFor(() => expect(within(element()).getByRole('alert')).toHaveTextContent(words));
        expect(screen.queryByText(FORM.errors.fillAll)).toBeNull();
      }
      server.resetHandlers();
    }
  });
});

/** What each control of a form holds: its name and value, ticked or not, its files. */
function typed(form: HTMLElement): string[] {
  return [...form.querySelectorAll('input, select, textarea')].map((control) => {
    const { name, value } = control as HTMLInputElement;
    if (!(control instanceof HTMLInputElement)) return `${name}=${value}`;
    if (control.type === 'checkbox' || control.type === 'radio')
      return `${name}=${value}:${control.checked}`;
    if (control.type === 'file') return `${name}=${[...(control.files ?? [])].map((f) => f.name)}`;
    return `${name}=${value}`;
  });
}

describe('sent offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(FORMS)('$name keeps what was typed and says it was not sent', async (form) => {
    const { submit, form: element } = await form.open();
    // A pay confirmation opens as it is submitted (`element` finds none before): nothing is typed
    // in it.
    const before = form.name.startsWith('pay ') ? null : typed(element());
    // The browser is offline: fetch fails without reaching a server.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    server.use(http[form.method](form.path, () => HttpResponse.error()));
    await submit();
    await waitFor(() =>
      expect(within(element()).getByRole('alert')).toHaveTextContent(ka('errors:offline')),
    );
    if (before) expect(typed(element())).toEqual(before);
  });
});

/** Next year's December as MM/YY: always in the future. */
const FUTURE = `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

// The demo card page plays the card provider: it words no failure in its form, it returns to the
// portal's failed payment page, which says the payment failed (docs/product.md#test-cards).
describe.each(['refused', 'server', 'tooMany', 'network'] as const)(
  'the demo card page (%s)',
  (kind) => {
    it('ends a failed settlement on the failed payment page', async () => {
      const token = await signIn('AX10001');
      const { body } = await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
        token,
        json: { amount: '1205', lari: '12', tetri: '05' },
      });
      ({ user } = renderApp({ route: body.redirectUrl }));
      const form = await screen.findByRole('form', { name: ka('payments:card.formLabel') });
      await user.type(within(form).getByLabelText(ka('payments:card.number')), '4111111111111111');
      await user.type(within(form).getByLabelText(ka('payments:card.expiry')), FUTURE);
      await user.type(within(form).getByLabelText(ka('payments:card.cvc')), '123');
      const refusal = { code: 'validation_error', status: 400, key: '' };
      server.use(http.post('*/api/merchant/georgiancard/update', () => answer(kind, refusal)));
      await user.click(
        within(form).getByRole('button', { name: new RegExp(`^${ka('payments:pay.all')}: `) }),
      );
      expect(
        await screen.findByRole('heading', { name: ka('payments:payment.failedTitle') }),
      ).toBeInTheDocument();
    });
  },
);

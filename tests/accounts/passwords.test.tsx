import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { renderSignedIn, signInWithForm } from '../helpers/session';
import { renderApp } from '../render';
import { errorOf, KA, MSG, recordRequests, signInForm, VISITOR_PAGE } from './helpers';

const FORGOT = {
  submit: 'პაროლის გამოგზავნა',
  sent: 'ახალი პაროლი გამოგზავნილია თქვენს ელ. ფოსტაზე',
  notFound: 'ელ. ფოსტა ვერ მოიძებნა',
};

const CHANGE = {
  heading: 'პაროლის შეცვლა',
  old: 'ძველი პაროლი',
  new: 'ახალი პაროლი',
  confirm: 'გაიმეორეთ ახალი პაროლი',
  submit: 'პაროლის შეცვლა',
  changed: 'პაროლი შეიცვალა',
  oldIncorrect: 'ძველი პაროლი არასწორია',
};

async function openForgot(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(signInForm()).getByRole('button', { name: KA.forgotButton }));
  return within(await screen.findByRole('dialog', { name: KA.forgotPanel }));
}

describe('forgot password panel', () => {
  it('requires an email and a well-formed one, sending nothing until then', async () => {
    const requests = recordRequests('/forgetPassword');
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = await openForgot(user);
    const email = await panel.findByLabelText(KA.email);
    await user.click(panel.getByRole('button', { name: FORGOT.submit }));
    await waitFor(() => expect(errorOf(email)).toBe(MSG.email));
    expect(email).toHaveClass('is-invalid');
    await user.type(email, 'individual@demo');
    await user.click(panel.getByRole('button', { name: FORGOT.submit }));
    await waitFor(() => expect(errorOf(email)).toBe(MSG.email));
    expect(requests).toEqual([]);
  });

  it('says the email was not found', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = await openForgot(user);
    await user.type(await panel.findByLabelText(KA.email), 'nobody@mail.ge');
    await user.click(panel.getByRole('button', { name: FORGOT.submit }));
    expect(
      await screen.findByText(FORGOT.notFound, { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(errorOf(panel.getByLabelText(KA.email))).toBe(FORGOT.notFound);
  });

  it('sends a new password to a known email', async () => {
    const { user } = renderApp({ route: VISITOR_PAGE });
    const panel = await openForgot(user);
    await user.type(await panel.findByLabelText(KA.email), 'Individual@demo.ge');
    await user.click(panel.getByRole('button', { name: FORGOT.submit }));
    expect(await screen.findByText(FORGOT.sent)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: KA.forgotPanel })).not.toBeInTheDocument(),
    );
  });
});

describe('/change-password', () => {
  async function openPage() {
    const app = await renderSignedIn({ account: 'AX10001', route: '/change-password' });
    await screen.findByRole('heading', { level: 1, name: CHANGE.heading });
    return app;
  }
  /** The change-password form (named by its title, in the current language). */
  const form = () =>
    within(screen.getByRole('form', { name: i18n.t('accounts:changePassword.title') }));

  it('requires all three fields and marks them red', async () => {
    const requests = recordRequests('/changePassword');
    const { user } = await openPage();
    await user.click(form().getByRole('button', { name: CHANGE.submit }));
    for (const label of [CHANGE.old, CHANGE.new, CHANGE.confirm]) {
      const input = form().getByLabelText(label);
      await waitFor(() => expect(input).toHaveClass('is-invalid'));
      expect(errorOf(input)).toBe(MSG.required);
    }
    expect(form().getByLabelText(CHANGE.old)).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it.each([
    ['ka', 'პაროლი უნდა შედგებოდეს მინიმუმ 8 სიმბოლოსგან'],
    ['ru', 'Пароль должен содержать не менее 8 символов'],
    ['en', 'The password must be at least 8 characters long'],
  ] as const)(
    'in %s asks for a new password of at least 8 characters, sending nothing',
    async (lng, message) => {
      const requests = recordRequests('/changePassword');
      const { user } = await openPage();
      await act(() => i18n.changeLanguage(lng));
      const newField = await form().findByLabelText(i18n.t('accounts:changePassword.new'));
      await user.type(form().getByLabelText(i18n.t('accounts:changePassword.old')), 'demo1234');
      await user.type(newField, 'short1!');
      await user.type(form().getByLabelText(i18n.t('accounts:changePassword.confirm')), 'short1!');
      await user.click(
        form().getByRole('button', { name: i18n.t('accounts:changePassword.submit') }),
      );
      await waitFor(() => expect(errorOf(newField)).toBe(message));
      expect(newField).toHaveValue('short1!');
      expect(requests).toEqual([]);
    },
  );

  it('requires the new password and its confirmation to match', async () => {
    const { user } = await openPage();
    await user.type(form().getByLabelText(CHANGE.old), 'demo1234');
    await user.type(form().getByLabelText(CHANGE.new), 'Newpass1');
    await user.type(form().getByLabelText(CHANGE.confirm), 'Newpass2');
    await user.click(form().getByRole('button', { name: CHANGE.submit }));
    await waitFor(() => expect(errorOf(form().getByLabelText(CHANGE.confirm))).toBe(MSG.mismatch));
    expect(form().getByLabelText(CHANGE.confirm)).toHaveClass('is-invalid');
    expect(form().getByLabelText(CHANGE.old)).not.toHaveClass('is-invalid');
  });

  it('says the old password is incorrect', async () => {
    const { user } = await openPage();
    await user.type(form().getByLabelText(CHANGE.old), 'wrong-one');
    await user.type(form().getByLabelText(CHANGE.new), 'Newpass1');
    await user.type(form().getByLabelText(CHANGE.confirm), 'Newpass1');
    await user.click(form().getByRole('button', { name: CHANGE.submit }));
    expect(
      await screen.findByText(CHANGE.oldIncorrect, { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(form().getByLabelText(CHANGE.old)).toHaveClass('is-invalid'));
    expect(errorOf(form().getByLabelText(CHANGE.old))).toBe(CHANGE.oldIncorrect);
  });

  it('drops the refusal once the form changes, so it never stands beside "password changed"', async () => {
    const { user } = await openPage();
    await user.type(form().getByLabelText(CHANGE.old), 'wrong-one');
    await user.type(form().getByLabelText(CHANGE.new), 'Newpass1');
    await user.type(form().getByLabelText(CHANGE.confirm), 'Newpass1');
    await user.click(form().getByRole('button', { name: CHANGE.submit }));
    const refusal = await screen.findByText(CHANGE.oldIncorrect, { selector: '[role=alert]' });
    await user.clear(form().getByLabelText(CHANGE.old));
    await waitFor(() => expect(refusal).not.toBeInTheDocument());
    await user.type(form().getByLabelText(CHANGE.old), 'demo1234');
    await user.click(form().getByRole('button', { name: CHANGE.submit }));
    expect(await screen.findByText(CHANGE.changed, { selector: '.toast-body' })).toBeVisible();
    expect(screen.queryByText(CHANGE.oldIncorrect, { selector: '[role=alert]' })).toBeNull();
  });

  it.each([
    ['en', 'Old password', 'New password', 'Old password is incorrect'],
    ['ru', 'Старый пароль', 'Новый пароль', 'Неверный старый пароль'],
  ] as const)(
    'in %s too says the old password is incorrect, as the field is named',
    async (lng, oldLabel, newLabel, message) => {
      const { user } = await openPage();
      await act(() => i18n.changeLanguage(lng));
      await user.type(await form().findByLabelText(oldLabel), 'wrong-one');
      await user.type(form().getByLabelText(newLabel), 'Newpass1');
      await user.type(form().getByLabelText(i18n.t('accounts:changePassword.confirm')), 'Newpass1');
      await user.click(
        form().getByRole('button', { name: i18n.t('accounts:changePassword.submit') }),
      );
      expect(await screen.findByText(message, { selector: '[role=alert]' })).toBeInTheDocument();
      await waitFor(() => expect(errorOf(form().getByLabelText(oldLabel))).toBe(message));
    },
  );

  it('changes the password, clears the form, and the new password works at the next sign-in', async () => {
    const { user } = await openPage();
    await user.type(form().getByLabelText(CHANGE.old), 'demo1234');
    await user.type(form().getByLabelText(CHANGE.new), 'Mtatsminda2026');
    await user.type(form().getByLabelText(CHANGE.confirm), 'Mtatsminda2026');
    await user.click(form().getByRole('button', { name: CHANGE.submit }));
    expect(await screen.findByText(CHANGE.changed)).toBeInTheDocument();
    await waitFor(() => expect(form().getByLabelText(CHANGE.old)).toHaveValue(''));
    expect(form().getByLabelText(CHANGE.new)).toHaveValue('');
    expect(form().getByLabelText(CHANGE.confirm)).toHaveValue('');

    // Sign out, then the old password fails and the new one works.
    await user.click(screen.getByRole('button', { name: /ანგარიშის მენიუ/ }));
    await user.click(screen.getByRole('button', { name: 'გასვლა' }));
    await screen.findByRole('form', { name: 'ავტორიზაცია' });
    await signInWithForm(user, 'AX10001', { password: 'demo1234', remember: true });
    expect(await screen.findByText('AX კოდი, ელ. ფოსტა ან პაროლი არასწორია')).toBeInTheDocument();
    await user.clear(within(signInForm()).getByLabelText(KA.signInIdentifier));
    await user.clear(within(signInForm()).getByLabelText(KA.password));
    await signInWithForm(user, 'AX10001', { password: 'Mtatsminda2026', remember: true });
    expect(
      await screen.findByText('AX10001', { selector: '.greeting-card dd' }),
    ).toBeInTheDocument();
  });
});

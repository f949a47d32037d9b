/**
 * The one form pattern (src/shared/forms/useForm.ts), on a small form of its own: when an error
 * shows, the general notice, the server's codes on their fields, the focus after a submit, and
 * what follows an accepted request. The nine forms of the app are tested in their features.
 */
import { screen, waitFor } from '@testing-library/react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import * as yup from 'yup';
import { FormNotice, TextField } from '@/shared/forms/fields';
import { useForm, type FormOptions } from '@/shared/forms/useForm';
import { Toasts } from '@/shared/toasts/Toasts';
import { errorOf } from '../helpers/fields';
import { renderWithProviders } from '../render';

const KA = {
  required: 'შეავსეთ ეს ველი',
  email: 'შეიყვანეთ ელ. ფოსტა, მაგალითად name@example.com',
  fillAll: 'გთხოვთ, სწორად შეავსოთ ყველა ველი',
  notFound: 'ელ. ფოსტა ვერ მოიძებნა',
  generic: 'დაფიქსირდა შეცდომა. გთხოვთ, დაუკავშირდეთ ოპერატორს.',
  tooMany: 'მცდელობების ლიმიტი ამოიწურა. სცადეთ მოგვიანებით.',
  server: 'სერვერზე დაფიქსირდა შეცდომა. სცადეთ ხელახლა ან დაუკავშირდით ოპერატორს.',
  tooLarge: 'ფაილის ზომა არ უნდა აღემატებოდეს 3 მბ-ს',
};

const schema = yup.object({
  name: yup.string().trim().required('accounts:v.required'),
  email: yup.string().trim().required('accounts:v.email').email('accounts:v.email'),
});
type Values = yup.InferType<typeof schema>;

/** A refusal as RTK Query's `.unwrap()` rejects with it. */
const refusal = (code: string) => ({ status: 400, data: { success: false, code } });

function TestForm(props: Partial<FormOptions<Values, string>>) {
  const form = useForm<Values, string>({
    id: 'test',
    initialValues: { name: '', email: '' },
    schema,
    send: () => Promise.resolve('sent'),
    fieldOfCode: (code) => (code === 'email_not_found' ? 'email' : undefined),
    ...props,
  });
  return (
    <>
      <Form {...form.props} aria-label="Test form">
        <TextField {...form.field('name')} label="Name" required />
        <TextField {...form.field('email')} label="Email" required />
        {form.fillAllShown && <p role="alert">{KA.fillAll}</p>}
        <FormNotice notice={form.notice} />
        <Button type="submit" disabled={form.submitting}>
          Send
        </Button>
      </Form>
      <Toasts />
    </>
  );
}

function setup(props: Partial<FormOptions<Values, string>> = {}) {
  const view = renderWithProviders(<TestForm {...props} />);
  return {
    ...view,
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

describe('useForm', () => {
  it('shows no error while a person moves through empty fields, and a filled-in field’s error once it is left', async () => {
    const { user, name, email } = setup();
    await user.type(email, 'not-an-email');
    expect(errorOf(email)).toBeNull(); // still typing
    await user.tab();
    expect(errorOf(email)).toBe(KA.email);
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.click(name);
    await user.tab();
    expect(errorOf(name)).toBeNull(); // left empty: no message before a submit
  });

  it('refused by its rules: every message, the general notice in the form, the focus on the first red field, nothing sent', async () => {
    const send = vi.fn(() => Promise.resolve('sent'));
    const {
      user,
      name,
      email,
      send: button,
    } = setup({
      send,
      fillAll: { key: 'accounts:signUp.fillAll' },
    });
    await user.type(email, 'a@b.ge');
    await user.click(button);

    const notice = await screen.findByText(KA.fillAll);
    expect(notice).toHaveClass('alert-danger');
    expect(document.querySelector('.toast')).toBeNull();
    expect(errorOf(name)).toBe(KA.required);
    expect(errorOf(email)).toBeNull();
    expect(name).toHaveFocus();
    expect(email).toHaveValue('a@b.ge');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the general notice in place when the form asks for it, until the fields are right', async () => {
    const { user, name, email, send } = setup({
      fillAll: { key: 'accounts:signUp.fillAll', inline: true },
    });
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(KA.fillAll);
    expect(document.querySelector('.toast')).toBeNull();
    await user.type(name, 'Nino');
    await user.type(email, 'a@b.ge');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a server refusal that belongs to a field by that field, tells it in the form, and focuses the field; what was typed stays', async () => {
    const { user, name, email, send } = setup({
      send: () => Promise.reject(refusal('email_not_found')),
    });
    await user.type(name, 'Nino');
    await user.type(email, 'a@b.ge');
    await user.click(send);

    await waitFor(() => expect(errorOf(email)).toBe(KA.notFound));
    expect(await screen.findByText(KA.notFound, { selector: '[role=alert]' })).toBeVisible();
    expect(email).toHaveFocus();
    expect(name).toHaveValue('Nino');
    expect(email).toHaveValue('a@b.ge');
  });

  it('tells a refusal of no field with its message, marking no field; the focus stays on the submit button', async () => {
    const { user, name, email, send } = setup({
      send: () => Promise.reject(refusal('something_unheard_of')),
    });
    await user.type(name, 'Nino');
    await user.type(email, 'a@b.ge');
    await user.click(send);

    expect(await screen.findByText(KA.generic, { selector: '[role=alert]' })).toBeVisible();
    await waitFor(() => expect(send).toHaveFocus());
    expect(errorOf(email)).toBeNull();
  });

  it.each([
    [
      '429 from a gateway, its body not the API’s JSON',
      { status: 429, data: 'Too Many Requests' },
      KA.tooMany,
    ],
    ['502 from a gateway, the server’s failure', { status: 502, data: '<html>' }, KA.server],
    [
      '413 for a body over the server’s limit',
      { status: 413, data: { success: false, code: 'validation_error' } },
      KA.tooLarge,
    ],
  ])('tells a %s by its status', async (_name, answer, text) => {
    const { user, name, email, send } = setup({ send: () => Promise.reject(answer) });
    await user.type(name, 'Nino');
    await user.type(email, 'a@b.ge');
    await user.click(send);
    expect(await screen.findByText(text, { selector: '[role=alert]' })).toBeVisible();
  });

  it('takes the notice away once the form changes', async () => {
    const { user, name, email, send } = setup({
      send: () => Promise.reject(refusal('something_unheard_of')),
    });
    await user.type(name, 'Nino');
    await user.type(email, 'a@b.ge');
    await user.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent(KA.generic);
    await user.type(name, 'a');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands a refusal to the form when it tells refusals itself, with the code, the message and the field', async () => {
    const onRefused = vi.fn();
    const { user, name, email, send } = setup({
      send: () => Promise.reject(refusal('email_not_found')),
      onRefused,
    });
    await user.type(name, 'Nino');
    await user.type(email, 'a@b.ge');
    await user.click(send);
    await waitFor(() =>
      expect(onRefused).toHaveBeenCalledWith({
        code: 'email_not_found',
        key: 'errors:email_not_found',
        field: 'email',
      }),
    );
    expect(document.querySelector('.toast')).toBeNull();
  });

  it('sends the values once the rules pass, and hands the answer to what follows', async () => {
    const send = vi.fn((values: Values) => Promise.resolve(`hello ${values.name}`));
    const onSent = vi.fn();
    const { user, name, email, send: button } = setup({ send, onSent });
    await user.type(name, 'Nino');
    await user.type(email, 'a@b.ge');
    await user.click(button);
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ name: 'Nino', email: 'a@b.ge' });
    expect(onSent.mock.calls[0]![0]).toBe('hello Nino');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/config/company';
import { renderApp } from '../render';

describe('app shell', () => {
  it('shows the layout to a visitor: navigation, sign-in form, footer and title', async () => {
    renderApp({ route: '/home' });
    const nav = screen.getByRole('navigation', { name: 'მთავარი ნავიგაცია' });
    for (const label of [
      'მთავარი',
      'სერვისები',
      'ტარიფები',
      'განრიგი',
      'სიახლეები',
      'კონტაქტები',
      'წესები',
      'აპლიკაცია',
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'ტარიფები' })).toHaveAttribute('href', '/tarrifs');
    expect(screen.getByRole('form', { name: 'ავტორიზაცია' })).toBeInTheDocument();
    expect(screen.getByText('© 2015 Parcel Portal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'წესები და პირობები' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    // Demo bar: the contract rendered for integrators, a page of its own (not a route).
    expect(screen.getByRole('link', { name: 'API დოკუმენტაცია' })).toHaveAttribute(
      'href',
      '/api-docs/',
    );
    expect(pageTitle('ka')).toBe('Parcel Portal · ამანათები უცხოეთიდან საქართველოში');
  });

  it('opens the phone menu with its toggle and closes it on going to a page', async () => {
    const { user, router } = renderApp({ route: '/home' });
    const toggle = screen.getByRole('button', { name: 'მენიუს გახსნა' });
    const menu = screen.getByRole('navigation', { name: 'მთავარი ნავიგაცია' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(menu).not.toHaveClass('show');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('show');

    await user.click(within(menu).getByRole('link', { name: 'ტარიფები' }));
    await waitFor(() => expect(router.location.pathname).toBe('/tarrifs'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('show');
    expect(within(menu).getByRole('link', { name: 'ტარიფები' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("puts a visitor's page before the sidebar, a customer's balance before the dashboard, and keeps what was typed as pages change", async () => {
    const { user, router } = renderApp({ route: '/home' });
    const main = screen.getByRole('main');
    const sidebar = screen.getByRole('complementary');
    // A visitor's home page leads with what the company offers (on a phone, above the form).
    expect(main.compareDocumentPosition(sidebar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(screen.getByLabelText('AX კოდი ან ელ. ფოსტა'), 'AX10001');
    await user.click(screen.getAllByRole('link', { name: 'ტარიფები' })[0]!);
    await waitFor(() => expect(router.location.pathname).toBe('/tarrifs'));
    expect(screen.getByLabelText('AX კოდი ან ელ. ფოსტა')).toHaveValue('AX10001');

    // Signed in, on the dashboard: the balance first.
    await user.type(screen.getByLabelText('პაროლი', { exact: true }), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'შესვლა' }));
    await user.click(screen.getAllByRole('link', { name: 'მთავარი' })[0]!);
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    await screen.findByRole('heading', { level: 1, name: 'ჩემი კაბინეტი' });
    const aside = screen.getByRole('complementary');
    expect(
      aside.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('redirects / to /home', async () => {
    const { router } = renderApp({ route: '/' });
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
  });

  it.each(['/no/such/page', '/pages-404'])(
    'shows the not-found page at %s with a link back',
    async (route) => {
      const { router, user } = renderApp({ route });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'გვერდი ვერ მოიძებნა' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'მთავარ გვერდზე' }));
      expect(router.location.pathname).toBe('/home');
    },
  );

  it('sends a visitor away from a customer-only page to the dashboard', async () => {
    const { router } = renderApp({ route: '/profile' });
    await waitFor(() => expect(router.location.pathname).toBe('/home'));
    expect(screen.getByRole('form', { name: 'ავტორიზაცია' })).toBeInTheDocument();
  });

  it('opens the sign-up and forgot-password panels from the sign-in form, one at a time', async () => {
    const { user } = renderApp();
    await user.click(screen.getByRole('button', { name: 'რეგისტრაცია' }));
    const signUp = await screen.findByRole('dialog', { name: 'რეგისტრაცია' });
    await user.click(within(signUp).getAllByRole('button', { name: 'დახურვა' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'დაგავიწყდათ პაროლი?' }));
    expect(await screen.findByRole('dialog', { name: 'პაროლის აღდგენა' })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('language switch', () => {
  it('starts in Georgian and switches to Russian and English, keeping the choice', async () => {
    const { user } = renderApp();
    expect(document.documentElement.lang).toBe('ka');
    const switcher = screen.getByRole('group', { name: 'ენა' });

    await user.click(within(switcher).getByRole('button', { name: 'RUS Русский' }));
    // The page re-renders in the new language in a transition, a moment after the click.
    expect(await screen.findByRole('link', { name: 'Главная' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Вход' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem('pp.lang')).toBe('ru');

    await user.click(screen.getByRole('button', { name: 'ENG English' }));
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ENG English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('pp.lang')).toBe('en');
  });

  it('names each button by its visible code followed by the language name (label in name)', () => {
    renderApp();
    const buttons = within(screen.getByRole('group', { name: 'ენა' })).getAllByRole('button');
    const visible = (button: HTMLElement) => {
      const copy = button.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent?.trim();
    };
    expect(buttons.map(visible)).toEqual(['GEO', 'RUS', 'ENG']);
    for (const button of buttons) {
      // The accessible name starts with what is on the button (WCAG 2.5.3).
      expect(button).toHaveAccessibleName(new RegExp(`^${visible(button)}\\b`));
      expect(button).not.toHaveAttribute('aria-label');
    }
    expect(buttons[0]).toHaveAccessibleName('GEO ქართული');
    expect(buttons[1]).toHaveAccessibleName('RUS Русский');
    expect(buttons[2]).toHaveAccessibleName('ENG English');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../helpers/session';
import { renderApp } from '../render';

/** "27.00" as Intl writes it in Georgian (the separators come from the ICU data). */
const kaMoney = (value: number) =>
  new Intl.NumberFormat('ka-GE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
import { makeNews, quietPopup, serveNews } from './helpers';

/** The dashboard of a signed-in customer (AX10001). */
async function renderDashboard() {
  const app = await renderSignedIn({ route: '/home' });
  await screen.findByRole('heading', { level: 1, name: 'ჩემი კაბინეტი' });
  return app;
}

describe('dashboard for visitors', () => {
  beforeEach(() => quietPopup());

  it('shows the services, news, converter, volume calculator, price card and the sign-in area', async () => {
    serveNews(makeNews(6));
    renderApp({ route: '/home' });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'ამანათები ჩინეთიდან, აშშ-დან და თურქეთიდან საქართველოში',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const services = screen.getByRole('region', { name: 'ჩვენი სერვისები' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['მისამართები საზღვარგარეთ', 'უფასო საბაჟო დეკლარირება', 'საკურიერო მომსახურება']);
    expect(within(services).getByRole('link', { name: 'ყველა სერვისი' })).toHaveAttribute(
      'href',
      '/services',
    );

    const news = screen.getByRole('region', { name: 'ბოლო სიახლეები' });
    await waitFor(() => expect(within(news).getAllByRole('article')).toHaveLength(4));

    expect(screen.getByRole('form', { name: 'ვალუტის კონვერტორი' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'მოცულობითი წონის კალკულატორი' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'ფასი 1 კილოგრამზე' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ტარიფები დაწვრილებით' })).toHaveAttribute(
      'href',
      '/tarrifs',
    );
    expect(screen.getByRole('form', { name: 'ავტორიზაცია' })).toBeInTheDocument();
    // Customer-only actions are not offered to visitors.
    expect(screen.queryByRole('button', { name: 'ამანათის დამატება' })).not.toBeInTheDocument();
  });

  it('opens the sign-up panel from the hero', async () => {
    const { user } = renderApp({ route: '/home' });
    await user.click(screen.getByRole('button', { name: 'უფასო რეგისტრაცია' }));
    const panel = await screen.findByRole('dialog', { name: 'რეგისტრაცია' });
    expect(await within(panel).findByRole('radio', { name: 'ფიზიკური პირი' })).toBeInTheDocument();
  });

  it('switches language', async () => {
    const { user } = renderApp({ route: '/home' });
    await user.click(screen.getByRole('button', { name: 'ENG English' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Parcels from China, the USA and Turkey to Georgia',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Currency converter' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount in lari (GEL)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RUS Русский' }));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Посылки из Китая, США и Турции в Грузию',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Длина, см')).toBeInTheDocument();
  });
});

describe('dashboard for customers', () => {
  beforeEach(() => quietPopup());

  it('offers add parcel and delivery service as panels', async () => {
    const { user } = await renderDashboard();
    expect(screen.queryByRole('form', { name: 'ვალუტის კონვერტორი' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ამანათის დამატება' }));
    const add = await screen.findByRole('dialog', { name: 'ამანათის დამატება' });
    expect(await within(add).findByLabelText('თრექინგ ნომერი')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'საკურიერო მომსახურება' }));
    const courier = await screen.findByRole('dialog', { name: 'საკურიერო მომსახურება' });
    expect(within(courier).getByRole('heading', { level: 2 })).toHaveTextContent(
      'საკურიერო მომსახურება',
    );
  });

  it('opens the currency converter and the volume-weight calculator as modals', async () => {
    const { user } = await renderDashboard();

    await user.click(screen.getByRole('button', { name: 'ვალუტის კონვერტორი' }));
    const converter = await screen.findByRole('dialog', { name: 'ვალუტის კონვერტორი' });
    await user.type(within(converter).getByLabelText('თანხა'), '10');
    expect(within(converter).getByLabelText('თანხა ლარში (GEL)')).toHaveValue(kaMoney(27));
    await user.click(within(converter).getByRole('button', { name: 'დახურვა' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'მოცულობითი წონა' }));
    const volume = await screen.findByRole('dialog', { name: 'მოცულობითი წონის კალკულატორი' });
    await user.type(within(volume).getByLabelText('სიგრძე, სმ'), '100');
    await user.type(within(volume).getByLabelText('სიგანე, სმ'), '100');
    await user.type(within(volume).getByLabelText('სიმაღლე, სმ'), '100');
    expect(within(volume).getByLabelText('მოცულობითი წონა')).toHaveValue('167');
  });

  it('shows the red notice about declaring parcels and the 300 GEL invoice rule', async () => {
    await renderDashboard();
    const notice = screen
      .getByRole('heading', { name: 'დაადეკლარირეთ ამანათები, სანამ საქართველოში ჩამოვა' })
      .closest('.alert');
    expect(notice).toHaveClass('alert-danger');
    expect(notice).toHaveTextContent(
      '300 ლარის ან მეტი ღირებულების საქონელს მაღაზიის ინვოისი სჭირდება',
    );
  });
});

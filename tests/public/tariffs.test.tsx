import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import type { Tariff } from '@/api';
import { renderApp } from '../render';
import { failing, KA, pending, quietPopup } from './helpers';

const TARIFFS: Tariff[] = [
  { country: 1, type: 1, amount: 8 },
  { country: 1, type: 2, amount: 7.5 },
  { country: 1, type: 3, amount: 9.25 },
  { country: 2, type: 1, amount: 9.1 },
  { country: 2, type: 2, amount: 8.6 },
  { country: 2, type: 3, amount: 10 },
  { country: 3, type: 1, amount: 4.5 },
  { country: 3, type: 2, amount: 4.2 },
  { country: 3, type: 3, amount: 4 },
];

function serveTariffs(tariffs: Tariff[] = TARIFFS) {
  server.use(http.get('*/api/tariffs/gets', () => HttpResponse.json({ success: true, tariffs })));
}

/** Text with Intl's no-break spaces made plain. */
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
const text = (element: Element) => plain(element.textContent ?? '');

/** USD with two decimals as Intl writes it in Georgian ("$8.00" or "8,00 $" by the ICU data). */
const usd = (amount: number) =>
  plain(
    new Intl.NumberFormat('ka-GE', {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount),
  );
/** Lari with two decimals as Intl writes the number in a locale. */
const gel = (locale: string, amount: number) =>
  `${plain(new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(amount))} ₾`;

/** The row of a tariff type in the table, as cell texts. */
function row(table: HTMLElement, typeName: string) {
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${typeName}`) });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => text(cell));
}

describe('tariffs page', () => {
  beforeEach(() => quietPopup());
  afterEach(() => vi.restoreAllMocks());

  it('lists USD per kg for China, USA and Turkey grouped by tariff type, with the 50 kg note', async () => {
    serveTariffs();
    renderApp({ route: '/tarrifs' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ტარიფები' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /ფასი კილოგრამზე/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['ტარიფი', 'ჩინეთი', 'აშშ', 'თურქეთი']);
    expect(row(table, 'ფიზიკური პირები')).toEqual([usd(8), usd(9.1), usd(4.5)]);
    expect(row(table, 'იურიდიული პირები \\(შპს\\)')).toEqual([usd(7.5), usd(8.6), usd(4.2)]);
    expect(row(table, 'პირადი ამანათები')).toEqual([usd(9.25), usd(10), usd(4)]);
    expect(
      screen.getAllByText(/50 კგ და მეტი წონის ამანათების საფასური ინდივიდუალურად განისაზღვრება/)
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'დაგვიკავშირდით' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // Courier tariffs (docs/product.md#courier-tariff)
    const courier = screen.getByRole('table', { name: /საკურიერო მომსახურების ფასი/ });
    expect(within(courier).getAllByRole('row')).toHaveLength(5);
    expect(text(within(courier).getByRole('rowheader', { name: '5 კგ-მდე' }).closest('tr')!)).toBe(
      `5 კგ-მდე${gel('ka-GE', 5)}${gel('ka-GE', 8)}`,
    );
  });

  it('reads the seeded tariffs from the mock backend', async () => {
    renderApp({ route: '/tarrifs' });
    const table = await screen.findByRole('table', { name: /ფასი კილოგრამზე/ });
    expect(
      within(table)
        .getAllByRole('cell')
        .every((cell) => /^(\$\d+[.,]\d{2}|\d+[.,]\d{2} \$)$/.test(text(cell))),
    ).toBe(true);
  });

  it('switches the price card between China, USA and Turkey', async () => {
    serveTariffs();
    const { user } = renderApp({ route: '/tarrifs' });
    const card = (await screen.findByRole('heading', { name: 'ფასი 1 კილოგრამზე' })).closest(
      '.card',
    ) as HTMLElement;
    const china = within(card).getByRole('radio', { name: 'ჩინეთი' });
    expect(china).toBeChecked();
    const shown = (value: string) => within(card).getByText((_, node) => text(node!) === value);
    await waitFor(() => expect(shown(usd(8))).toHaveClass('price-hero-amount'));
    expect(shown(`${usd(7.5)} / კგ`)).toBeInTheDocument();

    await user.click(within(card).getByRole('radio', { name: 'აშშ' }));
    expect(within(card).getByRole('radio', { name: 'აშშ' })).toBeChecked();
    expect(shown(usd(9.1))).toBeInTheDocument();
    expect(shown(`${usd(10)} / კგ`)).toBeInTheDocument();

    await user.click(within(card).getByRole('radio', { name: 'თურქეთი' }));
    expect(shown(usd(4.5))).toBeInTheDocument();
    expect(shown(`${usd(4.2)} / კგ`)).toBeInTheDocument();
    // No "more" link on the tariffs page itself.
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the price card with a More link on the dashboard', async () => {
    serveTariffs();
    const { user, router } = renderApp({ route: '/home' });
    // The card's placeholder has the same title until the card's code is in: the card is looked
    // up again until it shows the price.
    const priceCard = () =>
      screen.getByRole('heading', { name: 'ფასი 1 კილოგრამზე' }).closest('.card') as HTMLElement;
    await waitFor(() =>
      expect(within(priceCard()).getByText((_, node) => text(node!) === usd(8))).toBeVisible(),
    );
    const card = priceCard();
    await user.click(within(card).getByRole('link', { name: 'ტარიფები დაწვრილებით' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ტარიფები' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/tarrifs');
  });

  it('only logs a failed fetch: no error message, dashes instead of prices', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    failing('*/api/tariffs/gets');
    renderApp({ route: '/tarrifs' });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Tariffs could not be loaded', expect.anything()),
    );
    const table = await screen.findByRole('table', { name: /ფასი კილოგრამზე/ });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(Array(9).fill('—'));
    expect(screen.queryByText(KA.error)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows dashes when the server has no tariffs', async () => {
    serveTariffs([]);
    renderApp({ route: '/tarrifs' });
    const table = await screen.findByRole('table', { name: /ფასი კილოგრამზე/ });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(Array(9).fill('—'));
  });

  it('shows a loading state while the tariffs load', async () => {
    pending('*/api/tariffs/gets');
    renderApp({ route: '/tarrifs' });
    expect(await screen.findByText(KA.loading)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /ფასი კილოგრამზე/ })).not.toBeInTheDocument();
  });

  it('is translated: Russian and English', async () => {
    serveTariffs();
    const { user } = renderApp({ route: '/tarrifs' });
    await screen.findByRole('table', { name: /ფასი კილოგრამზე/ });
    await user.click(screen.getByRole('button', { name: 'RUS Русский' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Тарифы' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Китай' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ENG English' }));
    const table = await screen.findByRole('table', { name: /Price per kilogram/ });
    expect(row(table, 'Individuals')).toEqual(['$8.00', '$9.10', '$4.50']);
  });

  it('writes prices the way each language writes numbers, courier tariffs with two decimals', async () => {
    serveTariffs();
    const { user } = renderApp({ route: '/tarrifs' });
    await screen.findByRole('table', { name: /ფასი კილოგრამზე/ });
    const courierRow = (name: string) =>
      within(screen.getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => text(cell));

    await user.click(screen.getByRole('button', { name: 'ENG English' }));
    // The page follows the switch in a transition, a moment after the click.
    await screen.findByRole('rowheader', { name: 'up to 5 kg' });
    expect(courierRow('up to 5 kg')).toEqual(['5.00 ₾', '8.00 ₾']);
    expect(courierRow('15–20 kg')).toEqual(['11.00 ₾', '22.00 ₾']);
    expect(await screen.findByText('Villages and small towns: +4.00 ₾')).toBeInTheDocument();
    expect(row(screen.getByRole('table', { name: /Price per kilogram/ }), 'Organisations')).toEqual(
      ['$7.50', '$8.60', '$4.20'],
    );

    await user.click(screen.getByRole('button', { name: 'RUS Русский' }));
    await screen.findByRole('rowheader', { name: 'до 5 кг' });
    expect(courierRow('до 5 кг')).toEqual(['5,00 ₾', '8,00 ₾']);
    expect(await screen.findByText('Сёла и небольшие города: +4,00 ₾')).toBeInTheDocument();
    expect(
      row(screen.getByRole('table', { name: /Цена за килограмм/ }), 'Физические лица'),
    ).toEqual(['8,00 $', '9,10 $', '4,50 $']);
  });
});

/**
 * The printable invoice: outside the layout, Georgian and English whatever the
 * interface language, the issuer with the provider's bank details, the receiver by customer
 * kind, one row per parcel and a totals row that is the sum of the rows; another customer's
 * flight, or a flight without invoiced parcels, is not found. Print fits A4 without app chrome.
 */
import { readFileSync } from 'node:fs';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceResponse } from '@/api';
import { company } from '@/config/company';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';
import { i18n } from '@/i18n';
import { flightNo, request } from '../mocks/helpers';
import { SEEDED_CUSTOMER } from '../data';
import { signIn } from '../helpers/session';
import { renderApp } from '../render';

afterEach(() => {
  vi.restoreAllMocks();
});

/** "1,234.50" → 123450 (hundredths); "1.35" kg → 1350 grams with scale 1000. */
const units = (text: string, scale: number) => Math.round(Number(text.replace(/,/g, '')) * scale);

async function openInvoice(login: string, path: string) {
  const token = await signIn(login);
  const view = renderApp({ route: path });
  return { ...view, token };
}

/** The body rows and the totals row of the parcel table, as cell texts. */
function tableOf() {
  const table = screen.getByRole('table');
  const body = within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && row !== screen.getByTestId('invoice-totals'))
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
  const totals = within(screen.getByTestId('invoice-totals'))
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
  return { body, totals };
}

describe('the invoice', () => {
  it('is bilingual whatever the interface language, with issuer, receiver and the parcels', async () => {
    await act(() => i18n.changeLanguage('ru'));
    const flight = flightNo('cnArrivedUnpaid');
    const { token } = await openInvoice('AX10001', `/invoice/${flight}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ინვოისი / Invoice' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'გამომწერი / Issuer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'მიმღები / Receiver' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ბეჭდვა / Print' })).toBeInTheDocument();
    // Georgian over English in each column heading.
    const heading = (name: string) => {
      const [kaText, enText] = name.split(' / ');
      return new RegExp(`^${kaText}\\s*/\\s*${enText}$`);
    };
    for (const name of [
      'თრექინგ ნომერი / Tracking number',
      'რაოდენობა / Quantity',
      'წონა, კგ / Weight, kg',
      'ტარიფი, USD/კგ / Tariff, USD/kg',
      'საფასური, USD / Fee, USD',
      'სებ-ის კურსი, USD / NBG rate, USD',
      'თანხა, ₾ / Amount, GEL',
    ]) {
      expect(screen.getByRole('columnheader', { name: heading(name) })).toBeInTheDocument();
    }
    // No Russian on the invoice.
    expect(document.body.textContent).not.toMatch(/[А-Яа-яЁё]/);

    // The issuer with the bank details, the IBAN marked as a demo value.
    const issuer = screen.getByRole('heading', { name: 'გამომწერი / Issuer' }).parentElement!;
    expect(issuer).toHaveTextContent(company.legal.name.ka);
    expect(issuer).toHaveTextContent(company.legal.name.en);
    expect(issuer).toHaveTextContent(company.legal.idCode);
    expect(issuer).toHaveTextContent(company.legal.bank.swift);
    expect(screen.getByTestId('invoice-iban')).toHaveTextContent(company.legal.bank.iban);
    expect(issuer).toHaveTextContent('სადემონსტრაციო მნიშვნელობა / demo value');

    // The receiver: the person and the personal number.
    const receiver = screen.getByTestId('invoice-receiver');
    const customer = SEEDED_CUSTOMER;
    expect(receiver).toHaveTextContent(
      `${customer.nameKa} ${customer.lastNameKa} / ${customer.nameEn} ${customer.lastNameEn}`,
    );
    expect(receiver).toHaveTextContent('პირადი ნომერი / Personal number');
    expect(receiver).toHaveTextContent(customer.personId);

    // Number, date, and the rows as the API sends them.
    const { body: api } = await request<InvoiceResponse>(`/api/invoice/get/${flight}/main`, {
      token,
    });
    expect(screen.getByTestId('invoice-number')).toHaveTextContent(api.invoice.invoiceUnicId);
    expect(screen.getByText(api.invoice.createdAt.slice(0, 10))).toBeInTheDocument();
    const { body, totals } = tableOf();
    expect(body.map((cells) => cells[1])).toEqual(api.products.map((p) => p.productOrderId));
    // Each row: weight × tariff = the transport fee in USD, × the rate = the amount in GEL.
    expect(body.map((cells) => cells.slice(3))).toEqual([
      ['1.35', '8.00', '10.80', '2.6999', '29.16'],
      ['0.80', '8.00', '6.40', '2.6999', '17.28'],
    ]);
    expect(body.map((cells) => units(cells[5]!, 100))).toEqual(
      api.products.map((p) => Math.round(p.transportFee! * 100)),
    );
    expect(body.map((cells) => units(cells[7]!, 100))).toEqual(
      api.products.map((p) => Math.round(p.amount! * 100)),
    );

    // Totals = the sum of the rows, and what the server says.
    const sum = (column: number, scale: number) =>
      body.reduce((total, cells) => total + units(cells[column]!, scale), 0);
    expect(totals[0]).toBe(String(sum(2, 1)));
    expect(units(totals[1]!, 1000)).toBe(sum(3, 1000));
    expect(units(totals[3]!, 100)).toBe(sum(5, 100));
    expect(units(totals[5]!, 100)).toBe(sum(7, 100));
    expect(units(totals[5]!, 100)).toBe(Math.round(api.invoice.additionalInformation.allSum * 100));
    expect(Number(totals[0])).toBe(api.invoice.additionalInformation.allQuantity);
    expect(units(totals[1]!, 1000)).toBe(
      Math.round(api.invoice.additionalInformation.allWeight * 1000),
    );
    expect(totals[3]).toBe('17.20'); // USD
    expect(units(totals[5]!, 100)).toBe(4644); // GEL
  });

  it('shows a parcel of 50 kg or more as priced individually until staff set its fee', async () => {
    const flight = flightNo('cnArrivedUnpaid');
    const jacket = (individualFeeTetri: number | null) =>
      db.parcels.update((q) => q.where({ _id: SEED.parcels.iArrivedJacket }), {
        data(draft) {
          draft.weight = 60;
          draft.individualFeeTetri = individualFeeTetri;
        },
      });
    await jacket(null);
    const { unmount } = await openInvoice('AX10001', `/invoice/${flight}`);
    await screen.findByRole('table');
    let { body, totals } = tableOf();
    // No tariff and no USD fee for it; no amount yet: priced individually, in both languages.
    expect(body.map((cells) => cells.slice(3))).toEqual([
      ['60.00', '—', '—', '2.6999', 'ინდივიდუალური საფასური / Priced individually'],
      ['0.80', '8.00', '6.40', '2.6999', '17.28'],
    ]);
    expect([totals[3], totals[5]]).toEqual(['6.40', '17.28']);
    unmount();

    // Staff set 450.00 GEL: that is its amount, and the totals count it.
    await jacket(45_000);
    await openInvoice('AX10001', `/invoice/${flight}`);
    await screen.findByRole('table');
    ({ body, totals } = tableOf());
    expect(body[0]!.slice(3)).toEqual(['60.00', '—', '—', '2.6999', '450.00']);
    expect([totals[3], totals[5]]).toEqual(['6.40', '467.28']);
  });

  it('names an LTD by its name and company code', async () => {
    await openInvoice('AX10002', `/invoice/${flightNo('cnObtained')}`);
    const receiver = await screen.findByTestId('invoice-receiver');
    expect(receiver).toHaveTextContent('ორგანიზაცია / Organisation');
    expect(receiver).toHaveTextContent('შპს კავკასია ტრეიდი / Kavkasia Trade LLC');
    expect(receiver).toHaveTextContent('საიდენტიფიკაციო კოდი / Identification code');
    expect(receiver).toHaveTextContent('405123456');
  });

  it('names an individual entrepreneur as the person, with the personal number', async () => {
    // Even one who also has a company code (the rules allow an entrepreneur's 9-digit code).
    await db.users.update((q) => q.where({ _id: SEED.users.entrepreneur._id }), {
      data(draft) {
        draft.information.orgId = '405987654';
      },
    });
    await openInvoice('AX10003', `/invoice/${flightNo('cnArrivedOnTime')}`);
    const receiver = await screen.findByTestId('invoice-receiver');
    expect(receiver).toHaveTextContent('ნინო კაპანაძე / Nino Kapanadze');
    expect(receiver).toHaveTextContent('01024056789');
    expect(receiver).not.toHaveTextContent('ი/მ');
    expect(receiver).not.toHaveTextContent('405987654');
  });

  it('names a foreign citizen by the passport number', async () => {
    await openInvoice('AX10004', `/invoice/${flightNo('trArrivedPaid')}`);
    const receiver = await screen.findByTestId('invoice-receiver');
    expect(receiver).toHaveTextContent('Anna Schmidt');
    expect(receiver).toHaveTextContent('პასპორტის ნომერი / Passport number');
    expect(receiver).toHaveTextContent('C01X00T47');
  });

  it('has a Tbilisi branch variant', async () => {
    await openInvoice('AX10001', `/invoice/${flightNo('cnArrivedUnpaid')}/tbilisi_1`);
    expect(await screen.findByTestId('invoice-number')).toHaveTextContent(/-T1$/);
  });

  it('prints with window.print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = await openInvoice('AX10001', `/invoice/${flightNo('cnArrivedUnpaid')}`);
    await user.click(await screen.findByRole('button', { name: 'ბეჭდვა / Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["another customer's flight", 'AX10002', () => `/invoice/${flightNo('cnArrivedUnpaid')}`],
    ['a flight without invoiced parcels', 'AX10001', () => `/invoice/${flightNo('cnSent')}`],
    ['an unknown flight', 'AX10001', () => '/invoice/XX-0000-00'],
    ['an unknown branch', 'AX10001', () => `/invoice/${flightNo('cnArrivedUnpaid')}/kutaisi`],
  ])('shows the not-found page for %s', async (_name, login, path) => {
    await openInvoice(login, path());
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});

describe('print CSS', () => {
  const css = readFileSync('src/styles/invoice.css', 'utf8');
  const print = css.slice(css.indexOf('@media print'));

  it('fits A4 and hides the actions and the app chrome', () => {
    expect(css).toMatch(/@page\s*{[^}]*size:\s*A4/);
    expect(print).toMatch(/\.invoice-actions[\s\S]*display:\s*none/);
    expect(print).toMatch(/\.toast-stack/);
  });

  it('never cuts a row and repeats the table head', () => {
    expect(print).toMatch(/\.invoice-table tr\s*{[^}]*break-inside:\s*avoid/);
    expect(print).toMatch(/\.invoice-table thead\s*{[^}]*display:\s*table-header-group/);
  });
});

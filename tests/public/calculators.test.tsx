/**
 * The currency converter and the volume weight calculator on the home page: what the visitor
 * types, filtered, converted with the server's rates (the defaults until they come), and the
 * numbers written as each language writes them (the rules alone: calculator-rules.test.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { i18n } from '@/i18n';
import { LOCALE, type Language } from '@/i18n/languages';
import { renderApp } from '../render';
import { quietPopup } from './helpers';

/** What Intl writes for a number in a language (the ICU data decides the separators). */
const intl = (lng: Language, value: number | string, options: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(LOCALE[lng], options).format(value as number);
/** Money: two decimals, thousands grouped from four digits in every language (formatMoney). */
const money = (lng: Language, value: string) =>
  intl(lng, value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' });
/** A weight in kilograms: up to three decimals, as everywhere (formatKg). */
const kg = (lng: Language, value: string) => intl(lng, value, { maximumFractionDigits: 3 });
const rate = (lng: Language, value: number) => intl(lng, value, { maximumFractionDigits: 10 });
/** A number with a no-break space (U+00A0 or the narrow U+202F) between digit groups. */
const GROUP = '[\\u00a0\\u202f]';

describe('calculators on the dashboard', () => {
  beforeEach(() => quietPopup());

  it('converts what the visitor types, in either decimal mark, with the rates of the server', async () => {
    const { user } = renderApp({ route: '/home' });
    const form = await screen.findByRole('form', { name: 'ვალუტის კონვერტორი' });
    const amount = within(form).getByLabelText('თანხა');
    const result = within(form).getByLabelText('თანხა ლარში (GEL)');
    expect(result).toHaveAttribute('readonly');
    // The hint writes the language's decimal sign (a comma in Georgian).
    expect(amount).toHaveAttribute('placeholder', money('ka', '0'));

    // Read with either mark, shown with the language's (a comma in Georgian) once left; a
    // letter between digits is never dropped: the amount is refused, saying what it takes.
    expect(amount).toHaveAttribute('inputmode', 'decimal');
    await user.type(amount, '1e3');
    expect(result).toHaveValue(money('ka', '0'));
    expect(amount).toHaveAccessibleDescription(
      'შეიყვანეთ თანხა, მძიმის შემდეგ მაქსიმუმ 2 ციფრით, მაგალითად: 12,50',
    );
    await user.clear(amount);
    await user.type(amount, '$12.59');
    await user.tab();
    expect(amount).toHaveValue('12,59');
    expect(amount).not.toHaveAccessibleDescription();
    await user.clear(amount);
    await user.type(amount, '12,59');
    expect(amount).toHaveValue('12,59');
    expect(result).toHaveValue(money('ka', '33.99')); // 12.59 × 2.6999 = 33.991741

    await user.selectOptions(within(form).getByLabelText('ვალუტა'), 'CNY');
    expect(result).toHaveValue(money('ka', '4.72')); // 12.59 × 3.7519 / 10 = 4.7236…
    expect(within(form).getByText(`კურსი: 10 CNY = ${rate('ka', 3.7519)} ₾`)).toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('ვალუტა'), 'TRY');
    expect(result).toHaveValue(money('ka', '1.06')); // 12.59 × 0.0838 = 1.055042

    await user.clear(amount);
    expect(result).toHaveValue(money('ka', '0'));
  });

  it('uses the default rates until the server answers, then the server rates', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api2/rate/get', async () => {
        await gate;
        return HttpResponse.json({ success: true, rates: [{ code: 'USD', rate: 3 }] });
      }),
    );
    const { user } = renderApp({ route: '/home' });
    const form = await screen.findByRole('form', { name: 'ვალუტის კონვერტორი' });
    await user.type(within(form).getByLabelText('თანხა'), '100');
    const result = within(form).getByLabelText('თანხა ლარში (GEL)');
    expect(result).toHaveValue(money('ka', '269.99'));
    release();
    await waitFor(() => expect(result).toHaveValue(money('ka', '300')));
  });

  it('computes the volume weight once all three sides are filled, with either decimal mark', async () => {
    const { user } = renderApp({ route: '/home' });
    const form = await screen.findByRole('form', { name: 'მოცულობითი წონის კალკულატორი' });
    const result = within(form).getByLabelText('მოცულობითი წონა');
    expect(result).toHaveAttribute('readonly');

    const length = within(form).getByLabelText('სიგრძე, სმ');
    expect(length).toHaveAttribute('inputmode', 'decimal');
    await user.type(length, '3x0');
    await user.type(within(form).getByLabelText('სიგანე, სმ'), '40');
    await user.type(within(form).getByLabelText('სიმაღლე, სმ'), '50');
    // "3x0" is no side: nothing is dropped from between digits, so no weight, and the field says why.
    expect(result).toHaveValue('');
    expect(length).toHaveAccessibleDescription(
      'შეიყვანეთ სანტიმეტრები, მძიმის შემდეგ მაქსიმუმ 1 ციფრით, მაგალითად: 10,5',
    );
    await user.clear(length);
    await user.type(length, '30');
    expect(result).toHaveValue(kg('ka', '10.0'));
    // "10,5" and "10.5" cm are both 10.5: 10.5 × 10 × 10 / 6000 = 0.175.
    for (const typed of ['10,5', '10.5']) {
      for (const side of ['სიგრძე, სმ', 'სიგანე, სმ', 'სიმაღლე, სმ']) {
        await user.clear(within(form).getByLabelText(side));
        await user.type(within(form).getByLabelText(side), side === 'სიგრძე, სმ' ? typed : '10');
      }
      expect(result).toHaveValue(kg('ka', '0.175'));
    }

    await user.clear(within(form).getByLabelText('სიგანე, სმ'));
    expect(result).toHaveValue('');
    await user.type(within(form).getByLabelText('სიგანე, სმ'), '10');
    await user.clear(within(form).getByLabelText('სიგრძე, სმ'));
    await user.type(within(form).getByLabelText('სიგრძე, სმ'), '10');
    await user.clear(within(form).getByLabelText('სიმაღლე, სმ'));
    await user.type(within(form).getByLabelText('სიმაღლე, სმ'), '10');
    expect(result).toHaveValue(kg('ka', '0.167'));
  });

  /** Server rates with USD at 2.5 GEL, so that 493.8 USD is 1234.50 GEL. */
  function serveUsdAt2_5() {
    server.use(
      http.get('*/api2/rate/get', () =>
        HttpResponse.json({ success: true, rates: [{ code: 'USD', rate: 2.5 }] }),
      ),
    );
  }

  async function convertAndMeasure(user: ReturnType<typeof renderApp>['user'], names: string[]) {
    const [converterName, volumeName] = names;
    const converter = await screen.findByRole('form', { name: converterName });
    const amount = converter.querySelector('input:not([readonly])') as HTMLInputElement;
    const result = converter.querySelector('input[readonly]') as HTMLInputElement;
    await waitFor(() => expect(converter).toHaveTextContent(/= 2[.,]5 ₾/));
    await user.type(amount, '493.8');
    const volume = screen.getByRole('form', { name: volumeName });
    const [length, width, height, weight] = [...volume.querySelectorAll('input')];
    await user.type(length!, '100');
    await user.type(width!, '100');
    await user.type(height!, '1000'); // 10 000 000 / 6000 = 1666.6… → 1670
    return {
      result: result.value,
      rate: converter.querySelector('p')!.textContent,
      weight: weight!.value,
      formula: volume.querySelector('p')!.textContent,
    };
  }

  it('writes the result, the rate and the volume weight the English way', async () => {
    serveUsdAt2_5();
    await i18n.changeLanguage('en');
    const { user } = renderApp({ route: '/home' });
    expect(
      await convertAndMeasure(user, ['Currency converter', 'Volume weight calculator']),
    ).toEqual({
      result: '1,234.50',
      rate: 'Rate: 1 USD = 2.5 ₾',
      weight: '1,670',
      formula: 'Length × width × height ÷ 6,000',
    });
  });

  it('writes them the Russian way: decimal comma, no-break space between groups', async () => {
    serveUsdAt2_5();
    await i18n.changeLanguage('ru');
    const { user } = renderApp({ route: '/home' });
    const shown = await convertAndMeasure(user, ['Конвертер валют', 'Калькулятор объёмного веса']);
    expect(shown.result).toMatch(new RegExp(`^1${GROUP}234,50$`));
    expect(shown.rate).toBe('Курс: 1 USD = 2,5 ₾');
    expect(shown.weight).toMatch(new RegExp(`^1${GROUP}670$`));
    expect(shown.formula).toMatch(new RegExp(`^Длина × ширина × высота ÷ 6${GROUP}000$`));
    expect(shown).toEqual({
      result: money('ru', '1234.50'),
      rate: `Курс: 1 USD = ${rate('ru', 2.5)} ₾`,
      weight: kg('ru', '1670'),
      formula: `Длина × ширина × высота ÷ ${intl('ru', 6000, {})}`,
    });
  });

  it('writes them as Intl writes Georgian numbers', async () => {
    serveUsdAt2_5();
    const { user } = renderApp({ route: '/home' });
    expect(
      await convertAndMeasure(user, ['ვალუტის კონვერტორი', 'მოცულობითი წონის კალკულატორი']),
    ).toEqual({
      result: money('ka', '1234.50'),
      rate: `კურსი: 1 USD = ${rate('ka', 2.5)} ₾`,
      weight: kg('ka', '1670'),
      formula: `სიგრძე × სიგანე × სიმაღლე ÷ ${intl('ka', 6000, {})}`,
    });
  });
});

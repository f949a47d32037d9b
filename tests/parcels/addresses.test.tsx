import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddressesPanel } from '@/features/parcels/AddressesPanel';
import { renderWithProviders } from '../render';
import { signIn } from '../helpers/session';
import { wideScreen, type User } from './helpers';

const A = {
  title: 'თქვენი საწყობების მისამართები',
  inEnglish: 'ინგლისურად',
  inChinese: 'ჩინურად',
  copy: 'კოპირება',
  copied: 'დაკოპირდა',
  turkishPhone: 'თურქულ ონლაინ მაღაზიებში ტელეფონის ნომერი ხელით აკრიფეთ.',
} as const;

/** The addresses panel alone, for a signed-in customer. */
async function renderAddresses(axid: string, { wide = false } = {}) {
  if (wide) wideScreen();
  await signIn(axid, { remember: false });
  const app = renderWithProviders(<AddressesPanel />);
  const region = await screen.findByRole('region', { name: A.title });
  await within(region).findAllByRole('term');
  return { ...app, region };
}

/** The label → value lines of an address (the value without its copy button). */
function lines(container: HTMLElement): [string, string][] {
  return within(container)
    .getAllByRole('term')
    .map((term) => [
      term.textContent ?? '',
      term.nextElementSibling?.firstElementChild?.textContent ?? '',
    ]);
}

/**
 * A copy button's name: its text and the line's label (visually hidden). jsdom's name
 * computation drops the space between them that browsers keep, so it may be missing.
 */
const copyName = (text: string, label: string) => {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(text)} ?${escape(label)}$`);
};

/** Clicks every line's copy button: the clipboard holds the line's value, the button says so. */
async function copyEach(user: User, container: HTMLElement) {
  const terms = within(container).getAllByRole('term');
  for (const term of terms) {
    const label = term.textContent ?? '';
    const value = term.nextElementSibling?.firstElementChild?.textContent ?? '';
    const button = within(term.nextElementSibling as HTMLElement).getByRole('button');
    expect(button).toHaveAccessibleName(copyName(A.copy, label));
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe(value);
    expect(button).toHaveTextContent(A.copied);
    expect(button).toHaveAccessibleName(copyName(A.copied, label));
  }
  return terms.length;
}

const CHINA_EN: [string, string][] = [
  ['მიმღები', 'Giorgi Beridze AX10001'],
  ['პროვინცია / შტატი', 'Guangdong'],
  ['ქალაქი', 'Guangzhou'],
  [
    'მისამართი',
    'No. 88 Gongye Road, Qingfeng Village, Shijing Street, Baiyun District, PP warehouse AX10001',
  ],
  ['საფოსტო ინდექსი', '510430'],
  ['ტელეფონი', '13800138000'],
];
const CHINA_ZH: [string, string][] = [
  ['收货人', 'Giorgi Beridze AX10001'],
  ['省', '广东省'],
  ['市', '广州市'],
  ['详细地址', '白云区石井街道庆丰村工业路88号 PP仓库 AX10001'],
  ['邮编', '510430'],
  ['手机', '13800138000'],
];

describe('the warehouse addresses', () => {
  it('wide: tabs China, Turkey, USA; China in English and Chinese; Turkey with its neighbourhood; every value copies', async () => {
    const { region, user } = await renderAddresses('AX10001', { wide: true });
    const tabs = within(region).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['ჩინეთი', 'თურქეთი', 'აშშ']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(region).queryByRole('button', { name: 'ჩინეთი' })).toBeNull();

    // China: in English and in Chinese; the {AXID} placeholder is the customer's code
    const china = within(region).getByRole('tabpanel', { name: 'ჩინეთი' });
    const [english, chinese] = within(china)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.parentElement as HTMLElement);
    expect(within(english!).getByRole('heading')).toHaveTextContent(A.inEnglish);
    expect(within(chinese!).getByRole('heading')).toHaveTextContent(A.inChinese);
    expect(lines(english!)).toEqual(CHINA_EN);
    expect(lines(chinese!)).toEqual(CHINA_ZH);
    expect(within(chinese!).getByText('广东省')).toHaveAttribute('lang', 'zh');
    expect(within(china).queryByText(A.turkishPhone)).toBeNull();
    expect(await copyEach(user, china)).toBe(12);

    // Turkey: the neighbourhood, and the note on Turkish shops' phone fields
    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const turkey = within(region).getByRole('tabpanel', { name: 'თურქეთი' });
    expect(lines(turkey)).toEqual([
      ['მიმღები', 'Giorgi Beridze AX10001'],
      ['პროვინცია / შტატი', 'Istanbul'],
      ['ქალაქი', 'Bahcelievler'],
      ['უბანი', 'Zafer Mah.'],
      ['მისამართი', 'Hurriyet St. No:12 Apt:3'],
      ['საფოსტო ინდექსი', '34180'],
      ['ტელეფონი', '5321234567'],
    ]);
    expect(within(turkey).getByText(A.turkishPhone)).toBeVisible();
    expect(await copyEach(user, turkey)).toBe(7);

    // USA
    await user.click(tabs[2]!);
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    const usa = within(region).getByRole('tabpanel', { name: 'აშშ' });
    expect(lines(usa)).toEqual([
      ['მიმღები', 'Giorgi Beridze AX10001'],
      ['პროვინცია / შტატი', 'Delaware (DE)'],
      ['ქალაქი', 'New Castle'],
      ['მისამართი', '14 Parkway Circle, Suite AX10001'],
      ['საფოსტო ინდექსი', '19720'],
      ['ტელეფონი', '3025550147'],
    ]);
    expect(within(usa).queryByText(A.turkishPhone)).toBeNull();
    expect(await copyEach(user, usa)).toBe(6);
    expect(region).not.toHaveTextContent('{AXID}');
  });

  it('phone: an accordion; the LTD account receives in its company’s name', async () => {
    const { region, user } = await renderAddresses('AX10002');
    expect(within(region).queryAllByRole('tab')).toEqual([]);
    const headers = within(region).getAllByRole('button', { expanded: true });
    expect(headers.map((h) => h.textContent)).toEqual(['ჩინეთი']);
    const turkeyHeader = within(region).getByRole('button', { name: 'თურქეთი' });
    expect(turkeyHeader).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).getByRole('button', { name: 'აშშ' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    // the company's Latin name with the AX code, in English and in Chinese
    const english = within(region).getByText(A.inEnglish).parentElement as HTMLElement;
    const chinese = within(region).getByText(A.inChinese).parentElement as HTMLElement;
    expect(lines(english)[0]).toEqual(['მიმღები', 'Kavkasia Trade LLC AX10002']);
    expect(lines(english)[3]![1]).toMatch(/PP warehouse AX10002$/);
    expect(lines(chinese)[0]).toEqual(['收货人', 'Kavkasia Trade LLC AX10002']);
    const receiver = within(english).getByRole('button', { name: copyName(A.copy, 'მიმღები') });
    await user.click(receiver);
    expect(await navigator.clipboard.readText()).toBe('Kavkasia Trade LLC AX10002');
    expect(receiver).toHaveTextContent(A.copied);

    // opening Turkey closes China
    await user.click(turkeyHeader);
    expect(turkeyHeader).toHaveAttribute('aria-expanded', 'true');
    expect(within(region).getByRole('button', { name: 'ჩინეთი' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const turkey = turkeyHeader.closest('.accordion-item') as HTMLElement;
    expect(lines(turkey)).toContainEqual(['უბანი', 'Zafer Mah.']);
    expect(lines(turkey)[0]).toEqual(['მიმღები', 'Kavkasia Trade LLC AX10002']);
    expect(within(turkey).getByText(A.turkishPhone)).toBeVisible();
  });
});

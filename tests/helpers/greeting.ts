/**
 * The signed-in sidebar's greeting card as a person reads it (src/features/accounts/GreetingCard,
 * mounted by src/app/layout/Sidebar): its figures, in Georgian (the default language).
 */
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { i18n } from '@/i18n';
import { formatGel } from '@/shared/format';

const A = i18n.getFixedT('ka', 'accounts');

/** The greeting card's figure (balance or debt) as shown. */
export function figure(label: 'balance' | 'debt'): string {
  const term = screen.getByText(A(`greeting.${label}`), { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** Waits until the greeting shows `gel` as the figure. */
export async function expectFigure(label: 'balance' | 'debt', gel: number) {
  await waitFor(() => expect(figure(label)).toBe(formatGel(gel, 'ka')));
}

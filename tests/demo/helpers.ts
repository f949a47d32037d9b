/**
 * Shared steps of the demo console tests: the whole app (renderApp / renderSignedIn), the console
 * opened from the footer like a person does, its tabs, its result line, and the figures of the
 * open screens (greeting, parcel tabs, bell). Texts are the Georgian ones (the default language),
 * written by the app's own i18n instance so plurals and values are those the app shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { i18n } from '@/i18n';
import type { User } from '../render';
export { expectFigure, figure } from '../helpers/greeting';
import { request } from '../mocks/helpers';

/** The console's words (namespace demo) and the shell's (common), in Georgian. */
export const D = i18n.getFixedT('ka', 'demo');
export const C = i18n.getFixedT('ka', 'common');
export const A = i18n.getFixedT('ka', 'accounts');

export type Tab = 'personas' | 'staff' | 'messages' | 'scenarios' | 'data' | 'faults' | 'vitals';

/** Opens the console with the footer's button; resolves with the dialog. */
export async function openConsole(user: User): Promise<HTMLElement> {
  const footer = within(screen.getByRole('contentinfo'));
  await user.click(footer.getByRole('button', { name: C('footer.demoConsole') }));
  return screen.findByRole('dialog', { name: D('title') });
}

/** Closes the console with Escape and waits until it is gone. */
export async function closeConsole(user: User) {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: D('title') })).toBeNull());
}

/** Selects a tab of the console; resolves with its panel once the panel has loaded what it shows. */
export async function openTab(dialog: HTMLElement, user: User, tab: Tab): Promise<HTMLElement> {
  await user.click(within(dialog).getByRole('tab', { name: D(`tabs.${tab}`) }));
  const panel = await within(dialog).findByRole('tabpanel', { name: D(`tabs.${tab}`) });
  await waitFor(() => expect(within(panel).queryByText(C('state.loading'))).toBeNull());
  return panel;
}

/** Waits until the console's result line says `text` (a string or a pattern). */
export async function expectResult(dialog: HTMLElement, text: string | RegExp) {
  const status = within(dialog).getByRole('status', { name: D('result.label') });
  await waitFor(() => expect(status).toHaveTextContent(text));
}

/** The staff tab at `stage`; resolves with the panel once that stage's parcels are listed. */
export async function staffAt(
  dialog: HTMLElement,
  user: User,
  stage: 'waiting' | 'stock' | 'sent' | 'arrived' | 'obtained',
) {
  const panel = await openTab(dialog, user, 'staff');
  const select = await within(panel).findByLabelText(D('staff.stage'));
  await user.selectOptions(select, D(`stages.${stage}`));
  await waitFor(() => expect(within(panel).queryByRole('status')).toBeNull()); // loaded
  return panel;
}

// ------------------------------------------------------------------ the open screens

/** A parcel tab's accessible name with its count: "საწყობში ამანათები: 3". */
const TAB_NAMES = {
  waiting: 'მოლოდინში',
  stock: 'საწყობში',
  sent: 'გამოგზავნილი',
  arrived: 'ჩამოსული',
  obtained: 'მიღებული',
} as const;

/** Waits until the dashboard's tab shows `count` parcels. */
export async function expectTabCount(stage: keyof typeof TAB_NAMES, count: number) {
  const tablist = await screen.findByRole('tablist', { name: 'ჩემი ამანათები' });
  const name = new RegExp(`^${TAB_NAMES[stage]} ამანათები:\\s?${count}$`);
  await waitFor(() => expect(within(tablist).getByRole('tab', { name })).toBeInTheDocument());
}

/** The customer's debt as the API says it (GEL). */
export async function apiDebt(token: string): Promise<number> {
  return (await request<{ deptSum: number }>('/api/product/debtSum', { token })).body.deptSum;
}

/** Waits until the bell's name says `count` unread notifications. */
export async function expectBell(count: number) {
  const header = within(screen.getByRole('banner'));
  await header.findByRole('button', { name: C('bell.labelWithCount', { count }) });
}

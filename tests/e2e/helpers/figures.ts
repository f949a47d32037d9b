// The figures a person reads on the page (the greeting card's balance and debt), as numbers, and
// how often a test polls one that is on its way.
import { expect, type Page } from '@playwright/test';

/** A figure as shown ("1 234,56 ₾", "125.50") as a number. */
export const amount = (text: string) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.'));

/** The greeting card's figure `label` ("ბალანსი", "დავალიანება") as a number. */
export async function greetingFigure(page: Page, label: string) {
  const figure = page.locator('.greeting-figures div', { hasText: label }).locator('dd');
  return amount(await figure.innerText());
}

/**
 * How often expect.poll reads a figure that is on its way: every quarter second, as a glance
 * would, rather than its default of every second once it has waited a little.
 */
export const POLL = { intervals: [100, 250] };

/** Waits until the greeting card's figure `label` equals `value`. */
export async function expectGreetingFigure(page: Page, label: string, value: number) {
  await expect.poll(() => greetingFigure(page, label), POLL).toBe(value);
}

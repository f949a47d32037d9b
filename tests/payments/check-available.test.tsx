/**
 * /checkAvailable, as the bank opens it in a browser: OK only for a card payment the portal
 * started, still pending, for exactly the amount asked; anything else is refused with neither
 * account nor amount (docs/product.md#payment-pages).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StartCardPaymentResponse } from '@/api';
import { request } from '../mocks/helpers';
import { apiSignIn } from '../helpers/session';
import { renderApp } from '../render';

async function pendingPayment(tetri: number): Promise<string> {
  const token = await apiSignIn('AX10001');
  const { body } = await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
    token,
    json: { amount: String(tetri), lari: String(tetri / 100), tetri: '00' },
  });
  return body.result._id;
}

const shown = async () => (await screen.findByText(/payment-avail-response/)).textContent ?? '';

describe('the /checkAvailable page', () => {
  it('shows OK with the account for a pending payment of that amount', async () => {
    const id = await pendingPayment(3000);
    renderApp({ route: `/checkAvailable?trx_id=${id}&o_amount=3000` });
    const xml = await shown();
    expect(xml).toContain('<code>1</code>');
    expect(xml).toContain('<id>AX10001</id><amount>3000</amount>');
  });

  it.each([
    ['an order never started', async () => 'trx_id=NEVER12345&o_amount=500000'],
    ['another amount', async () => `trx_id=${await pendingPayment(3000)}&o_amount=500000`],
  ])('refuses %s with code 2 and names nobody', async (_name, query) => {
    renderApp({ route: `/checkAvailable?${await query()}` });
    const xml = await shown();
    expect(xml).toContain('<code>2</code>');
    expect(xml).not.toMatch(/AX1000|<amount>/);
  });
});

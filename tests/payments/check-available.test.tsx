/**
 * /checkAvailable, as the bank opens it in a browser: OK only for a card payment the portal
 * started, still pending, for exactly the amount asked; anything else is refused with neither
 * account nor amount (docs/product.md#payment-pages).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StartCardPaymentResponse } from '@/api';
import { doc } from '../contract/openapi';
import { call, request } from '../mocks/helpers';
import { apiSignIn } from '../helpers/session';
import { renderApp } from '../render';

async function pendingPayment(tetri: number): Promise<string> {
  const token = await apiSignIn('AX10001');
  const { body } = await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
    token,
    json: {
      amount: String(tetri),
      lari: String(Math.floor(tetri / 100)),
      tetri: String(tetri % 100).padStart(2, '0'),
    },
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

describe("openapi.yaml's /checkAvailable", () => {
  type Examples = Record<string, { value: string }>;
  const examples = (status: string) =>
    (doc.paths['/checkAvailable'] as { get: { responses: Record<string, unknown> } }).get.responses[
      status
    ] as { content: { 'text/xml': { examples?: Examples; example?: string } } };
  const answered = async (query: string) => (await call(`/checkAvailable?${query}`)).text();

  it('gives, as examples, the answers the mock gives: code 1, and code 2 for any other order', async () => {
    const { available, notAvailable } = examples('200').content['text/xml'].examples!;
    const id = await pendingPayment(2550);
    const ok = await answered(
      `trx_id=7C1A2B3D4E5F60718293A4B5C6D7E8F9&o_order_id=${id}&o_amount=2550`,
    );
    expect(ok).toBe(available!.value);
    expect(await answered('trx_id=NEVER12345&o_amount=2550')).toBe(notAvailable!.value);
    expect(await answered('o_amount=2550')).toBe(examples('400').content['text/xml'].example);
  });
});

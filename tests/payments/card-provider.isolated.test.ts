/**
 * The card provider's URL: with a real backend the app builds it from
 * env.cardProviderUrl with the payment's query (amount, order id, account code, timestamp,
 * currency 981, success and failure return URLs); no provider configured → no page (the panel
 * then says "error on payment, contact the operator").
 */
import { describe, expect, it, vi } from 'vitest';
import type { StartCardPaymentResponse } from '@/api';
import { cardProviderUrl, readCardProviderQuery } from '@/shared/cardProvider';

const env = vi.hoisted(() => ({
  apiMocking: false,
  apiBase: '',
  ratesBase: '',
  cardProviderUrl: 'https://pay.example.ge/payment/start.wsm?lang=KA&merch_id=ABC123#top',
}));
vi.mock('@/config/env', () => ({ env }));

const started: StartCardPaymentResponse = {
  success: true,
  redirectUrl: '/demo-card?ignored=1',
  result: {
    _id: 'pay_0001',
    amount: 12.05,
    amountDB: 1205,
    userAXID: 'AX10001',
    createdAt: '2026-11-22T10:15:00.000Z',
    destination: 'balance',
    type: 'georgiancard',
    status: 'pending',
  },
};

describe('the provider page with a real backend', () => {
  it('is the configured page with the payment query added to its own', async () => {
    const { providerPage } = await import('@/features/payments/redirect');
    const url = new URL(providerPage(started)!);
    expect(`${url.origin}${url.pathname}`).toBe('https://pay.example.ge/payment/start.wsm');
    expect(url.hash).toBe('#top');
    expect(url.searchParams.get('merch_id')).toBe('ABC123');
    expect(url.searchParams.get('lang')).toBe('KA');
    expect(readCardProviderQuery(url.searchParams)).toEqual({
      orderId: 'pay_0001',
      amountTetri: 1205,
      account: 'AX10001',
      timestamp: '2026-11-22T10:15:00.000Z',
      successUrl: `${window.location.origin}/payments/success`,
      failUrl: `${window.location.origin}/payments/failed`,
    });
    expect(url.searchParams.get('currency')).toBe('981');
  });

  it('is none when no provider is configured', async () => {
    env.cardProviderUrl = '';
    const { providerPage } = await import('@/features/payments/redirect');
    expect(providerPage(started)).toBeNull();
  });
});

describe('the provider query', () => {
  const redirect = {
    orderId: 'o1',
    amountTetri: 250,
    account: 'AX1',
    timestamp: 't',
    successUrl: 'https://a/s',
    failUrl: 'https://a/f',
  };

  it('joins a page without a query, with one, and ending in ?', () => {
    expect(cardProviderUrl('/demo-card', redirect)).toMatch(/^\/demo-card\?o\.order_id=o1&/);
    expect(cardProviderUrl('https://p/x?a=1', redirect)).toMatch(
      /^https:\/\/p\/x\?a=1&o\.order_id/,
    );
    expect(cardProviderUrl('https://p/x?', redirect)).toMatch(/^https:\/\/p\/x\?o\.order_id/);
  });

  it('is read back only when complete', () => {
    const query = new URL(cardProviderUrl('https://p/x', redirect)).searchParams;
    expect(readCardProviderQuery(query)).toEqual(redirect);
    for (const key of ['o.order_id', 'o.amount', 'currency', 'o.account', 'back_url_s']) {
      const partial = new URLSearchParams(query);
      partial.delete(key);
      expect(readCardProviderQuery(partial)).toBeNull();
    }
    const zero = new URLSearchParams(query);
    zero.set('o.amount', '0');
    expect(readCardProviderQuery(zero)).toBeNull();
  });
});

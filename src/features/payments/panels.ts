import { definePanel } from '@/shared/panels/definePanel';

/**
 * Top up the balance by card. Opened with a param (a payment's missing amount, in tetri), the
 * fields come filled with it. The greeting card's Add balance (accounts) gets it from the app.
 */
export const addBalancePanel = definePanel('addBalance', () =>
  import('./AddBalancePanel').then((m) => m.AddBalancePanel),
);

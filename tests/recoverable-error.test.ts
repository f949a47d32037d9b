// The errors React recovers from while hydrating the prerendered page (src/app/recoverableError.ts):
// all are reported, but the mismatch a language chosen during hydration makes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onRecoverableError } from '@/app/recoverableError';
import { i18n } from '@/i18n';

const PRODUCTION_MISMATCH = new Error(
  'Minified React error #418; visit https://react.dev/errors/418?args[]=text&args[]= for the full message',
);
const DEVELOPMENT_MISMATCH = new Error(
  "Hydration failed because the server rendered text didn't match the client.",
);
const OTHER = new Error('Minified React error #419; visit https://react.dev/errors/419');

describe('errors React recovers from while hydrating', () => {
  const reported = vi.fn();
  beforeEach(() => vi.stubGlobal('reportError', reported));
  afterEach(() => {
    vi.unstubAllGlobals();
    reported.mockReset();
  });

  it('reports a hydration mismatch while the page is in Georgian, as it was prerendered', () => {
    onRecoverableError(PRODUCTION_MISMATCH);
    onRecoverableError(DEVELOPMENT_MISMATCH);
    expect(reported.mock.calls).toEqual([[PRODUCTION_MISMATCH], [DEVELOPMENT_MISMATCH]]);
  });

  it('leaves out the mismatch once another language is chosen, and reports every other error', async () => {
    await i18n.changeLanguage('ru');
    onRecoverableError(PRODUCTION_MISMATCH);
    onRecoverableError(DEVELOPMENT_MISMATCH);
    onRecoverableError(OTHER);
    onRecoverableError('not an Error');
    expect(reported.mock.calls).toEqual([[OTHER], ['not an Error']]);
  });
});

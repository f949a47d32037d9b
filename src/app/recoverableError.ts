import { i18n } from '@/i18n';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';

/**
 * `hydrateRoot`'s onRecoverableError: React reports the errors it recovers from itself (by
 * default with `reportError`). One is expected: the prerendered page is Georgian, and once another
 * language is chosen, the parts hydrated after the choice render in it against the Georgian HTML.
 * React then renders those parts anew in the browser, which is what the visitor asked for: that
 * mismatch (React's error 418, as its production and development builds word it) is not reported.
 */
export function onRecoverableError(error: unknown): void {
  if (i18n.language === DEFAULT_LANGUAGE || !/#418\b|Hydration failed because/.test(String(error)))
    reportError(error);
}

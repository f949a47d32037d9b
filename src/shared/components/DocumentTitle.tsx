import { pageTitle } from '@/config/company';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { useLanguage } from '@/i18n/useLanguage';

/**
 * The browser tab's title of a page with a name of its own, in the visitor's language:
 * "Notifications · Parcel Portal · Parcels from abroad to Georgia" (docs/product.md#layout). React
 * hoists the element into <head> before index.html's title, the Georgian product title, and takes
 * it away with the page.
 */
export function DocumentTitle({ children }: { children: string }) {
  const language = useLanguage();
  return <title>{`${children} · ${pageTitle(language)}`}</title>;
}

/**
 * The product's title alone, for a page without a name of its own. In Georgian it is index.html's
 * own title (DEFAULT_LANGUAGE), so nothing is rendered: the prerendered first screen stays the page the browser
 * hydrates.
 */
export function ProductTitle() {
  const language = useLanguage();
  return language === DEFAULT_LANGUAGE ? null : <title>{pageTitle(language)}</title>;
}

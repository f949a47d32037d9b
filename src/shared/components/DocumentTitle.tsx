import { pageTitle } from '@/config/company';

/**
 * The browser tab's title of a page with a name of its own: "Notifications · Parcel Portal ·
 * <tagline>" (docs/product.md#layout). React hoists the element into <head> before index.html's
 * title, the product's alone, and takes it away with the page.
 */
export function DocumentTitle({ children }: { children: string }) {
  return <title>{`${children} · ${pageTitle}`}</title>;
}

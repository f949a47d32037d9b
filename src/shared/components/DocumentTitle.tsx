import { pageTitle } from '@/config/company';

/**
 * The browser tab's title for one screen: "Notifications · Parcel Portal · <tagline>". The
 * product name and the Georgian tagline (docs/product.md#layout) stay; the screen's name comes
 * first. React hoists the element into <head> and takes it away with the screen, so the layout's
 * title (usePageTitle) comes back on the next page.
 */
export function DocumentTitle({ children }: { children: string }) {
  return <title>{`${children} · ${pageTitle}`}</title>;
}

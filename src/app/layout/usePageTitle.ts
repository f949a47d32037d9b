import { useEffect } from 'react';
import { pageTitle } from '@/config/company';

/** The page title is the product name plus the Georgian tagline (docs/product.md#layout). */
export function usePageTitle(): void {
  useEffect(() => {
    document.title = pageTitle;
  }, []);
}

import { useEffect } from 'react';
import { pageTitle } from '@/config/company';

/** Spec §2: the page title is the product name plus the Georgian tagline. */
export function usePageTitle(): void {
  useEffect(() => {
    document.title = pageTitle;
  }, []);
}

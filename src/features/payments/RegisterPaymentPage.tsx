import { pageTitle } from '@/config/company';

/**
 * /registerPayment/{id?}: outside the layout, an empty page (spec §2). The provider's return
 * lands here in the original service; nothing is shown but the document title.
 */
export function RegisterPaymentPage() {
  return <title>{pageTitle}</title>;
}

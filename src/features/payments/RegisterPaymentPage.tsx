import { ProductTitle } from '@/shared/components/DocumentTitle';

/**
 * /registerPayment/{id?}: outside the layout, an empty page (docs/product.md#payment-pages). The
 * provider's return lands here in the original service; nothing is shown but the document title.
 */
export function RegisterPaymentPage() {
  return <ProductTitle />;
}

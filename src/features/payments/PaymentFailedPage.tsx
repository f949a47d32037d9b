import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function PaymentFailedPage() {
  return <PlaceholderPage titleKey="toast.error" />;
}

import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function PaymentSuccessPage() {
  return <PlaceholderPage titleKey="toast.success" />;
}

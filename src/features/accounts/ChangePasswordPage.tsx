import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function ChangePasswordPage() {
  return <PlaceholderPage titleKey="userMenu.changePassword" />;
}

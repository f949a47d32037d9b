import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function ProfilePage() {
  return <PlaceholderPage titleKey="userMenu.profile" />;
}

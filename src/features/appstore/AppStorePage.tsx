import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function AppStorePage() {
  return <PlaceholderPage titleKey="nav.appstore" />;
}

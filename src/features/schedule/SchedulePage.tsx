import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function SchedulePage() {
  return <PlaceholderPage titleKey="nav.schedule" />;
}

import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function ServicesPage() {
  return <PlaceholderPage titleKey="nav.services" />;
}

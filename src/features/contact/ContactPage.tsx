import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function ContactPage() {
  return <PlaceholderPage titleKey="nav.contact" />;
}

import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function TermsPage() {
  return <PlaceholderPage titleKey="nav.terms" />;
}

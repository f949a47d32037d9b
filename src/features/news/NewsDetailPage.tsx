import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function NewsDetailPage() {
  return <PlaceholderPage titleKey="nav.news" />;
}

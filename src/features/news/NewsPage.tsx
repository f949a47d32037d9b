import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function NewsPage() {
  return <PlaceholderPage titleKey="nav.news" />;
}

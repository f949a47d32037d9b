import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function TariffsPage() {
  return <PlaceholderPage titleKey="nav.tariffs" />;
}

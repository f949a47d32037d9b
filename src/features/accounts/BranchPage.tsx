import { PlaceholderPage } from '@/shared/components/PlaceholderPage';

export function BranchPage() {
  return <PlaceholderPage titleKey="userMenu.chooseBranch" />;
}

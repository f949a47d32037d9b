import { useTranslation } from 'react-i18next';
import type { Branch } from '@/api';
import { BRANCH_CITIES, branchesOf } from '@/shared/branches';
import { useCityName } from './useCityOptions';

/** Branch names in the current language. */
export function useBranchName() {
  const { t } = useTranslation('accounts');
  return (branch: Branch) => String(t(`branches.${branch}`));
}

/** Every branch, grouped by city (for one select). Cities without a branch are left out. */
export function useBranchGroups() {
  const cityName = useCityName();
  const branchName = useBranchName();
  return BRANCH_CITIES.filter((entry) => entry.branches.length > 0).map((entry) => ({
    label: cityName(entry.city),
    options: branchesOf(entry.city).map((branch) => ({ value: branch, label: branchName(branch) })),
  }));
}

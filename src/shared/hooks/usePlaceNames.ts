/** City and branch names in the current language, and the select options built from them. */
import { useTranslation } from 'react-i18next';
import type { Branch } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { BRANCH_CITIES, branchesOf } from '@/shared/branches';
import {
  CITY_KEYS,
  fallbackCityName,
  LARGEST_CITIES,
  sortedCities,
  type CityKey,
} from '@/shared/cities';

/** A city's name in the current language (an unknown key reads as a name, _NEW_TOWN_ → New Town). */
export function useCityName() {
  const { t } = useTranslation('common');
  return (city: string) =>
    city
      ? String(t(`cities.${city}` as never, { defaultValue: fallbackCityName(city) } as never))
      : '';
}

/**
 * A city list (the customers' one by default) as a select's choices: the largest cities first,
 * by size, then the others in alphabetical order of the current language, each under its heading
 * (docs/product.md#sign-up). `extra` keeps a stored value the list does not know, so the select
 * shows it.
 */
export function useCityChoices(extra?: string, cities: readonly string[] = CITY_KEYS) {
  const { t } = useTranslation('common');
  const lng = useLanguage();
  const cityName = useCityName();
  const keys: string[] = [...cities];
  if (extra && !keys.includes(extra)) keys.push(extra);
  const option = (key: string) => ({ value: key, label: cityName(key) });
  const largest = LARGEST_CITIES.filter((key) => keys.includes(key));
  const others = keys.filter((key) => !largest.includes(key as CityKey));
  const sorted = sortedCities(others, cityName, lng).map(({ key }) => option(key));
  if (largest.length === 0) return { options: sorted, groups: [] };
  return {
    options: [],
    groups: [
      { label: t('cityGroups.largest'), options: largest.map(option) },
      { label: t('cityGroups.others'), options: sorted },
    ],
  };
}

/** Branch names in the current language. */
export function useBranchName() {
  const { t } = useTranslation('common');
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

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { CITY_KEYS, fallbackCityName, sortedCities } from '@/shared/cities';

/** A city's name in the current language (an unknown key reads as a name, _NEW_TOWN_ → New Town). */
export function useCityName() {
  const { t } = useTranslation('accounts');
  return (city: string) =>
    city
      ? String(t(`cities.${city}` as never, { defaultValue: fallbackCityName(city) } as never))
      : '';
}

/** The city list as select options, in alphabetical order of the current language. */
export function useCityOptions(extra?: string) {
  const lng = useLanguage();
  const cityName = useCityName();
  return useMemo(() => {
    const keys: string[] = [...CITY_KEYS];
    // Keep a stored value the list does not know, so the select can show it.
    if (extra && !keys.includes(extra)) keys.push(extra);
    return sortedCities(keys, cityName, lng).map(({ key, name }) => ({ value: key, label: name }));
    // cityName changes with the language, which lng already tracks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lng, extra]);
}

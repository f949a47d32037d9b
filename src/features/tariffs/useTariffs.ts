import { useEffect } from 'react';
import { useGetTariffsQuery, type TariffCountry, type TariffType } from '@/api';

export const TARIFF_COUNTRIES: readonly TariffCountry[] = [1, 2, 3];
export const TARIFF_TYPES: readonly TariffType[] = [1, 2, 3];

/** Translation key of each country code (1 China, 2 USA, 3 Turkey). */
export const COUNTRY_KEY = { 1: 'china', 2: 'usa', 3: 'turkey' } as const;
/** Translation key of each tariff type (1 individual, 2 organisation, 3 personal parcels). */
export const TYPE_KEY = { 1: 'individual', 2: 'organisation', 3: 'personal' } as const;

/**
 * The tariffs (USD per kg) with a lookup by country and type. A failed fetch is only logged
 * (docs/product.md#refusals-and-errors): callers show a dash where a price is missing.
 */
export function useTariffs() {
  const query = useGetTariffsQuery();
  const { isError, error } = query;

  useEffect(() => {
    if (isError) console.error('Tariffs could not be loaded', error);
  }, [isError, error]);

  const table = new Map<string, number>();
  for (const tariff of query.data?.tariffs ?? [])
    table.set(`${tariff.country}:${tariff.type}`, tariff.amount);
  const price = (country: TariffCountry, type: TariffType) => table.get(`${country}:${type}`);

  return {
    price,
    isLoading: query.isLoading,
    isError,
    hasData: (query.data?.tariffs.length ?? 0) > 0,
    /** Which answer is shown (`DataAge`). */
    fulfilledAt: query.fulfilledTimeStamp,
  };
}

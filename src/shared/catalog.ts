/**
 * What a customer can declare (docs/product.md#catalogue): the 20 product categories, the sending
 * countries with their online shops, and the currencies of a declared amount. Used by the parcel
 * forms, the parcel lists and the mock backend. Names are translated in the `parcels` namespace
 * (`categories.<key>`); shop names are brands and stay as they are.
 */
import type { CountryId, Currency, ProductCategory } from '@/api';
import { company } from '@/config/company';

export const PRODUCT_CATEGORIES = [
  'ELECTRONIC_DEVICES',
  'BAGS_AND_HOLDERS',
  'SHOES',
  'TELEPHONE_AND_NETWORK_DEVICES',
  'CLOTHING',
  'FOOD_SUPPLEMENTS',
  'TOYS_AND_SPORTS',
  'WATCHES',
  'PERFUMERY_AND_COSMETICS',
  'OPTICAL_AND_PHOTO',
  'PRINTED_PRODUCTS',
  'MUSICAL_INSTRUMENTS',
  'GLASSWARE',
  'MEDICATIONS',
  'COMPUTERS_AND_LAPTOPS',
  'TOOLS',
  'LIGHTING',
  'BIJOUTERIE',
  'AUTO_PARTS',
  'VARIOUS_FINISHED_PRODUCTS',
] as const satisfies readonly ProductCategory[];

/** Sending countries in the order the portal lists them, with their key in counts and names. */
export const SENDING_COUNTRIES = [
  { id: '1', key: 'china' },
  { id: '2', key: 'usa' },
  { id: '3', key: 'turkey' },
] as const satisfies readonly { id: CountryId; key: string }[];

export type CountryKey = (typeof SENDING_COUNTRIES)[number]['key'];

export function countryKey(id: CountryId): CountryKey {
  return SENDING_COUNTRIES.find((country) => country.id === id)?.key ?? 'china';
}

/** The shop key of "another shop"; its name travels in `shopOther` / `otherShop`. */
export const OTHER_SHOP = '_OTHER_SHOP_';

/** Online shops by sending country, with the names customers know them by. */
export const SHOPS: Record<CountryId, readonly { key: string; name: string }[]> = {
  '1': [
    { key: 'taobao', name: 'Taobao' },
    { key: 'aliexpress', name: 'AliExpress' },
    { key: 'alibaba', name: 'Alibaba' },
    { key: 'tmall', name: 'Tmall' },
    { key: 'pindoudou', name: 'Pinduoduo' },
  ],
  '2': [
    { key: 'ebay', name: 'eBay' },
    { key: 'amainhobbies', name: 'AmainHobbies' },
    { key: 'amazon', name: 'Amazon' },
    { key: '6pm', name: '6pm' },
    { key: 'boxycharm', name: 'BoxyCharm' },
    { key: 'shein', name: 'SHEIN' },
  ],
  '3': [
    { key: 'trendyol', name: 'Trendyol' },
    { key: 'hepsiburada', name: 'Hepsiburada' },
    { key: 'fashfed', name: 'Fashfed' },
    { key: company.turkishShopHost, name: company.turkishShopHost },
  ],
};

/** A shop key's display name (brand names are not translated); unknown keys show as they are. */
export function shopName(key: string): string {
  for (const shops of Object.values(SHOPS)) {
    const shop = shops.find((entry) => entry.key === key);
    if (shop) return shop.name;
  }
  return key;
}

/** Currencies a declared amount may be in. */
export const DECLARED_CURRENCIES = [
  'USD',
  'EUR',
  'CNY',
  'TRY',
  'GEL',
] as const satisfies readonly Currency[];

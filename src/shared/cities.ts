/**
 * Georgian towns and resorts a customer can live in or have a parcel delivered to
 * (docs/product.md#catalogue: "about 90", values like _TBILISI_). Names are translated in the
 * `accounts` namespace under `cities.<key>`; sort with `sortedCities()` for the current language.
 */
import type { Language } from '@/i18n/languages';
import { LOCALE } from '@/i18n/languages';

export const CITY_KEYS = [
  '_TBILISI_',
  '_BATUMI_',
  '_KUTAISI_',
  '_RUSTAVI_',
  '_GORI_',
  '_ZUGDIDI_',
  '_POTI_',
  '_KOBULETI_',
  '_KHASHURI_',
  '_SAMTREDIA_',
  '_SENAKI_',
  '_ZESTAPONI_',
  '_MARNEULI_',
  '_TELAVI_',
  '_AKHALTSIKHE_',
  '_OZURGETI_',
  '_KASPI_',
  '_CHIATURA_',
  '_TSKALTUBO_',
  '_SAGAREJO_',
  '_GARDABANI_',
  '_BORJOMI_',
  '_TKIBULI_',
  '_KHONI_',
  '_BOLNISI_',
  '_AKHALKALAKI_',
  '_GURJAANI_',
  '_MTSKHETA_',
  '_KVARELI_',
  '_AKHMETA_',
  '_KARELI_',
  '_LANCHKHUTI_',
  '_TSALENJIKHA_',
  '_DUSHETI_',
  '_SACHKHERE_',
  '_DEDOPLISTSKARO_',
  '_LAGODEKHI_',
  '_NINOTSMINDA_',
  '_ABASHA_',
  '_TSNORI_',
  '_TERJOLA_',
  '_MARTVILI_',
  '_JVARI_',
  '_KHOBI_',
  '_VANI_',
  '_BAGHDATI_',
  '_VALE_',
  '_TETRITSKARO_',
  '_TSALKA_',
  '_DMANISI_',
  '_ONI_',
  '_AMBROLAURI_',
  '_SIGHNAGHI_',
  '_TSAGERI_',
  '_CHOKHATAURI_',
  '_ADIGENI_',
  '_ASPINDZA_',
  '_MESTIA_',
  '_STEPANTSMINDA_',
  '_TIANETI_',
  '_KHULO_',
  '_KEDA_',
  '_SHUAKHEVI_',
  '_KHELVACHAURI_',
  '_CHKHOROTSKU_',
  '_LENTEKHI_',
  '_KHARAGAULI_',
  '_KAZRETI_',
  '_AGARA_',
  '_SURAMI_',
  '_ZHINVALI_',
  '_PASANAURI_',
  '_TSEROVANI_',
  '_BAKURIANI_',
  '_GUDAURI_',
  '_UREKI_',
  '_SHEKVETILI_',
  '_ANAKLIA_',
  '_GONIO_',
  '_KVARIATI_',
  '_SARPI_',
  '_CHAKVI_',
  '_TSIKHISDZIRI_',
  '_MAKHINJAURI_',
  '_GRIGOLETI_',
  '_SUPSA_',
  '_NATANEBI_',
  '_SAIRME_',
  '_ABASTUMANI_',
  '_MANGLISI_',
  '_KOJORI_',
  '_TSKNETI_',
  '_SHOVI_',
  '_NABEGHLAVI_',
] as const;

export type CityKey = (typeof CITY_KEYS)[number];

/** The five largest cities, largest first: the top of every list of towns. */
export const LARGEST_CITIES: readonly CityKey[] = [
  '_TBILISI_',
  '_BATUMI_',
  '_KUTAISI_',
  '_RUSTAVI_',
  '_GORI_',
];

const KNOWN = new Set<string>(CITY_KEYS);

export function isCityKey(value: unknown): value is CityKey {
  return typeof value === 'string' && KNOWN.has(value);
}

/** Translation key of a city's name (namespace-qualified, usable from any feature). */
export function cityLabelKey(city: string): string {
  return `common:cities.${city}`;
}

/**
 * A city key the list does not know (an old record) still reads as a name: _NEW_TOWN_ → New Town.
 */
export function fallbackCityName(city: string): string {
  return city
    .split('_')
    .filter(Boolean)
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join(' ');
}

const collators = new Map<Language, Intl.Collator>();

/** The cities in alphabetical order of their names in `lng`. */
export function sortedCities<K extends string>(
  keys: readonly K[],
  name: (key: K) => string,
  lng: Language,
): { key: K; name: string }[] {
  let collator = collators.get(lng);
  if (!collator) {
    collator = new Intl.Collator(LOCALE[lng]);
    collators.set(lng, collator);
  }
  const sort = collator;
  return keys.map((key) => ({ key, name: name(key) })).sort((a, b) => sort.compare(a.name, b.name));
}

/**
 * Courier delivery tariffs in GEL by weight tier (spec §9). Numbers here; the page shows them
 * with two decimals in the current language (formatGel / formatAmount of shared/format).
 */
export const COURIER_TIERS = ['upTo5', 'from5to10', 'from10to15', 'from15to20'] as const;

export const COURIER_TARIFFS = {
  tbilisi: [5, 7, 9, 11],
  outskirts: [8, 13, 18, 22],
} as const;

/** Added for a village or small town. */
export const COURIER_VILLAGE_SURCHARGE = 4;

/**
 * The three Tbilisi branches (docs/product.md#branches) with their place on the drawn map (600 ×
 * 400).
 */
export const TBILISI_BRANCHES = [
  { key: 'didube', x: 206, y: 158 },
  { key: 'gldani', x: 392, y: 74 },
  { key: 'isani', x: 476, y: 262 },
] as const;

export type BranchKey = (typeof TBILISI_BRANCHES)[number]['key'];

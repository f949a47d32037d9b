/**
 * Pick-up branches (docs/product.md#branches): didube, gldani and isani in Tbilisi, kutaisi_1 in
 * Kutaisi. Batumi and Gori are shown as cities with no branch to choose yet. A stored `qurdiani`
 * (an old branch) reads as didube; a customer without a branch uses the default, didube.
 * Names are translated in the `common` namespace (`branches.<value>`, `cities.<key>`).
 * The one list of branches: the forms and the mock backend (mocks/lib/enums.ts) use it.
 */
import type { Branch } from '@/api';

export const BRANCHES = [
  'didube',
  'gldani',
  'isani',
  'kutaisi_1',
] as const satisfies readonly Branch[];
export const DEFAULT_BRANCH: Branch = 'didube';
/** An old branch still found in stored records; it reads as didube. */
export const LEGACY_BRANCH = 'qurdiani';
const LEGACY: Record<string, Branch> = { [LEGACY_BRANCH]: 'didube' };

/** The cities of the branch choice, in display order, with the branches of each. */
export const BRANCH_CITIES = [
  { city: '_TBILISI_', branches: ['didube', 'gldani', 'isani'] },
  { city: '_KUTAISI_', branches: ['kutaisi_1'] },
  { city: '_BATUMI_', branches: [] },
  { city: '_GORI_', branches: [] },
] as const satisfies readonly { city: string; branches: readonly Branch[] }[];

export type BranchCity = (typeof BRANCH_CITIES)[number]['city'];

export function isBranch(value: unknown): value is Branch {
  return typeof value === 'string' && (BRANCHES as readonly string[]).includes(value);
}

/** A stored branch value as a current branch: qurdiani → didube; unknown or empty → null. */
export function normaliseBranch(value: string | null | undefined): Branch | null {
  if (!value) return null;
  if (isBranch(value)) return value;
  return LEGACY[value] ?? null;
}

/** The branches of a city (empty for Batumi, Gori and cities outside the list). */
export function branchesOf(city: string): readonly Branch[] {
  return BRANCH_CITIES.find((entry) => entry.city === city)?.branches ?? [];
}

/** The city a branch is in. */
export function cityOfBranch(branch: Branch): BranchCity {
  return (
    BRANCH_CITIES.find((entry) => (entry.branches as readonly Branch[]).includes(branch))?.city ??
    '_TBILISI_'
  );
}

/** Translation key of a branch's name (namespace-qualified, usable from any feature). */
export function branchLabelKey(branch: Branch): string {
  return `common:branches.${branch}`;
}

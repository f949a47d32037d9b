/** docs/bench-results.md: where the benches append their medians. */
export const RESULTS_FILE: string;

/** Appends one dated section (commit, machine, a table of `rows`) to the results file. */
export function recordResults(
  title: string,
  rows: Record<string, string | number>[],
  options: { complete: boolean; file?: string },
): void;

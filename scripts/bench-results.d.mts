/** docs/bench-results.md: where the benches append their medians. */
export const RESULTS_FILE: string;
/** How many runs the results file keeps, newest last. */
export const KEPT_RUNS: number;

/** Adds one dated section (commit, machine, a table of `rows`) to the results file; keeps the last KEPT_RUNS. */
export function recordResults(
  title: string,
  rows: Record<string, string | number>[],
  options: { complete: boolean; file?: string },
): void;

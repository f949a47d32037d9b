// The benches' results file: each whole run of `npm run bench` or `npm run bench:parcels` appends
// its medians to docs/bench-results.md as one dated section (commit, machine, table), so figures
// are recorded by the script that measured them and never pasted into prose. The file keeps the
// last run of each bench; older ones are in git. A partial run (BENCH_ONLY, fewer runs than the
// default) is not recorded unless BENCH_RECORD=1 asks for it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';

export const RESULTS_FILE = 'docs/bench-results.md';
/** The bench a section's title names: its words before the first ": " ("npm run bench"). */
const benchOf = (title) => title.split(': ')[0];

const HEADER = `# Bench results

Written by \`npm run bench\` and \`npm run bench:parcels\` (scripts/bench-results.mjs): the last run
of each, newest last; older ones are in git. Each section is one whole run: its medians, the commit
it measured and the machine. Compare runs of the same hour and machine only.
`;

function commit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    // The results file itself does not count: one bench may record two sections in a run.
    const dirty = execFileSync(
      'git',
      ['status', '--porcelain', '--untracked-files=no', '--', '.', `:!${RESULTS_FILE}`],
      { encoding: 'utf8' },
    ).trim();
    return dirty ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'unknown commit';
  }
}

function machine() {
  const model = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  const memory = Math.round(totalmem() / 2 ** 30);
  return `${availableParallelism()} cores (${model}), ${memory} GiB, Node ${process.versions.node}`;
}

/**
 * Adds one section to the results file, `title` and then a Markdown table of `rows` (objects with
 * the same keys, in column order), in place of the same bench's earlier section. `complete` says
 * whether this was a whole run; `file` is for tests.
 */
export function recordResults(title, rows, { complete, file = RESULTS_FILE }) {
  if (!complete && process.env.BENCH_RECORD !== '1') {
    console.log(`(a partial run: not recorded in ${file}; BENCH_RECORD=1 records it)`);
    return;
  }
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const section = [
    '',
    `## ${stamp} UTC · ${title}`,
    '',
    `Commit ${commit()}; ${machine()}.`,
    '',
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((column) => String(row[column])))),
    '',
  ].join('\n');
  const earlier = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split(/\n(?=## )/)
        .slice(1)
    : [];
  const others = earlier.filter(
    (text) => benchOf(/^## .*? · (.*)$/m.exec(text)?.[1] ?? '') !== benchOf(title),
  );
  const kept = [...others.map((text) => `\n${text.trimEnd()}\n`), section];
  writeFileSync(file, HEADER + kept.join(''));
  console.log(`Recorded in ${file}.`);
}

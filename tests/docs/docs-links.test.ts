/**
 * Links into the documentation lead somewhere. Code comments, the contract and the docs cite the
 * product's rules as `docs/product.md#<heading>` (and the other pages of docs/ likewise); a link
 * whose page is missing, or whose heading was renamed, fails here with its file and line. Every
 * link of README.md and docs/*.md (`[…](other-page.md#…)`, `[…](#…)`, `[…](../openapi.yaml)`)
 * must lead to an existing file, and to an existing heading when it names one. Anchors are
 * computed from the headings as GitHub does: lower case, punctuation dropped (letters of any
 * script, digits, `_` and `-` kept), spaces become hyphens, and a repeated heading gets `-1`,
 * `-2` ….
 *
 * The brief the portal was first built from is not in the repository: nothing may cite it by its
 * old section numbers or point at the folder it came from.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** Where references are looked for: folders (recursively) and single files, from the root. */
const SCANNED = [
  'src',
  'mocks',
  'scripts',
  'tests',
  'docs',
  'openapi.yaml',
  'README.md',
  'index.html',
  'vite.config.ts',
  'eslint.config.js',
  '.size-limit.mjs',
];
const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|ya?ml|md|css|scss|html)$/;
const SKIPPED = /(?:^|\/)(?:node_modules|dist|src\/api\/generated)\//;

/** The scanned files git tracks or would track (not ignored), or every file when git is absent. */
function scannedFiles(): string[] {
  let files: string[];
  try {
    files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\n')
      .filter(Boolean);
  } catch {
    files = SCANNED.flatMap((entry) => walk(entry));
  }
  return files.filter(
    (file) =>
      SCANNED.some((entry) => file === entry || file.startsWith(`${entry}/`)) &&
      TEXT_FILE.test(file) &&
      !SKIPPED.test(file) &&
      existsSync(join(ROOT, file)),
  );
}

function walk(entry: string): string[] {
  const path = join(ROOT, entry);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [entry];
  return readdirSync(path).flatMap((name) => walk(`${entry}/${name}`));
}

// ------------------------------------------------------------------ anchors
/** The GitHub anchor of a heading's text (github-slugger, without the repeat suffix). */
export function slug(heading: string): string {
  const text = heading
    .trim()
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/`([^`]*)`/g, '$1') // code: its text
    .replace(/\*\*(.+?)\*\*|\*(.+?)\*/g, (_match, bold: string, em: string) => bold ?? em);
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a markdown text: its headings (outside code blocks) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (opening) {
      if (fence === null) fence = opening[1]![0]!;
      else if (opening[1]![0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const [, id] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id!);
  }
  return anchors;
}

// ------------------------------------------------------------------ references
interface Reference {
  file: string;
  line: number;
  /** The target as written. */
  text: string;
  /** The file it leads to, from the root. */
  target: string;
  anchor: string | null;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * `docs/<page>.md#<anchor>` in any file (paths from the root). A page named without an anchor is
 * not a link (a script may name the file it is about to write); markdown links are all checked.
 */
const DOCS_REFERENCE = /(?<![\w./-])(?:\.\/)?(docs\/[\w.-]+\.md)#([\p{L}\p{M}\p{N}_-]+)/gu;
/** A markdown link's target: `[text](target)`. */
const MARKDOWN_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

function referencesOf(file: string, text: string): Reference[] {
  const references: Reference[] = [];
  let prose = text;
  if (file.endsWith('.md')) {
    // Links resolve from the page's own folder, as GitHub resolves them.
    prose = text.replace(MARKDOWN_LINK, (match, target: string, offset: number) => {
      if (!/^[a-z][a-z+.-]*:/i.test(target)) {
        const hash = target.indexOf('#');
        const path = hash < 0 ? target : target.slice(0, hash);
        const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
        references.push({
          file,
          line: lineAt(text, offset),
          text: target,
          target: path === '' ? file : relative(ROOT, resolve(ROOT, dirname(file), path)),
          anchor,
        });
      }
      return ' '.repeat(match.length);
    });
  }
  for (const match of prose.matchAll(DOCS_REFERENCE)) {
    references.push({
      file,
      line: lineAt(text, match.index),
      text: match[0],
      target: match[1]!,
      anchor: match[2]!,
    });
  }
  return references;
}

/** What no file may contain any more: citations of the old brief and of the folder it was in. */
const FORBIDDEN: [RegExp, string][] = [
  [/spec\s+§/i, 'cites the old brief by section: link docs/product.md#… instead'],
  [/\.\.\/shared\b/, 'points outside the repository: link docs/… instead'],
  [/shared\/spec|portal[-]spec/, 'names the old brief: link docs/product.md#… instead'],
  [
    /(?<!docs\/)\bdecisions\.md/,
    'cites the old rulings page: link docs/product.md#… (rulings) instead',
  ],
];

// ------------------------------------------------------------------ the checks
const files = scannedFiles();
const texts = new Map(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
const anchorCache = new Map<string, Set<string>>();
function anchorsOfFile(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = anchorsOf(texts.get(file) ?? readFileSync(join(ROOT, file), 'utf8'));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** Every broken reference, as "file:line: what". */
function brokenReferences(): string[] {
  const broken: string[] = [];
  for (const [file, text] of texts) {
    for (const ref of referencesOf(file, text)) {
      const where = `${ref.file}:${ref.line}: ${ref.text}`;
      const path = join(ROOT, ref.target);
      if (!existsSync(path)) {
        broken.push(`${where}: ${ref.target} does not exist`);
        continue;
      }
      if (ref.anchor === null || ref.anchor === '' || !ref.target.endsWith('.md')) continue;
      if (!anchorsOfFile(ref.target).has(ref.anchor)) {
        broken.push(`${where}: ${ref.target} has no heading with the anchor #${ref.anchor}`);
      }
    }
  }
  return broken;
}

describe('links into docs/', () => {
  it('scans the sources and finds the docs', () => {
    expect(files.some((file) => file.startsWith('src/'))).toBe(true);
    expect(files).toContain('docs/product.md');
  });

  it('computes anchors as GitHub does', () => {
    const anchors = anchorsOf(
      [
        '## 4. Stages, states and transitions',
        '### The 300 GEL rule',
        '### `/checkAvailable` and **XML**',
        '## ამანათები უცხოეთიდან',
        '### Routes',
        '### Routes',
        '```',
        '## Not a heading',
        '```',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      '4-stages-states-and-transitions',
      'the-300-gel-rule',
      'checkavailable-and-xml',
      'ამანათები-უცხოეთიდან',
      'routes',
      'routes-1',
    ]);
  });

  it('every docs/ page and heading a file links to exists', () => {
    expect(brokenReferences()).toEqual([]);
  });

  it('nothing cites the old brief or the folder outside the repository', () => {
    const found: string[] = [];
    for (const [file, text] of texts) {
      for (const [pattern, message] of FORBIDDEN) {
        if (file.startsWith('docs/') && pattern.source.includes('decisions')) continue;
        const global = new RegExp(pattern.source, `${pattern.flags}g`);
        for (const match of text.matchAll(global)) {
          found.push(`${file}:${lineAt(text, match.index)}: ${match[0]}: ${message}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

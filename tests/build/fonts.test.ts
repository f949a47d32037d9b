// The bundled body fonts cover every script the portal writes in, and the lari sign: the
// @font-face rules of the CSS that src/main.tsx imports are read, and each face's woff2 is opened
// to check that the characters its unicode-range claims are really in it.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

const ROOT = resolve(__dirname, '../..');

interface Face {
  family: string;
  weight: string;
  display: string | undefined;
  file: string;
  ranges: [number, number][];
  rangeText: string;
}

/** CSS files imported by src/main.tsx, resolved like Vite does (relative or from node_modules). */
function importedCss(): string[] {
  const main = readFileSync(join(ROOT, 'src/main.tsx'), 'utf8');
  return [...main.matchAll(/^import '([^']+\.css)';/gm)].map(([, spec]) =>
    spec!.startsWith('.') ? join(ROOT, 'src', spec!) : join(ROOT, 'node_modules', spec!),
  );
}

function parseRanges(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

function fontFaces(cssFile: string): Face[] {
  const css = readFileSync(cssFile, 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const prop = (name: string) =>
      new RegExp(`${name}\\s*:\\s*([^;]+)`).exec(body!)?.[1]?.replace(/\s+/g, ' ').trim();
    const url = /url\(['"]?([^'")]+\.woff2)['"]?\)/.exec(body!)?.[1];
    if (!url) throw new Error(`no woff2 source in a @font-face of ${cssFile}`);
    const rangeText = prop('unicode-range') ?? 'U+0-10FFFF';
    return {
      family: prop('font-family')!.replace(/['"]/g, ''),
      weight: prop('font-weight')!,
      display: prop('font-display'),
      file: url.startsWith('.') ? join(dirname(cssFile), url) : join(ROOT, 'node_modules', url),
      ranges: parseRanges(rangeText),
      rangeText: rangeText.replace(/\s/g, '').toUpperCase(),
    };
  });
}

/** The code points a WOFF2 font maps to a glyph (its cmap table; the only table read). */
function woff2CodePoints(file: string): (cp: number) => boolean {
  const woff = readFileSync(file);
  if (woff.toString('latin1', 0, 4) !== 'wOF2') throw new Error(`${file} is not WOFF2`);
  const numTables = woff.readUInt16BE(12);
  const compressedSize = woff.readUInt32BE(20);
  let pos = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = woff[pos++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  // Table directory: tables follow one another in the decompressed stream, in this order.
  let offset = 0;
  let cmap: { offset: number; length: number } | undefined;
  for (let i = 0; i < numTables; i++) {
    const flags = woff[pos++]!;
    const tagIndex = flags & 0x3f;
    if (tagIndex === 0x3f) pos += 4;
    const version = flags >> 6;
    const length = base128();
    const glyfOrLoca = tagIndex === 10 || tagIndex === 11;
    const transformed = glyfOrLoca ? version === 0 : version !== 0;
    const stored = transformed ? base128() : length;
    if (tagIndex === 0) cmap = { offset, length: stored };
    offset += stored;
  }
  if (!cmap) throw new Error(`${file} has no cmap`);
  const data = brotliDecompressSync(woff.subarray(pos, pos + compressedSize));
  const table = data.subarray(cmap.offset, cmap.offset + cmap.length);

  const subtables = Array.from({ length: table.readUInt16BE(2) }, (_, i) => ({
    platform: table.readUInt16BE(4 + i * 8),
    encoding: table.readUInt16BE(6 + i * 8),
    at: table.readUInt32BE(8 + i * 8),
  }));
  const full = subtables.find((s) => table.readUInt16BE(s.at) === 12);
  if (full) {
    const at = full.at;
    const groups = Array.from({ length: table.readUInt32BE(at + 12) }, (_, i) => [
      table.readUInt32BE(at + 16 + i * 12),
      table.readUInt32BE(at + 20 + i * 12),
    ]);
    return (cp) => groups.some(([from, to]) => cp >= from! && cp <= to!);
  }
  const bmp = subtables.find(
    (s) => (s.platform === 3 || s.platform === 0) && table.readUInt16BE(s.at) === 4,
  );
  if (!bmp) throw new Error(`${file}: no format 4 or 12 cmap`);
  const at = bmp.at;
  const segments = table.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (cp) => {
    for (let i = 0; i < segments; i++) {
      if (cp > table.readUInt16BE(ends + i * 2)) continue;
      const start = table.readUInt16BE(starts + i * 2);
      if (cp < start) return false;
      const delta = table.readUInt16BE(deltas + i * 2);
      const rangeOffset = table.readUInt16BE(rangeOffsets + i * 2);
      if (rangeOffset === 0) return ((cp + delta) & 0xffff) !== 0;
      const glyph = table.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (cp - start) * 2);
      return glyph !== 0 && ((glyph + delta) & 0xffff) !== 0;
    }
    return false;
  };
}

const bodyFamilies = (() => {
  const css = readFileSync(join(ROOT, 'src/styles/main.css'), 'utf8');
  const stack = /--bs-body-font-family:\s*([^;]+);/.exec(css)?.[1] ?? '';
  return [...stack.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
})();
const faces = importedCss().flatMap(fontFaces);
const bodyFaces = faces.filter((face) => bodyFamilies.includes(face.family));
const glyphsOf = new Map<string, (cp: number) => boolean>();
const hasGlyph = (face: Face, cp: number) => {
  if (!glyphsOf.has(face.file)) glyphsOf.set(face.file, woff2CodePoints(face.file));
  return glyphsOf.get(face.file)!(cp);
};
const inRange = (face: Face, cp: number) =>
  face.ranges.some(([from, to]) => cp >= from && cp <= to);

const span = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const NEEDED: Record<string, number[]> = {
  'the lari sign ₾ (U+20BE)': [0x20be],
  // The currencies of declared values (USD, EUR, CNY, TRY) as Intl writes them.
  'the signs $ € ¥ ₺': [0x24, 0x20ac, 0xa5, 0x20ba],
  'Georgian (U+10D0–U+10FF)': span(0x10d0, 0x10ff),
  'Cyrillic (U+0400–U+045F)': span(0x0400, 0x045f),
  'basic Latin (U+0020–U+007E)': span(0x0020, 0x007e),
};

describe('bundled body fonts', () => {
  it('are the families the body font stack names first', () => {
    expect(bodyFamilies.slice(0, 2)).toEqual(['Noto Sans Georgian', 'Noto Sans']);
    expect([...new Set(bodyFaces.map((face) => face.family))].sort()).toEqual([
      'Noto Sans',
      'Noto Sans Georgian',
    ]);
  });

  it.each(['400', '600'])(
    'cover ₾, the currency signs, Georgian, Cyrillic and Latin at weight %s',
    (weight) => {
      const ofWeight = bodyFaces.filter((face) => face.weight === weight);
      for (const [what, codePoints] of Object.entries(NEEDED)) {
        const uncovered = codePoints.filter(
          (cp) => !ofWeight.some((face) => inRange(face, cp) && hasGlyph(face, cp)),
        );
        expect(
          uncovered.map((cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`),
          what,
        ).toEqual([]);
      }
    },
  );

  it('swap in (text shows in a fallback font while a subset loads)', () => {
    expect(bodyFaces.filter((face) => face.display !== 'swap')).toEqual([]);
  });

  it('keep the unicode-range @fontsource declares for each file, but ₾ for Noto Sans Georgian alone', () => {
    for (const face of bodyFaces) {
      const pkg = /node_modules\/(@fontsource\/[^/]+)\//.exec(face.file)?.[1];
      if (!pkg) continue;
      const declared = fontFaces(join(ROOT, 'node_modules', pkg, `${face.weight}.css`)).find((f) =>
        f.file.endsWith(face.file.split('/').pop()!),
      );
      // The lari sign is Noto Sans Georgian's, first in the stack: a face of the next family
      // claiming it too is fetched by Firefox while the first loads (src/styles/fonts.css).
      const lari = 0x20be;
      const expected =
        face.family === 'Noto Sans Georgian' ||
        !declared?.ranges.some(([a, b]) => a <= lari && lari <= b)
          ? declared?.ranges
          : declared.ranges.flatMap(([a, b]): [number, number][] =>
              a <= lari && lari <= b
                ? (
                    [
                      [a, lari - 1],
                      [lari + 1, b],
                    ] as [number, number][]
                  ).filter(([x, y]) => x <= y)
                : [[a, b]],
            );
      expect(face.ranges, face.file).toEqual(expected);
    }
  });
});

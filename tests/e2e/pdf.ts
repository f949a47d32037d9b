// The text of each page of a PDF that the browser printed (page.pdf), for tests/e2e/print.spec.ts:
// enough of a PDF reader for what Chromium's PDF writer (Skia) and Firefox's (cairo) write, not for
// PDFs in general. Both compress the streams (page contents, font maps) with Flate; cairo keeps a
// stream's length in an object of its own and most small objects (the catalog, the page tree)
// inside object streams. The page tree says the order of the pages; each page shows its text as
// codes of an embedded font (two bytes in Skia's, one or two in cairo's), and the font's ToUnicode
// map turns them back into text. This reads what is printed, where a layout computed in the page
// would only predict it.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  /** The object's dictionary (or value) as text. */
  dict: string;
  /** Its stream, inflated; null for an object without one. */
  stream: Buffer | null;
}

/**
 * Every numbered object ("12 0 obj … endobj"), its stream inflated, and those an object stream
 * holds.
 */
function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  // latin1: one character per byte, so an index in the text is an offset in the file.
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  // A stream's length may be an object of its own ("/Length 23 0 R"), written after the stream.
  const numbers = new Map(
    [...text.matchAll(/(?<!\d)(\d+) 0 obj\s*(\d+)\s*endobj/g)].map(([, n, value]) => [
      Number(n),
      Number(value),
    ]),
  );
  const header = /(?<!\d)(\d+) 0 obj\s*/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const body = match.index + match[0].length;
    const end = text.indexOf('endobj', body);
    const streamAt = text.indexOf('stream', body);
    if (end === -1) throw new Error(`PDF object ${match[1]} has no end`);
    if (streamAt === -1 || streamAt > end) {
      objects.set(Number(match[1]), { dict: text.slice(body, end), stream: null });
      header.lastIndex = end;
      continue;
    }
    const dict = text.slice(body, streamAt);
    const lengthOf = /\/Length (?:(\d+) 0 R|(\d+))/.exec(dict);
    const length =
      lengthOf?.[2] !== undefined ? Number(lengthOf[2]) : numbers.get(Number(lengthOf?.[1]));
    if (!Number.isInteger(length)) throw new Error(`PDF object ${match[1]}: no /Length`);
    const from = streamAt + (text.startsWith('stream\r\n', streamAt) ? 8 : 7);
    const raw = pdf.subarray(from, from + length!);
    const stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dict, stream });
    // Past the stream: its bytes may happen to read "1 0 obj".
    header.lastIndex = from + length!;
  }
  for (const { dict, stream } of [...objects.values()]) {
    if (!stream || !/\/Type\s*\/ObjStm\b/.test(dict)) continue;
    const count = Number(/\/N (\d+)/.exec(dict)?.[1]);
    const first = Number(/\/First (\d+)/.exec(dict)?.[1]);
    const inner = stream.toString('latin1');
    const pairs = inner.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i < count; i++) {
      const start = first + pairs[i * 2 + 1]!;
      const stop = i + 1 < count ? first + pairs[i * 2 + 3]! : inner.length;
      objects.set(pairs[i * 2]!, { dict: inner.slice(start, stop), stream: null });
    }
  }
  return objects;
}

/** The object `key` of `dict` refers to ("/Pages 13 0 R" → 13). */
function refOf(dict: string, key: string): number | null {
  const match = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : null;
}

/** A font's text: its codes' width in bytes (its CMap's codespace range) and code → text. */
interface GlyphMap {
  bytes: number;
  text: Map<string, string>;
}

/** Code (hex, upper case) → text, from a ToUnicode CMap's bfchar and bfrange entries. */
function glyphMap(cmap: string): GlyphMap {
  const bytes = (/begincodespacerange\s*<(\w+)>/.exec(cmap)?.[1]?.length ?? 4) / 2;
  const map = new Map<string, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  const hex = (n: number) =>
    n
      .toString(16)
      .toUpperCase()
      .padStart(bytes * 2, '0');
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code = '', text = ''] of block.matchAll(/<(\w+)>\s*<(\w+)>/g))
      map.set(code.toUpperCase(), utf16(text));
  for (const [, block = ''] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, low = '', high = '', text = ''] of block.matchAll(
      /<(\w+)>\s*<(\w+)>\s*<(\w+)>/g,
    )) {
      const first = parseInt(low, 16);
      const last = text.slice(0, -4);
      const start = parseInt(text.slice(-4), 16);
      for (let code = first; code <= parseInt(high, 16); code++)
        map.set(hex(code), utf16(last) + String.fromCharCode(start + code - first));
    }
  return { bytes, text: map };
}

/** The bytes of a literal string's body, "(…)" without its parentheses, as hex. */
function literalHex(body: string): string {
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = body.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, escaped: string) =>
    /^[0-7]/.test(escaped)
      ? String.fromCharCode(parseInt(escaped, 8))
      : (escapes[escaped] ?? escaped),
  );
  return [...bytes].map((ch) => ch.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

/**
 * The pages of a PDF printed by Chromium or Firefox, in order, each as the text it shows: one line
 * per text object (BT … ET), so words of one line may stand on lines of their own. Throws on what
 * neither writes (a font without a ToUnicode map).
 */
export function pdfPages(pdf: Buffer): string[] {
  const objects = objectsOf(pdf);
  const get = (n: number | null) => {
    const object = n === null ? undefined : objects.get(n);
    if (!object) throw new Error(`PDF: no object ${n}`);
    return object;
  };
  const catalog = [...objects.values()].find((o) => /\/Type\s*\/Catalog\b/.test(o.dict));
  if (!catalog) throw new Error('PDF: no catalog');

  const pagesUnder = (n: number): number[] => {
    const { dict } = get(n);
    if (!/\/Type\s*\/Pages\b/.test(dict)) return [n];
    const kids = /\/Kids \[([^\]]*)\]/.exec(dict)?.[1] ?? '';
    return [...kids.matchAll(/(\d+) 0 R/g)].flatMap(([, kid]) => pagesUnder(Number(kid)));
  };
  const fonts = new Map<number, GlyphMap>();
  const fontMap = (n: number) => {
    let map = fonts.get(n);
    if (!map) {
      const cmap = get(refOf(get(n).dict, 'ToUnicode')).stream;
      if (!cmap) throw new Error(`PDF: font ${n} has no ToUnicode map`);
      map = glyphMap(cmap.toString('latin1'));
      fonts.set(n, map);
    }
    return map;
  };

  return pagesUnder(refOf(catalog.dict, 'Pages') ?? -1).map((n) => {
    const { dict } = get(n);
    const resources = refOf(dict, 'Resources');
    const fontList = /\/Font\s*<<([^>]*)>>/.exec(resources ? get(resources).dict : dict)?.[1];
    const fontRefs = new Map(
      [...(fontList ?? '').matchAll(/\/([\w.-]+)\s+(\d+) 0 R/g)].map(([, name, ref]) => [
        name,
        Number(ref),
      ]),
    );
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? '';
    const content = [...contents.matchAll(/(\d+) 0 R/g)]
      .map(([, ref]) => get(Number(ref)).stream?.toString('latin1') ?? '')
      .join('\n');

    const lines: string[] = [];
    for (const [, block = ''] of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let map: GlyphMap = { bytes: 2, text: new Map() };
      let line = '';
      for (const [, font, shownHex, shownLiteral, array] of block.matchAll(
        /\/([\w.-]+) [\d.]+ Tf|<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\[\s\S]|[^\\)])*)\)\s*Tj|\[((?:\((?:\\[\s\S]|[^\\)])*\)|[^\]])*)\]\s*TJ/g,
      )) {
        if (font) map = fontMap(fontRefs.get(font) ?? -1);
        const hex =
          shownHex ??
          (shownLiteral !== undefined ? literalHex(shownLiteral) : undefined) ??
          [...(array ?? '').matchAll(/<([0-9A-Fa-f]*)>|\(((?:\\[\s\S]|[^\\)])*)\)/g)]
            .map(([, h, literal]) => h ?? literalHex(literal ?? ''))
            .join('');
        for (const code of hex.toUpperCase().match(new RegExp(`.{${map.bytes * 2}}`, 'g')) ?? [])
          line += map.text.get(code) ?? '\uFFFD';
      }
      lines.push(line);
    }
    return lines.join('\n');
  });
}

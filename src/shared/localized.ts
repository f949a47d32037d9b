import { LANGUAGE_SUFFIX, type Language } from '@/i18n/languages';

/**
 * Reads a per-language field of an API record: localized(news, 'newsTitle', 'ru') → news.newsTitleRu,
 * falling back to Georgian, then English, when the translation is empty.
 */
export function localized<T extends object>(record: T, base: string, lng: Language): string {
  const values = record as Record<string, unknown>;
  for (const suffix of [LANGUAGE_SUFFIX[lng], 'Ka', 'En']) {
    const value = values[`${base}${suffix}`];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

/** Elements whose content is not text a reader sees. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript']);
/** Elements that end a line or a block: their text is kept apart from what follows. */
const BLOCKS = new Set('p div br li dt dd h1 h2 h3 h4 h5 h6 tr td th blockquote pre'.split(' '));

/**
 * The text a reader sees in `root`, with a space after each block. A plain walk over the nodes,
 * iterative since a fragment may nest deeply, and without selector queries (jsdom gives every
 * queried document a selector engine that listens on the window for good).
 */
function readableText(root: Node): string {
  const parts: string[] = [];
  const BLOCK_END = ' ';
  const stack: (Node | typeof BLOCK_END)[] = [...root.childNodes].reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item === BLOCK_END) parts.push(' ');
    else if (item.nodeType === Node.TEXT_NODE) parts.push(item.nodeValue ?? '');
    else if (item.nodeType === Node.ELEMENT_NODE) {
      const tag = (item as Element).localName;
      if (NOT_TEXT.has(tag)) continue;
      if (BLOCKS.has(tag)) stack.push(BLOCK_END);
      for (let child = item.lastChild; child; child = child.previousSibling) stack.push(child);
    }
  }
  return parts.join('');
}

/**
 * Plain text of an HTML fragment (for previews), cut to `max` characters with an ellipsis. The
 * fragment is parsed in an inert document (nothing in it runs or loads); the content of scripts
 * and styles is left out, and blocks (paragraphs, list items, line breaks) are kept apart by a
 * space.
 */
export function plainPreview(html: string, max: number): string {
  let text: string;
  if (typeof DOMParser === 'undefined') {
    text = html.replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ');
    text = text.replace(/<\/?(p|div|br|li|dt|dd|h[1-6]|tr|td|th|blockquote|pre)\b[^>]*>/gi, ' ');
    text = text.replace(/<[^<>]*>/g, '');
  } else {
    text = readableText(new DOMParser().parseFromString(html, 'text/html').body);
  }
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max).trimEnd()}…` : clean;
}

// The interface texts the browser tests look for, from the app's own locale files: a label that
// changes in src/locales changes in the tests too.
import { readFileSync } from 'node:fs';
import type { Language } from '../../../src/i18n/languages';

type Texts = { [key: string]: string | Texts };
const namespaces = new Map<string, Texts>();

/**
 * The interface text `key` ("namespace:path.to.key") in `lng`, from src/locales, with
 * {{name}} placeholders filled from `values`.
 */
export function t(lng: Language, key: string, values: Record<string, string | number> = {}) {
  const [ns, path] = key.split(':') as [string, string];
  const file = `src/locales/${lng}/${ns}.json`;
  let texts = namespaces.get(file);
  if (!texts) {
    texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
    namespaces.set(file, texts);
  }
  const text = path
    .split('.')
    .reduce<string | Texts | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      texts,
    );
  if (typeof text !== 'string') throw new Error(`no text ${key} in ${lng}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

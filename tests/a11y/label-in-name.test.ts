/**
 * A control whose accessible name is longer than its text (a button "Hand over" named "Hand over
 * YT…" so that a screen reader tells the rows apart) keeps its visible text inside the name
 * (WCAG 2.5.3, label in name): a person using speech input says what they see. The locales pair
 * such texts as `key` (what shows) and `keyLabel` (the name); this holds every pair to the rule in
 * every language. The browser tests run axe's label-content-name-mismatch on what they render.
 */
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('../../src/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** [file, key path, visible text, name] for every `key` / `keyLabel` pair of a tree. */
function pairs(tree: Tree, prefix = ''): [string, string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value !== 'string') return pairs(value, `${prefix}${key}.`);
    const shown = key.endsWith('Label') ? tree[key.slice(0, -'Label'.length)] : undefined;
    return typeof shown === 'string'
      ? [[`${prefix}${key}`, shown, value] as [string, string, string]]
      : [];
  });
}

const cases = Object.entries(files).flatMap(([file, tree]) =>
  pairs(tree).map(([key, shown, name]) => ({
    where: `${file.replace('../../src/locales/', '')} ${key}`,
    shown,
    name,
  })),
);

describe('label in name', () => {
  it('finds the pairs', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('$where holds its visible text', ({ shown, name }) => {
    expect(name.toLocaleLowerCase()).toContain(shown.toLocaleLowerCase());
  });
});

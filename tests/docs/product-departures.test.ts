/**
 * docs/product.md §12 lists where the portal departs from the brief. A departure that quotes what
 * the portal shows (a message, a format, a title) has a check here against the locales and the
 * format helpers, so the record cannot drift from the screens; a new departure that quotes one
 * fails until it has its check.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageTitle } from '@/config/company';
import type { Language } from '@/i18n/languages';
import { formatGel, formatKg } from '@/shared/format';
import { readField } from '@/shared/numberInput';

type Tree = { [key: string]: string | Tree };

/** A locale text by "namespace:dotted.key". */
function text(lng: Language, key: string): string {
  const [ns, path] = key.split(':') as [string, string];
  const tree = JSON.parse(readFileSync(join('src/locales', lng, `${ns}.json`), 'utf8')) as Tree;
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`${lng} ${key} is not a text`);
  return value;
}

/** §12's bullets: the bold lead and the whole text. */
function departures(): { lead: string; body: string }[] {
  const doc = readFileSync('docs/product.md', 'utf8');
  const section = /^## 12\. .*$([\s\S]*?)^## /m.exec(doc)?.[1] ?? '';
  return section
    .split(/^- /m)
    .slice(1)
    .map((body) => ({ lead: /^\*\*(.+?)\*\*/.exec(body)?.[1] ?? body, body }));
}

/** Whether a bullet quotes something: "…", «…» or „…“. */
const quotes = (body: string) => /"[^"]+"|«[^»]+»|„[^“]+“/.test(body);

/** Per departure (by the start of its lead), what the portal must show for the record to hold. */
const CHECKS: [RegExp, () => void][] = [
  [
    /^Unpaid flights can be selected for a courier/,
    () => expect(text('en', 'courier:flight.unpaid')).toBe('Unpaid'),
  ],
  [
    /^Individual entrepreneurs sign up with the personal number/,
    () =>
      expect(text('en', 'accounts:hints.extractRequired')).toMatch(
        /^Required for individual entrepreneurs/,
      ),
  ],
  [
    /^A flight group is also unpaid/,
    () => expect(text('en', 'parcels:group.unpaid')).toBe('Unpaid'),
  ],
  [
    /^Every action has its own success text/,
    () => {
      const done = [
        'parcels:add.done',
        'payments:pay.completed',
        'accounts:profile.updated',
        'parcels:update.done',
      ].map((key) => text('en', key));
      expect(new Set(done).size).toBe(done.length);
      expect(done).not.toContain('Operation completed');
    },
  ],
  [
    /^Amount fields take the decimal comma/,
    () => {
      expect(readField('parcelAmount', '12,5', 'ka')).toBe('12.5');
      expect(readField('parcelAmount', '12.5', 'ru')).toBe('12.5');
      expect(formatGel(12.5, 'ka')).toMatch(/^12,50/);
    },
  ],
  [
    /^The calculators take decimals and refuse garbage/,
    () => {
      expect(readField('volumeSide', '10,5', 'ka')).toBe('10.5');
      expect(readField('volumeSide', '10.5', 'en')).toBe('10.5');
      expect(readField('converterAmount', '1e3', 'en')).toBeNull();
    },
  ],
  [
    /^The volume weight has up to three decimals/,
    () => {
      expect(formatKg(10, 'ka')).toBe('10');
      expect(formatKg(1 / 6, 'ka')).toBe('0,167');
    },
  ],
  [
    /^The page title names the page first/,
    () => {
      expect(text('ru', 'tariffs:tariffs.title')).toBe('Тарифы');
      expect(pageTitle('ru')).toMatch(/^Parcel Portal · \p{Script=Cyrillic}/u);
      expect(pageTitle('en')).toBe('Parcel Portal · Parcels from abroad to Georgia');
    },
  ],
  [
    /^Two messages are worded as English speakers say them/,
    () => {
      expect(text('en', 'errors:product_already_added')).toBe(
        'This tracking number has already been added',
      );
      expect(text('en', 'errors:payment_start_failed')).toBe(
        'The payment could not be started. Please contact the operator.',
      );
    },
  ],
];

describe('the departures from the brief (docs/product.md §12)', () => {
  const recorded = departures();

  it('are listed', () => {
    expect(recorded.length).toBeGreaterThan(10);
  });

  it('that quote what the portal shows each have a check here', () => {
    const unchecked = recorded
      .filter(({ body }) => quotes(body))
      .filter(({ lead }) => !CHECKS.some(([pattern]) => pattern.test(lead)))
      .map(({ lead }) => lead);
    expect(unchecked).toEqual([]);
  });

  it('each check is of a departure still recorded', () => {
    const stale = CHECKS.filter(([pattern]) => !recorded.some(({ lead }) => pattern.test(lead)));
    expect(stale.map(([pattern]) => String(pattern))).toEqual([]);
  });

  for (const { lead } of recorded) {
    const check = CHECKS.find(([pattern]) => pattern.test(lead));
    if (check) it(`holds: ${lead}`, check[1]);
  }
});

describe('the refusals (docs/product.md §8)', () => {
  it('list every error code of the contract', () => {
    const contract = readFileSync('openapi.yaml', 'utf8');
    const enumBlock = /ErrorCode:[\s\S]*?enum:\n((?:\s+- .+\n)+)/.exec(contract)![1]!;
    const codes = [...enumBlock.matchAll(/- (\S+)/g)].map((m) => m[1]!);
    const doc = readFileSync('docs/product.md', 'utf8');
    const table = /^### Refusals and errors$([\s\S]*?)^### /m.exec(doc)![1]!;
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((code) => !table.includes(`\`${code}\``))).toEqual([]);
  });
});

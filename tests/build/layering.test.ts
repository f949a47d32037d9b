/**
 * The lint rules that keep imports flowing one way (eslint.config.js) do fire: code that imports
 * the wrong way, across features or in a circle is refused, and the same code the right way
 * passes. So does the rule that keeps state out of the modules of mocks/. The code is linted as if it were at a path in the project, so the rules see the real
 * modules it imports. (import-x/no-cycle once found nothing at all, silently, because it could
 * not parse the TypeScript modules an import led to.)
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cache: false });

/** The rule ids ESLint reports for `code` placed at `filePath`. */
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const CASES = [
  {
    what: 'a shared module that imports the app',
    // A leaf of the app (no imports): import-x/no-cycle parses every module an import leads to,
    // and the routes would lead it through the whole app on each run of this test.
    code: "import { Logo } from '@/app/layout/Logo';\nexport const mark = Logo;\n",
    wrongAt: 'src/shared/wrongWay.ts',
    rightAt: 'src/app/rightWay.ts',
    rule: 'import-x/no-restricted-paths',
  },
  {
    what: 'a feature that imports another feature',
    code: "import { NewsPage } from '@/features/news/NewsPage';\nexport const page = NewsPage;\n",
    wrongAt: 'src/features/tariffs/wrongWay.ts',
    rightAt: 'src/features/news/rightWay.ts',
    rule: 'import-x/no-restricted-paths',
  },
  {
    // The contract sits below shared: the base query may not reach up for the session.
    what: 'the api importing the session slice',
    code: "import { signedOut } from '@/shared/session/sessionSlice';\nexport const out = signedOut;\n",
    wrongAt: 'src/api/wrongWay.ts',
    rightAt: 'src/store/rightWay.ts',
    rule: 'import-x/no-restricted-paths',
  },
  {
    // A type import counts: store.ts imports the api, so the api naming the store's type would
    // close a circle through types alone.
    what: 'a type-only import that runs up the layers',
    code: "import type { AppStore } from '@/store/store';\nexport type Store = AppStore;\n",
    wrongAt: 'src/api/wrongWay.ts',
    rightAt: 'src/features/news/rightWay.ts',
    rule: 'import-x/no-restricted-paths',
  },
  {
    // src/shared/money.ts imports ./format, so format importing money closes a circle.
    what: 'an import that closes a cycle',
    code: "import { CONVERTER_CURRENCIES } from './money';\nexport const c = CONVERTER_CURRENCIES;\n",
    wrongAt: 'src/shared/format.ts',
    rightAt: 'src/shared/notACycle.ts',
    rule: 'import-x/no-cycle',
  },
  {
    // The mock server runs without the tooling; the tooling may use the mock.
    what: 'the mock backend importing the tooling',
    code: "import { CSP_FILE } from '../scripts/vite-plugins';\nexport const file = CSP_FILE;\n",
    wrongAt: 'mocks/wrongWay.ts',
    rightAt: 'scripts/rightWay.ts',
    rule: 'import-x/no-restricted-paths',
  },
];

describe('layering lint rules', () => {
  it.each(CASES)(
    'refuse $what, and pass it where it belongs',
    async ({ code, wrongAt, rightAt, rule }) => {
      expect(await problems(wrongAt, code)).toEqual([rule]);
      expect(await problems(rightAt, code)).toEqual([]);
    },
  );
});

/** Module-level state in mocks/, and the same state made by a factory (a mock backend's part). */
const STATE_CASES = [
  {
    what: 'a top-level let',
    refused: 1,
    state: 'let count = 0;\nexport const next = () => ++count;\n',
    made: 'export function counter() {\n  let count = 0;\n  return () => ++count;\n}\n',
  },
  {
    what: 'an exported let',
    refused: 1,
    state: 'export let current = 0;\nexport const bump = () => (current += 1);\n',
    made: 'export function holder() {\n  const held = { current: 0 };\n  return { held, bump: () => (held.current += 1) };\n}\n',
  },
  {
    what: 'a top-level Map that the module fills',
    refused: 1,
    state:
      'const seen = new Map<string, number>();\nexport const see = (key: string) => seen.set(key, 1);\n',
    made: 'export function createSeen() {\n  const seen = new Map<string, number>();\n  return (key: string) => seen.set(key, 1);\n}\n',
  },
  {
    what: 'a top-level Set, WeakMap or WeakSet',
    refused: 3,
    state:
      'export const a = new Set<string>();\nexport const b = new WeakMap<object, number>();\nexport const c = new WeakSet<object>();\n',
    made: 'export function createSets() {\n  return { a: new Set<string>(), b: new WeakMap<object, number>(), c: new WeakSet<object>() };\n}\n',
  },
];

describe('a test file that mocks a module', () => {
  it('says in its name that it runs isolated (vitest.config.ts)', async () => {
    // Linted as if it stood at the path of a file of each kind.
    const code = "import { vi } from 'vitest';\nvi.mock('@/app/vitals');\n";
    expect(await problems('tests/app/toasts.test.tsx', code)).toEqual(['no-restricted-properties']);
    expect(await problems('tests/app/vitals.isolated.test.ts', code)).toEqual([]);
  });
});

describe('no module-level state in mocks/', () => {
  it.each(STATE_CASES)(
    'refuses $what, and passes it made by a factory',
    async ({ state, refused, made }) => {
      expect(await problems('mocks/demo/wrongWay.ts', state)).toEqual(
        Array<string>(refused).fill('no-restricted-syntax'),
      );
      expect(await problems('mocks/demo/rightWay.ts', made)).toEqual([]);
    },
  );

  it('passes a constant table typed read-only, and the fixed texts of db/fixtures', async () => {
    const table = "export const KNOWN: ReadonlySet<string> = new Set(['a', 'b']);\n";
    expect(await problems('mocks/lib/rightWay.ts', table)).toEqual([]);
    const loaded = 'let loaded = 0;\nexport const load = () => ++loaded;\n';
    expect(await problems('mocks/db/fixtures/rightWay.ts', loaded)).toEqual([]);
    expect(await problems('mocks/db/wrongWay.ts', loaded)).toEqual(['no-restricted-syntax']);
  });
});

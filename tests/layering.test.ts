/**
 * The lint rules that keep imports flowing one way (eslint.config.js) do fire: code that imports
 * the wrong way, across features or in a circle is refused, and the same code the right way
 * passes. The code is linted as if it were at a path in the project, so the rules see the real
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

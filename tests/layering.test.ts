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

describe('layering lint rules', () => {
  it('refuse a shared module that imports the app', async () => {
    const code = "import { routes } from '@/app/routes';\nexport const count = routes.length;\n";
    expect(await problems('src/shared/wrongWay.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    // The same import where it belongs passes.
    expect(await problems('src/app/rightWay.ts', code)).toEqual([]);
  });

  it('refuse a feature that imports another feature', async () => {
    const code =
      "import { NewsPage } from '@/features/news/NewsPage';\nexport const page = NewsPage;\n";
    expect(await problems('src/features/tariffs/wrongWay.ts', code)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await problems('src/features/news/rightWay.ts', code)).toEqual([]);
  });

  it('refuse an import that closes a cycle', async () => {
    // src/shared/money.ts imports ./format, so format importing money closes a circle.
    const code =
      "import { CONVERTER_CURRENCIES } from './money';\nexport const c = CONVERTER_CURRENCIES;\n";
    expect(await problems('src/shared/format.ts', code)).toEqual(['import-x/no-cycle']);
    expect(await problems('src/shared/notACycle.ts', code)).toEqual([]);
  });
});

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import compat from 'eslint-plugin-compat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers, lowest first. A layer imports only from the layers before it, types included:
 * config, i18n (with locales) → api (the contract) → shared → store → features → app. A feature never imports
 * another feature; what two features need moves down to shared (or store). The mock backend
 * (mocks/) is reached from src only through src/app/mockBackend.ts, behind the build-time flag.
 */
const LAYERS = [
  ['./src/config', './src/i18n', './src/locales'],
  ['./src/api'],
  ['./src/shared'],
  ['./src/store'],
  ['./src/features'],
  ['./src/app'],
];
/**
 * The mock backend's layers, lowest first, the same rule (docs/architecture.md#the-mock-backend):
 * lib (pure: money, ids, enums, body schemas) → db (the collections, snapshots, uploads, fixed
 * texts) → api (what every handler shares over the data: answers, sessions, fees, limits,
 * notifications) → demo (seed, scenarios, every tab's one demo, faults, partial mocking, staff,
 * transfer) → handlers (one per OpenAPI tag) → the entry points (browser.ts, node.ts,
 * http-server.ts).
 */
const MOCK_LAYERS = [
  ['./mocks/vendor', './mocks/lib'],
  ['./mocks/db'],
  ['./mocks/api'],
  ['./mocks/demo'],
  ['./mocks/handlers'],
  ['./mocks/browser.ts', './mocks/node.ts', './mocks/http-server.ts'],
];
const MOCK_STATE =
  'No module-level state in mocks/: keep it in the mock backend (mocks/handlers/backend.ts), made by a factory; a constant table is a ReadonlyMap or ReadonlySet.';
const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function layerZones({ mocksDoor = false } = {}) {
  const zones = LAYERS.slice(0, -1).flatMap((targets, index) =>
    targets.map((target) => ({
      target,
      from: LAYERS.slice(index + 1).flat(),
      message: 'Imports flow one way: config, i18n → api → shared → store → features → app.',
    })),
  );
  zones.push(
    ...MOCK_LAYERS.slice(0, -1).flatMap((targets, index) =>
      targets.map((target) => ({
        target,
        from: MOCK_LAYERS.slice(index + 1).flat(),
        message: 'Imports in mocks/ flow one way: lib → db → api → demo → handlers → entry points.',
      })),
    ),
    ...FEATURES.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what both need to src/shared.',
    })),
    {
      target: './mocks',
      from: ['./src/store', './src/features', './src/app'],
      message: 'The mock backend uses the contract types, config and shared rules only.',
    },
    {
      target: './mocks',
      from: './scripts',
      message: 'The mock backend runs without the tooling: scripts/ may import mocks/, not back.',
    },
  );
  if (!mocksDoor) {
    zones.push({
      target: './src',
      from: './mocks',
      message: 'Only src/app/mockBackend.ts may load the mock backend.',
    });
  }
  return zones;
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-size',
      'node_modules',
      'public/mockServiceWorker.js',
      'public/api-docs',
      'coverage',
      '.e2e-artifacts',
      // Playwright's reports and failure artefacts (traces hold its bundled viewer's scripts).
      'playwright-report',
      'test-results',
      'blob-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      // The parser for the modules an import leads to: without it import-x cannot read them, and
      // import-x/no-cycle finds no cycle at all (tests/build/layering.test.ts).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // The hooks rules with the React Compiler's checks (of components defined in render, state
    // set in effects, refs read in render …) where the app's components and hooks are written.
    // The compiler's analysis is the costliest of all rules: the tests' .tsx files, whose
    // components are harnesses around the app's, get the two rules of hooks only.
    files: ['src/**/*.{ts,tsx}'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['tests/**/*.tsx'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The tests are linted like the code, with the rules of their tools: a promise that is not
    // awaited (a click, an assertion) passes a test that should fail.
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // The browser tests: Playwright Test's rules (web-first assertions, no fixed waits, no
    // focused or skipped tests left behind).
    files: ['tests/e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-skipped-test': 'error',
      'playwright/no-focused-test': 'error',
      // Helpers that assert what a person sees, so a test that calls one asserts.
      'playwright/expect-expect': [
        'error',
        {
          assertFunctionNames: [
            'walkRoutes',
            'expectGreetingFigure',
            'expectRefusalsGoAndCoverNothing',
          ],
        },
      ],
      // Tests made from tables (a screen in each language, each kind of account) vary a step by
      // their row: a baseline only where the row has a picture, an account's own fields.
      'playwright/no-conditional-in-test': 'off',
      'playwright/no-conditional-expect': 'off',
    },
  },
  {
    // The unit and component tests: Testing Library's rules (queries by role and label, no
    // container queries, awaited async queries and events).
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // A row's cells, a card's parts: where no role names a part, the test reads the element a
      // person sees through the one found by role or label.
      'testing-library/no-node-access': 'off',
      // Queries scoped to a panel (`within(panel)`) read as the panel's, whatever the helper
      // returning it is called; naming the render result is left to the test.
      'testing-library/prefer-screen-queries': 'off',
      'testing-library/render-result-naming-convention': 'off',
      // `expect(errorOf(getByLabelText(…))).toBeNull()` asserts a field's message, not the field's
      // absence, which this rule takes it for.
      'testing-library/prefer-presence-queries': 'off',
      // A render that suspends on data settles only inside an async act() (React's test mode).
      'testing-library/no-unnecessary-act': 'off',
    },
  },
  {
    // The suite's setup cleans up after each test and prints the DOM of a failed query.
    files: ['tests/setup.ts'],
    rules: {
      'testing-library/no-manual-cleanup': 'off',
      'testing-library/no-debugging-utils': 'off',
    },
  },
  {
    // Patterns over user input run in linear time: eslint-plugin-regexp's recommended rules, with
    // the super-linear ones as errors (a pattern whose time grows with the square of a long input
    // stalls a server). tests/contract/regex-safety.test.ts checks every pattern the contract and
    // the rules publish with recheck.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'scripts/**/*.{ts,mjs,js}'],
    ...regexp.configs['flat/recommended'],
    rules: {
      ...regexp.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      // Style rules that fight the code: the rules' patterns are the contract's, written as JSON
      // Schema readers expect them ([0-9], [A-Za-z], no flags), and a capturing group is harmless.
      'regexp/prefer-d': 'off',
      'regexp/prefer-w': 'off',
      'regexp/use-ignore-case': 'off',
      'regexp/no-unused-capturing-group': 'off',
      'prefer-regex-literals': 'off',
    },
  },
  {
    // yup runs every test of a field whatever the others found: `.matches()` runs its pattern over
    // a value of any length. The schemas check a pattern with matchesUpTo (src/shared/rules) after
    // max(), so a value over its length is refused before any pattern runs.
    files: [
      'mocks/lib/schemas.ts',
      'src/features/accounts/schemas.ts',
      'src/features/courier/courierForm.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name="matches"]',
          message:
            'Check a pattern with .max(n).test(matchesUpTo(pattern, n, message)): a value over its length never reaches the pattern.',
        },
      ],
    },
  },
  {
    // An icon is one module of its paths (src/shared/icons), so a chunk carries only the icons it
    // draws and no icon package's helpers.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-bootstrap-icons',
              message: 'Draw an icon from src/shared/icons (src/shared/icons/icon.tsx says how).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // No module of mocks/ keeps state of its own: what the handlers keep beside the database lives
    // in one mock backend object per entry point (mocks/handlers/backend.ts), the database is the
    // one exception (mocks/db/collections.ts). A top-level let, or a Map or Set a module fills,
    // is refused; a constant table is typed ReadonlyMap or ReadonlySet (tests/build/layering.test.ts).
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/db/fixtures/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration[kind!="const"]',
          message: MOCK_STATE,
        },
        {
          selector: `:matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[init.type="NewExpression"][init.callee.name=/^(Map|Set|WeakMap|WeakSet)$/]:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly(Map|Set)$/])`,
          message: MOCK_STATE,
        },
      ],
    },
  },
  {
    // The code that runs in a browser: every Web API it uses exists in each engine of package.json's
    // browserslist (current Chromium, Firefox ESR, Safari from 16.4), or is feature-detected. The
    // mock backend runs in the page too, but for its entry points in node (the HTTP server, the
    // tests'). What the plugin cannot see (a property read on a value, such as Firefox's missing
    // `Request.body`) a test holds: tests/mocks/request-bodies.test.ts.
    files: ['src/**/*.{ts,tsx}', 'src/boot.js', 'mocks/**/*.ts'],
    ignores: ['mocks/http-server.ts', 'mocks/node.ts'],
    ...compat.configs['flat/recommended'],
  },
  {
    files: ['src/app/mockBackend.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones({ mocksDoor: true }) }],
    },
  },
  {
    // Generated from openapi.yaml; style is the generator's.
    files: ['src/api/generated/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // A module mock works only in a module graph of its own, which a test file asks for by its
    // name (vitest.config.ts).
    files: ['tests/**/*.test.{ts,tsx}'],
    ignores: ['tests/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'A file that mocks a module runs isolated: name it *.isolated.test.ts(x).',
        })),
      ],
    },
  },
);

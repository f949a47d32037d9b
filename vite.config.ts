/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import {
  defineConfig,
  type HtmlTagDescriptor,
  type IndexHtmlTransformContext,
  type Plugin,
} from 'vite';
import { apiDocs } from './scripts/api-docs.js';
import { prerenderHome } from './scripts/prerender.js';

const alias = [
  { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
  { find: /^@mocks\//, replacement: `${fileURLToPath(new URL('./mocks', import.meta.url))}/` },
  // The mock backend's cookie store needs no public-suffix list (see the file).
  {
    find: /^tldts$/,
    replacement: fileURLToPath(new URL('./mocks/vendor/tldts-lite.ts', import.meta.url)),
  },
];

/**
 * A build-only plugin that adds tags to index.html's head once the bundle exists, since the files
 * they name are hashed.
 */
function headTagsFromBundle(
  name: string,
  tags: (
    bundle: NonNullable<IndexHtmlTransformContext['bundle']>,
    base: string,
  ) => HtmlTagDescriptor[],
): Plugin {
  let base = '/';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => tags(bundle ?? {}, base),
    },
  };
}

/**
 * Preloads from index.html the fonts the first screen is written in (Georgian and Latin text, at
 * weights 400 and 600), so they are fetched alongside the entry instead of after the CSS is
 * parsed. A text waits for its font for a moment before it paints in a fallback, so a font found
 * late held back the first contentful paint and the heading (docs/performance.md#the-first-load).
 */
function preloadFonts(fileNames: string[]): Plugin {
  return headTagsFromBundle('preload-fonts', (bundle, base) =>
    fileNames.map((fileName) => {
      const asset = Object.values(bundle).find(
        (output) => output.type === 'asset' && output.names.includes(fileName),
      );
      if (!asset) throw new Error(`preload-fonts: ${fileName} is not in the bundle`);
      return {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: `${base}${asset.fileName}`,
          crossorigin: true,
        },
        injectTo: 'head',
      };
    }),
  );
}

/**
 * public/ is copied into every build whole; the mock service worker belongs to the mock backend,
 * so a build with VITE_API_MOCKING=off drops its copy (scripts/check-mock-free-build.mjs checks
 * that such a build holds no mock or demo console code).
 */
function noMockWorkerWhenOff(): Plugin {
  let outDir = '';
  let off = false;
  return {
    name: 'no-mock-worker-when-off',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      off = config.env.VITE_API_MOCKING === 'off';
    },
    closeBundle() {
      if (off) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Every module the entry imports statically (the shell and the home screen) goes into one chunk,
 * "shell". Left alone, the bundler splits out each module that a lazy chunk shares with the
 * entry: some forty small files that index.html modulepreloads, which on a phone's connection
 * (six requests at a time) cost round trips before the first paint. Lazy chunks keep their own.
 *
 * react-bootstrap-icons is one barrel that re-exports every icon, so following its imports would
 * put every icon any screen uses into the shell: only the icons the first-load modules name in
 * their imports from it are added. In the same way react-i18next's index imports its Trans
 * components (with an HTML parser), which only the tariffs page uses: they stay with that page.
 */
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const ICON_BARREL = /[\\/]react-bootstrap-icons[\\/]dist[\\/]index\.js$/;
const NOT_ON_FIRST_SCREEN =
  /[\\/]react-i18next[\\/]dist[\\/]es[\\/](Icu)?Trans(WithoutContext)?\.js$/;
type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; code: string | null } | null;
const firstLoadModules = new WeakMap<object, Set<string>>();
function firstLoadChunk(id: string, ctx: { getModuleInfo: ModuleInfoOf }): string | null {
  let modules = firstLoadModules.get(ctx);
  if (!modules) {
    modules = new Set([ENTRY]);
    const icons = new Set<string>();
    let barrel: string | undefined;
    for (const module of modules) {
      const info = ctx.getModuleInfo(module);
      if (NOT_ON_FIRST_SCREEN.test(module)) {
        modules.delete(module);
        continue;
      }
      if (ICON_BARREL.test(module)) {
        barrel = module;
        continue;
      }
      for (const imported of info?.importedIds ?? []) modules.add(imported);
      for (const [, names] of info?.code?.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*["']react-bootstrap-icons["']/g,
      ) ?? [])
        for (const name of names!.split(',')) icons.add(name.trim().split(/\s+as\s+/)[0]!);
    }
    if (barrel) {
      // The barrel's lines read: export { default as House } from './icons/house';
      const code = ctx.getModuleInfo(barrel)?.code ?? '';
      for (const [, name, file] of code.matchAll(/default as (\w+) \} from '\.\/icons\/([\w-]+)'/g))
        if (icons.has(name!)) modules.add(resolve(barrel, '..', 'icons', `${file}.js`));
    }
    firstLoadModules.set(ctx, modules);
  }
  return modules.has(id) ? 'shell' : null;
}

/**
 * Test files that replace a module with vi.mock. Test files share one module graph per worker
 * (isolate: false below); a module mock only works in a fresh one, so these files get their own.
 */
function testFilesWithModuleMocks(): string[] {
  const dir = fileURLToPath(new URL('./tests/', import.meta.url));
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${dir}${file}`, 'utf8')))
    .map((file) => `tests/${file}`);
}
/**
 * Test files that run React's server renderer: it keeps its providers' state in the React module
 * it shares with the client renderer, and the client renderers of the files after it in the
 * worker would warn of two renderers rendering one provider. They get their own graph too.
 */
const SERVER_RENDERING = ['tests/prerender.test.tsx'];
const MODULE_MOCKS = [...testFilesWithModuleMocks(), ...SERVER_RENDERING];

export default defineConfig({
  // apiDocs: openapi.yaml rendered for integrators at /api-docs/ (dev, preview and build).
  plugins: [
    react(),
    preloadFonts([
      'noto-sans-georgian-georgian-400-normal.woff2',
      'noto-sans-georgian-georgian-600-normal.woff2',
      'noto-sans-latin-400-normal.woff2',
      'noto-sans-latin-600-normal.woff2',
    ]),
    apiDocs(),
    noMockWorkerWhenOff(),
    prerenderHome({ alias }),
  ],
  resolve: { alias },
  css: {
    preprocessorOptions: {
      scss: {
        // Bootstrap 5.3 is written with @import and global functions that Dart Sass deprecates;
        // its own warnings are noise until Bootstrap 6, and so is the @import of its partials.
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The first-load "shell" chunk (see firstLoadChunk) is one large file by design; the limit sits
    // just above its size before gzip, so a chunk that grows past it is still reported.
    chunkSizeWarningLimit: 750,
    // dist/.vite/manifest.json: what the entry imports, for the budgets (scripts/first-load.mjs).
    manifest: true,
    // Fonts stay files, fetched only when their unicode-range is on the page; never data: URIs in the CSS.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstLoadChunk }] } } },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    css: false,
    // A deadline for a test that hangs, not a speed limit: the slowest tests (sign-up of a
    // company) take seconds of CPU, and several times that on two cores shared with other work.
    testTimeout: 60000,
    // Transformed modules are kept in node_modules/.experimental-vitest-cache between runs, keyed
    // by their source, this config and its imports, and the lockfile (a module with
    // import.meta.glob is transformed again each run), which saves most of the transform time.
    experimental: { fsModuleCache: true },
    pool: 'threads',
    // Vitest's default is one worker less than the cores, which is a single worker on a 2-core
    // machine: use them all (the main process mostly waits).
    maxWorkers: '100%',
    // A spy a test forgot to restore would otherwise stay for the following files of the worker.
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: MODULE_MOCKS,
          // One module graph and one jsdom per worker instead of one per file (setting them up
          // again for every file was a large share of the CPU time). tests/setup.ts runs before
          // every file and resets what tests share: mock database, storage, request handlers and
          // listeners, language, rendered DOM and routers.
          isolate: false,
        },
      },
      ...(MODULE_MOCKS.length
        ? [
            {
              extends: true as const,
              test: { name: 'isolated', include: MODULE_MOCKS, isolate: true },
            },
          ]
        : []),
    ],
  },
});

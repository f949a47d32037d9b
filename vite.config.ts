import { fileURLToPath, URL } from 'node:url';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { apiDocs } from './scripts/api-docs.js';
import { serviceWorkerOf, webAppManifest } from './scripts/pwa.js';
import {
  contentSecurityPolicyHeader,
  inlineBootScript,
  noMockWorkerWhenOff,
  preloadFonts,
  preloadMockBackend,
  spaFallbackPage,
} from './scripts/vite-plugins.js';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const alias = [
  { find: /^@\//, replacement: `${src('./src')}/` },
  { find: /^@mocks\//, replacement: `${src('./mocks')}/` },
  // The mock backend's cookie store needs no public-suffix list (see the file).
  { find: /^tldts$/, replacement: src('./mocks/vendor/tldts-lite.ts') },
];

/**
 * VITE_BASE (or --base) serves the build under a sub-path, e.g. /portal/ (docs/deploying.md): read
 * as Vite reads every variable, from the environment or the `.env` files of `dir` for `mode`.
 */
export function baseOf(mode: string, dir = process.cwd()): string {
  return loadEnv(mode, dir, 'VITE_').VITE_BASE || '/';
}

/**
 * The modules of the visitor's first screen that are not the frame or the dashboard's (the
 * dashboard and the customer's screens keep the compiler): the home page's sections, the sign-in
 * form and the greeting's placeholder.
 */
export const notCompiled =
  /[\\/]src[\\/](app[\\/]home[\\/]VisitorHome|features[\\/]news[\\/](NewsBlock|LatestNews|NewsCard)|features[\\/]tariffs[\\/]PriceCard|features[\\/]pages[\\/]serviceCards|features[\\/]accounts[\\/](SignInForm|GreetingSkeleton))\.tsx?$/;

// The boot, in order (docs/architecture.md#the-boot): index.html's head runs src/boot.ts's
// startBoot, built into it (inlineBootScript); the page holds /home prerendered by
// src/prerender.tsx at build time; Vite's entry, src/main.tsx, hydrates it or renders the app.
export default defineConfig(({ mode }) => ({
  base: baseOf(mode),
  plugins: [
    react(),
    // React Compiler: components and hooks memoise their values and elements themselves, so a
    // render that changes one part does not render the rest again (docs/performance.md). Not the
    // visitor's first screen (notCompiled): it renders once and then a few small parts again,
    // and its memoisation would weigh in the first load.
    babel({ presets: [reactCompilerPreset()], exclude: [notCompiled] }),
    // Runs the prerender() that index.html's entry (marked `prerender`) exports.
    vitePrerenderPlugin({ renderTarget: '#root' }),
    // That plugin turns source maps on, only to point at the source of a prerender error, and
    // drops them after: off again, since making them is a good part of the build's time.
    { name: 'no-source-maps', enforce: 'post', config: () => ({ build: { sourcemap: false } }) },
    // It also sets a manualChunks, which Rolldown ignores (with a warning) beside the codeSplitting
    // groups below, which put its prerender code where it wants it anyway: taken out again.
    {
      name: 'no-manual-chunks',
      enforce: 'post',
      configResolved: {
        order: 'post',
        handler(config) {
          const output = config.build.rollupOptions.output;
          if (output && !Array.isArray(output)) delete output.manualChunks;
        },
      },
    },
    // The faces the first screen is written in, both weights: Georgian, Latin, and the lari sign ₾
    // (Noto Sans Georgian's Latin Extended), which a customer's balance and the visitor's converter
    // show. A face that arrives after the page is laid out makes the browser lay out its text again.
    preloadFonts([
      'noto-sans-georgian-georgian-400-normal.woff2',
      'noto-sans-georgian-georgian-600-normal.woff2',
      'noto-sans-georgian-latin-ext-400-normal.woff2',
      'noto-sans-georgian-latin-ext-600-normal.woff2',
      'noto-sans-latin-400-normal.woff2',
      'noto-sans-latin-600-normal.woff2',
    ]),
    // openapi.yaml rendered for integrators at <base>api-docs/ (dev, preview and build).
    apiDocs(),
    noMockWorkerWhenOff(),
    preloadMockBackend(),
    inlineBootScript(),
    contentSecurityPolicyHeader(),
    spaFallbackPage(),
    // Installable (the web app manifest, every build), and in the production build a service
    // worker that opens the app without the network (docs/architecture.md#the-service-worker).
    webAppManifest(),
    ...serviceWorkerOf(loadEnv(mode, process.cwd(), 'VITE_')),
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
    // The shell is one chunk by design (below), over Vite's 500 kB notice; its gzipped size is
    // held by the budgets of .size-limit.mjs instead.
    chunkSizeWarningLimit: 1000,
    // dist/.vite/manifest.json: what the entry imports, for the budgets (scripts/first-load.mjs).
    manifest: true,
    // No polyfill of <link rel="modulepreload">: the browsers without it (Firefox before 115,
    // Safari before 17) still run the app, fetching a lazy chunk's imports as they find them.
    modulePreload: { polyfill: false },
    // Fonts stay files, fetched only when their unicode-range is on the page; never data: URIs.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // What the entries import statically goes into one chunk, "shell": left alone, the bundler
    // splits out every module a lazy chunk shares with them, some forty small files that a phone
    // (six requests at a time) fetches in round trips before the app runs. Likewise the pieces of
    // the UI libraries and the icons that lazy chunks share go into one chunk, "ui" (14 kB
    // gzipped): otherwise the dashboard alone waits for some fifteen files of one or two kB each.
    rolldownOptions: {
      // No notice of slow plugins: on a busy machine it comes and goes with the load, saying
      // nothing about the build (the prerender and Sass take their time by design).
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 1 },
            {
              name: 'ui',
              test: /node_modules[\\/](react-bootstrap|@restart|dom-helpers|react-transition-group|@popperjs|uncontrollable)[\\/]|[\\/]src[\\/]shared[\\/]icons[\\/]/,
              // Only what two chunks or more share: a piece one screen uses stays with it.
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));

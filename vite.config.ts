/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * Preloads from index.html the font the first screen needs first (Georgian text at weight 400),
 * so it is fetched alongside the entry instead of after the CSS is parsed. Its file name is
 * hashed, so the link is written once the bundle exists.
 */
function preloadFont(fileName: string): Plugin {
  let base = '/';
  return {
    name: 'preload-font',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const asset = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(fileName),
        );
        if (!asset) throw new Error(`preload-font: ${fileName} is not in the bundle`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${asset.fileName}`,
              crossorigin: true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFont('noto-sans-georgian-georgian-400-normal.woff2')],
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
    chunkSizeWarningLimit: 600,
    // Fonts stay files, fetched only when their unicode-range is on the page; never data: URIs in the CSS.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    setupFiles: ['tests/setup.ts'],
    css: false,
    testTimeout: 20000,
    pool: 'threads',
  },
});

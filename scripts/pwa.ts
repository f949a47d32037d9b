/**
 * The portal as an installable app (docs/architecture.md#the-service-worker): the web app manifest
 * every build carries, and the production build's service worker (vite-plugin-pwa's generateSW,
 * Workbox), which the demo leaves to its mock's worker. vite.config.ts uses both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { company } from '../src/config/company.js';
import { APP_FILES_CACHE, PUBLIC_DATA_CACHE } from '../src/shared/session/customerCaches.js';

/** The manifest's file, beside index.html. */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** The app's colours (src/styles/main.css: --pp-brand, and the page's white). */
const BRAND = '#0b4f8a';
const BACKGROUND = '#ffffff';

/** The icons (public/icons/, drawn by scripts/make-icons.mjs), as the manifest lists them. */
export const MANIFEST_ICONS = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/**
 * The web app manifest of a build served under `base` ('/' or e.g. '/portal/'): Georgian names,
 * the others' in `translations` (Chromium's reading of the manifest's translations member). The
 * app opens at its root, which leads to /home, and holds every page under the base path.
 */
export function webManifest(base: string) {
  const names = (language: keyof typeof company.appName) => ({
    name: company.appName[language],
    short_name: company.appShortName[language],
    description: company.tagline[language],
  });
  return {
    id: base,
    ...names('ka'),
    lang: 'ka',
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: BRAND,
    background_color: BACKGROUND,
    // Relative to the manifest's own address, which is under `base`.
    icons: MANIFEST_ICONS,
    translations: { ru: names('ru'), en: names('en') },
  };
}

/** Writes the manifest beside index.html and links it from the page (every build). */
export function webAppManifest(): Plugin {
  let base = '/';
  return {
    name: 'web-app-manifest',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILE,
        source: `${JSON.stringify(webManifest(base), null, 2)}\n`,
      });
    },
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'manifest', href: `${base}${MANIFEST_FILE}` },
        injectTo: 'head',
      },
    ],
  };
}

/**
 * The service worker of a build: the production build's, unless VITE_SERVICE_WORKER=off, which
 * builds a `sw.js` that only removes the worker and its caches from a browser that has them (the
 * page no longer registers one). The demo has none: its scope is the mock's worker's.
 */
export function serviceWorkerOf(env: Record<string, string>): Plugin[] {
  if (env.VITE_API_MOCKING !== 'off') return [];
  return env.VITE_SERVICE_WORKER === 'off'
    ? VitePWA({ selfDestroying: true, injectRegister: false, manifest: false })
    : serviceWorker();
}

/**
 * The namespaces the customer's first screen reads beyond FIRST_SCREEN_NAMESPACES: in every
 * language, since none is in the entry. pwa.spec.ts's customer return visit fails (in Chromium,
 * in Georgian) when one is missing.
 */
const CUSTOMER_NAMESPACES = ['parcels', 'payments'];

/**
 * The first screens beyond the shell: the customer's (the dashboard, the header's menus, the
 * sidebar's greeting, their words; the visitor's home is in the entry), the announcement that may
 * pop up over either, this worker's registration, and the Russian and English words of the
 * namespaces the first screen reads (src/i18n/resources.ts, FIRST_SCREEN_NAMESPACES; Georgian is in
 * the entry).
 */
const FIRST_SCREENS = [
  'src/app/home/CustomerHome.tsx',
  'src/app/layout/CustomerMenus.tsx',
  'src/app/layout/Greeting.tsx',
  ...CUSTOMER_NAMESPACES.flatMap((ns) =>
    ['ka', 'ru', 'en'].map((lng) => `src/locales/${lng}/${ns}.json`),
  ),
  'src/features/popup/PopupAnnouncement.tsx',
  'src/app/serviceWorker.tsx',
  ...[
    ...(
      /FIRST_SCREEN_NAMESPACES = \[([^\]]*)\]/.exec(
        readFileSync('src/i18n/resources.ts', 'utf8'),
      )?.[1] ?? ''
    ).matchAll(/'(\w+)'/g),
  ].flatMap(([, ns]) => ['ru', 'en'].map((lng) => `src/locales/${lng}/${ns}.json`)),
];

/** The page and what its head links: the manifest and the icons a browser fetches with it. */
const PAGE_FILES = ['index.html', MANIFEST_FILE, 'favicon.svg', 'icons/apple-touch-icon.png'];

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * What the worker precaches of the build in `outDir`: the shell (the entry and what it imports,
 * their CSS), the first screens (`firstScreens`, the modules' source paths, and what they
 * import), the fonts index.html preloads, the Cyrillic and the Latin Extended ones. Read from
 * Vite's manifest of the build (build.manifest) and from index.html, since the names are hashed.
 */
export function precachedAssets(outDir: string, firstScreens: string[]): Set<string> {
  const manifest = JSON.parse(
    readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ViteManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const style of chunk.css ?? []) files.add(style);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of firstScreens) {
    if (!manifest[key]) throw new Error(`service worker: ${key} is not a chunk of the build`);
    visit(key);
  }
  const html = readFileSync(resolve(outDir, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(
    /<link rel="preload" as="font"[^>]* href="[^"]*?(assets\/[^"]+)"/g,
  ))
    files.add(file!);
  // And the faces index.html does not preload: the Cyrillic ones (a Georgian visitor never needs
  // them) for a Russian-speaking customer's first screen, and Latin Extended for a Turkish
  // warehouse's address on the dashboard, offline too.
  for (const file of readdirSync(resolve(outDir, 'assets')))
    if (/^noto-sans-(cyrillic|latin-ext)-(400|600)-normal-[\w-]+\.woff2$/.test(file))
      files.add(`assets/${file}`);
  return files;
}

/**
 * The service worker of the production build (docs/architecture.md#the-service-worker). Workbox's
 * generateSW: the worker is all configuration (a precache, two runtime routes, the navigation
 * fallback, the prompt's skip-waiting message), so there is no worker source of the project's
 * to keep. It waits to take over until the person accepts the update (registerType 'prompt');
 * src/app/serviceWorker.tsx registers it.
 */
export function serviceWorker(): Plugin[] {
  let outDir = 'dist';
  const outDirOf: Plugin = {
    name: 'service-worker-out-dir',
    apply: 'build',
    configResolved: (config) => void (outDir = resolve(config.root, config.build.outDir)),
  };
  return [
    outDirOf,
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is webAppManifest()'s, in every build.
      manifest: false,
      includeManifestIcons: false,
      workbox: {
        globPatterns: [...PAGE_FILES, 'assets/*.{js,css,woff2}'],
        // Of those, only the shell and the first screens: the other screens, the API docs and the
        // fonts' other subsets are fetched when needed.
        manifestTransforms: [
          (entries) => {
            const kept = precachedAssets(outDir, FIRST_SCREENS);
            for (const file of PAGE_FILES) kept.add(file);
            return { manifest: entries.filter((entry) => kept.has(entry.url)), warnings: [] };
          },
        ],
        // A route of the app opens offline: the precached page, which routes on the client. Not the
        // API, the API docs or the contract beside them.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/\/api\//, /\/api-docs(\/|$)/, /\/openapi\.(yaml|json)$/],
        cleanupOutdatedCaches: true,
        // One file (sw.js) for nginx to serve fresh, no workbox-*.js beside it.
        inlineWorkboxRuntime: true,
        sourcemap: false,
        runtimeCaching: [
          {
            // The app's other files (hashed, so never changed under their name), kept as they are
            // first fetched: the screens a customer opens come from the cache on the next visit,
            // offline too.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && /\/assets\/[^/]+-[\w-]{8}\.(js|css|woff2|svg|png)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: APP_FILES_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200 },
            },
          },
          {
            // The public, read-only API (openapi.yaml, `security: []`): tariffs, flights, news,
            // offices, the text pages and the announcement. Fresh from the network when it answers,
            // the last answer (with its own headers, Date included) when it does not. Never a
            // request with the customer's token or cookies. Serialised into the worker: it may use
            // nothing outside itself.
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              !request.headers.has('Authorization') &&
              request.credentials !== 'include' &&
              /^\/api\/(tariffs\/gets|office\/gets|popap\/get|page\/get\/[^/]+|flight\/gets\/\d+\/\d+|news\/gets\/\d+\/\d+|news\/get\/[^/]+)$/.test(
                url.pathname,
              ),
            handler: 'NetworkFirst',
            options: {
              cacheName: PUBLIC_DATA_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ];
}

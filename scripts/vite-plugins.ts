/**
 * The project's own Vite plugins (vite.config.ts uses them; docs/architecture.md#the-boot). Each
 * does one small thing the build cannot do by configuration.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** The origin of a URL setting, or nothing when it is unset (same origin). */
function origin(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * The app's Content-Security-Policy: the one source of it. The build writes it beside index.html
 * for nginx (CSP_FILE, which deploy/nginx.conf includes) and `vite preview` sends it, so the
 * browser tests run under the production policy. It names the API's origins (VITE_API_BASE,
 * VITE_RATES_BASE: its calls, and the news photos it serves) and where field data goes
 * (VITE_VITALS_URL). Of inline scripts, only those given by their hashes: the build's page
 * holds one, the boot script (bootScript). Styles may be inline: the prerendered page and the
 * libraries' components carry style attributes. The API docs page has its own policy
 * (scripts/api-docs.ts).
 */
export function contentSecurityPolicy(
  env: Record<string, string>,
  scriptHashes: string[] = [],
): string {
  const apis = [...new Set([...origin(env.VITE_API_BASE), ...origin(env.VITE_RATES_BASE)])];
  // Field data may go to another origin; a relative URL is the portal's own.
  const vitals = URL.canParse(env.VITE_VITALS_URL ?? '') ? origin(env.VITE_VITALS_URL) : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...apis].join(' '),
    "font-src 'self'",
    [...new Set(["connect-src 'self'", ...apis, ...vitals])].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** What the boot script is built with: the app's root, base path and import aliases. */
type BootConfig = Pick<ResolvedConfig, 'root' | 'base'> & {
  resolve: Pick<ResolvedConfig['resolve'], 'alias'>;
};

const bootScripts = new Map<string, Promise<{ code: string; hash: string }>>();

/**
 * The boot script as the build writes it into index.html's head: src/boot.ts's startBoot(),
 * bundled by Vite with the modules it imports (the storage keys, the paths, the base path), and
 * its policy source ('sha256-…'), computed from that same text. Built once per root and base.
 */
export function bootScript(config: BootConfig): Promise<{ code: string; hash: string }> {
  const key = `${config.root}\0${config.base}`;
  let script = bootScripts.get(key);
  if (!script) {
    script = buildBootScript(config);
    bootScripts.set(key, script);
  }
  return script;
}

async function buildBootScript({ root, base, resolve: { alias } }: BootConfig) {
  const entry = 'virtual:boot';
  const output = await build({
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    root,
    base,
    resolve: { alias },
    plugins: [
      {
        name: 'boot-entry',
        enforce: 'pre',
        resolveId: (id) => (id === entry ? id : undefined),
        load: (id) =>
          id === entry ? `import { startBoot } from '/src/boot.ts';\nstartBoot();\n` : undefined,
      },
    ],
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      target: 'es2022',
      rolldownOptions: { input: entry, output: { format: 'iife' } },
    },
  });
  // One build, of one chunk: `write: false` hands it back.
  const { output: chunks } = output as Rolldown.RolldownOutput;
  const code = chunks[0].code.trim();
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}

/** Where the build writes its policy, as nginx's `set $portal_csp` (deploy/nginx.conf). */
export const CSP_FILE = 'csp.nginx.conf';
/** The same policy as plain text, for `vite preview` of that build (the build's env, not its own). */
const CSP_TEXT = '.vite/content-security-policy.txt';

/** Writes the policy beside the build, and sends it with every page `vite preview` serves. */
export function contentSecurityPolicyHeader(): Plugin {
  let config: ResolvedConfig;
  const outDir = () => resolve(config.root, config.build.outDir);
  return {
    name: 'content-security-policy',
    configResolved: (resolved) => void (config = resolved),
    async closeBundle() {
      if (config.command !== 'build') return;
      const { hash } = await bootScript(config);
      const policy = contentSecurityPolicy(config.env, [hash]);
      await writeFile(resolve(outDir(), CSP_FILE), `set $portal_csp "${policy}";\n`);
      await writeFile(resolve(outDir(), CSP_TEXT), policy);
    },
    async configurePreviewServer(server) {
      const policy = await readFile(resolve(outDir(), CSP_TEXT), 'utf8').catch(() => '');
      if (!policy) return;
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith(`${config.base}api-docs`))
          res.setHeader('Content-Security-Policy', policy);
        next();
      });
    },
  };
}

/**
 * Writes the boot script (bootScript) into index.html's head in place of its `<script src>`: it
 * must run before the first paint, and a file would cost the page a request before it could paint.
 * The policy allows it by the hash of the same text (contentSecurityPolicyHeader).
 */
export function inlineBootScript(file = 'src/boot.ts'): Plugin {
  const tag = `<script src="/${file}"></script>`;
  let config: ResolvedConfig;
  return {
    name: 'inline-boot-script',
    configResolved: (resolved) => void (config = resolved),
    transformIndexHtml: {
      order: 'pre',
      handler: async (html) => {
        if (!html.includes(tag)) throw new Error(`inline-boot-script: index.html has no ${tag}`);
        const { code } = await bootScript(config);
        return html.replace(tag, () => `<script>${code}</script>`);
      },
    },
  };
}

/**
 * Preloads from index.html the fonts the first screen is written in, so they are fetched beside
 * the entry instead of after the CSS is parsed (docs/performance.md#why-the-first-load-is-built-as-it-is).
 */
export function preloadFonts(fileNames: string[]): Plugin {
  let base = '/';
  return {
    name: 'preload-fonts',
    apply: 'build',
    configResolved: (config) => void (base = config.base),
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle = {} }) =>
        fileNames.map((fileName) => {
          const asset = Object.values(bundle).find(
            (output) => output.type === 'asset' && output.names.includes(fileName),
          );
          if (!asset) throw new Error(`preload-fonts: ${fileName} is not in the bundle`);
          const href = `${base}${asset.fileName}`;
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: true },
            injectTo: 'head',
          };
        }),
    },
  };
}

/**
 * In a demo build, preloads from index.html the mock backend's chunk (`entry`, src/app/mockBackend.ts
 * imports it) and the chunks it imports, at low priority: the first screen's requests wait for the
 * mock (src/main.tsx), so its code downloads beside the entry's instead of after the entry has run,
 * and after what the first paint needs (the CSS, the fonts, the entry). A build without the mock
 * has no such chunk, and nothing is added.
 */
export function preloadMockBackend(entry = 'mocks/browser.ts'): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'preload-mock-backend',
    apply: 'build',
    configResolved: (resolved) => void (config = resolved),
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle = {} }) => {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const mock = chunks.find((c) => c.facadeModuleId === resolve(config.root, entry));
        if (!mock) return [];
        const files: string[] = [];
        const visit = (fileName: string) => {
          // What index.html loads already (the entry and its imports) is not named twice.
          if (html.includes(`"${config.base}${fileName}"`) || files.includes(fileName)) return;
          files.push(fileName);
          chunks.find((c) => c.fileName === fileName)?.imports.forEach(visit);
        };
        visit(mock.fileName);
        return files.map((fileName) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            href: `${config.base}${fileName}`,
            crossorigin: true,
            fetchpriority: 'low',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The mock service worker: the demo's (public/demoServiceWorker.js) and MSW's, which it loads. */
export const MOCK_WORKER_FILES = ['demoServiceWorker.js', 'mockServiceWorker.js'];

/**
 * public/ is copied into every build whole; the mock service worker belongs to the mock backend,
 * so a build with VITE_API_MOCKING=off drops its copy (scripts/check-mock-free-build.mjs).
 */
export function noMockWorkerWhenOff(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'no-mock-worker-when-off',
    apply: 'build',
    configResolved: (resolved) => void (config = resolved),
    async closeBundle() {
      if (config.env.VITE_API_MOCKING === 'off')
        for (const file of MOCK_WORKER_FILES)
          await rm(resolve(config.root, config.build.outDir, file), { force: true });
    },
  };
}

/**
 * Writes 404.html beside index.html, the same page: a host that serves files only (GitHub Pages,
 * .github/workflows/pages.yml) answers a path that is no file with it, so a deep link or a reload
 * starts the app, which routes on the client. nginx (deploy/nginx.conf) answers index.html itself.
 */
export function spaFallbackPage(): Plugin {
  return {
    name: 'spa-fallback-page',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After vite-prerender-plugin has written the prerendered page into index.html.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        this.emitFile({ type: 'asset', fileName: '404.html', source: page.source });
      },
    },
  };
}

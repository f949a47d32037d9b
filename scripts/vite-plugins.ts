/**
 * The project's own Vite plugins (vite.config.ts uses them; docs/architecture.md#the-boot). Each
 * does one small thing the build cannot do by configuration.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build, type AliasOptions, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

/**
 * Puts src/boot/beforeApp.ts at the top of index.html's head as an inline script, bundled by Vite
 * (lib mode, one IIFE) with the app's aliases and env: it must run before the first paint, which
 * a module script never does. The CSP names it by hash (below). Bundled once, when the config is
 * resolved: a build started inside another one's hooks can wait on it forever (both use the
 * bundler's threads). The dev server takes a change to it on its restart.
 */
export function inlineHeadScript(entry: string, alias: AliasOptions): Plugin {
  let code = '';
  return {
    name: 'inline-head-script',
    async configResolved(config) {
      const result = (await build({
        configFile: false,
        root: config.root,
        base: config.base,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        resolve: { alias },
        build: {
          write: false,
          copyPublicDir: false,
          lib: { entry, formats: ['iife'], name: 'beforeApp' },
        },
      })) as Rollup.RollupOutput[];
      code = result[0]!.output[0].code.trim();
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: code, injectTo: 'head' }],
    },
  };
}

/** The origin of a URL setting, or nothing when it is unset (same origin). */
function origin(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

/**
 * The app's Content-Security-Policy, made from the built index.html (the hashes of its inline
 * scripts) and the API's origins (VITE_API_BASE, VITE_RATES_BASE: its calls, and the news photos
 * it serves), so it cannot go stale.
 * Styles may be inline: the prerendered page and the libraries' components carry style
 * attributes. The API docs page has its own policy (scripts/api-docs.ts).
 */
export function contentSecurityPolicy(html: string, env: Record<string, string>): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
  const apis = [...new Set([...origin(env.VITE_API_BASE), ...origin(env.VITE_RATES_BASE)])];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...apis].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...apis].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Where the build writes its policy, as nginx's `set $portal_csp` (deploy/nginx.conf). */
export const CSP_FILE = 'csp.nginx.conf';

/**
 * Writes the build's Content-Security-Policy beside it (CSP_FILE), and has `vite preview` send it
 * with every page, so the browser tests run under the production policy.
 */
export function cspFromBuild(): Plugin {
  let config: ResolvedConfig;
  const policyFile = () => resolve(config.root, config.build.outDir, CSP_FILE);
  return {
    name: 'csp-from-build',
    configResolved: (resolved) => void (config = resolved),
    async closeBundle() {
      if (config.command !== 'build') return;
      const html = await readFile(resolve(config.root, config.build.outDir, 'index.html'), 'utf8');
      const policy = contentSecurityPolicy(html, config.env);
      await writeFile(policyFile(), `set $portal_csp "${policy}";\n`);
    },
    async configurePreviewServer(server) {
      const line = await readFile(policyFile(), 'utf8').catch(() => '');
      const policy = /"(.*)"/.exec(line)?.[1];
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
 * Preloads from index.html the fonts the first screen is written in, so they are fetched beside
 * the entry instead of after the CSS is parsed (docs/performance.md#the-first-load).
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
        await rm(resolve(config.root, config.build.outDir, 'mockServiceWorker.js'), {
          force: true,
        });
    },
  };
}

/**
 * Prerendering of the first screen: after `vite build`, src/app/prerender.tsx is built for Node
 * (a second, SSR build into node_modules/.tmp/prerender) and run. Its HTML of /home goes into
 * dist/index.html's #root (a visitor's) and into an element after it (a returning customer's),
 * followed by the announcement popup as the backend serves it at build
 * time (demo builds: the mock backend's; hidden unless the visit shows it) and the inline script that keeps it only for a visit that
 * renders exactly that page (visitCheck), and that starts the entry, which the head only
 * preloads. A first visit then paints the page, in its fonts and styles, before the JavaScript
 * has arrived or run; main.tsx hydrates it.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type AliasOptions, type Plugin, type Rollup } from 'vite';
import type { VisitFiles } from '../src/app/prerender';

const ENTRY = 'src/app/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
/** The built entry's tag in index.html; its src is the first group. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
/** The head's preloads of the entry's static imports, with the line they stand on. */
const ENTRY_IMPORT = /\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The head's first stylesheet: visitStart goes before it (an inline script after it waits for it). */
const STYLESHEET = /<link rel="stylesheet"[^>]*>/;

interface PrerenderModule {
  renderHome(options?: { customer?: boolean }): Promise<string>;
  CUSTOMER_ROOT_ID: string;
  announcementAtBuild(): Promise<unknown>;
  renderAnnouncement(popup: unknown): Promise<string>;
  visitStart(files: VisitFiles): string;
  visitCheck(files: VisitFiles): string;
}

/**
 * The lazy modules a returning customer's dashboard waits for, one after another: the data layer,
 * the session check, the dashboard, and the sidebar's and header's customer parts.
 */
const CUSTOMER_HOME_MODULES = [
  'src/store/api.ts',
  'src/features/accounts/SessionBootstrap.tsx',
  'src/app/home/CustomerHome.tsx',
  'src/features/accounts/GreetingCard.tsx',
  'src/app/layout/CustomerMenus.tsx',
];

/** The mock backend's code (src/app/mockBackend.ts imports it); not built with mocking off. */
const MOCK_LAYER_MODULE = 'mocks/browser.ts';

/**
 * The built files of `modules` with the chunks and styles they import, less what index.html
 * loads anyway, as URLs. A module missing from the build is an error unless `optional`.
 */
function builtFiles(
  bundle: Rollup.OutputBundle,
  {
    root,
    base,
    modules,
    optional = false,
  }: {
    root: string;
    base: string;
    modules: string[];
    optional?: boolean;
  },
): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [[output.fileName, output] as const] : [],
    ),
  );
  const firstLoad = new Set<string>();
  const wanted = new Set<string>();
  const collect = (fileName: string, into: Set<string>) => {
    const chunk = chunks.get(fileName);
    if (into.has(fileName) || !chunk) return;
    into.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
    for (const imported of chunk.imports) collect(imported, into);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) collect(chunk.fileName, firstLoad);
  for (const module of modules) {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId === resolve(root, module));
    if (chunk) collect(chunk.fileName, wanted);
    else if (!optional) throw new Error(`prerender: no chunk for ${module}`);
  }
  return [...wanted].filter((file) => !firstLoad.has(file)).map((file) => `${base}${file}`);
}

/** Stylesheet imports of the app's modules become empty modules. */
function noStyles(): Plugin {
  const EMPTY = '\0prerender-no-style';
  return {
    name: 'prerender-no-styles',
    enforce: 'pre',
    resolveId: (id) => (/\.s?css$/.test(id) ? EMPTY : null),
    load: (id) => (id === EMPTY ? '' : null),
  };
}

export function prerenderHome({ alias }: { alias: AliasOptions }): Plugin {
  let root = '';
  let outDir = '';
  let mode = '';
  let base = '/';
  let customerHome: string[] = [];
  let mockLayer: string[] = [];
  return {
    name: 'prerender-home',
    // Not in the SSR build it starts itself.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
      base = config.base;
    },
    // After Vite's own plugins: they remove the chunks that only imported styles, which a list made
    // earlier named (two preloads that answered 404).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        customerHome = builtFiles(bundle, { root, base, modules: CUSTOMER_HOME_MODULES });
        mockLayer = builtFiles(bundle, {
          root,
          base,
          modules: [MOCK_LAYER_MODULE],
          optional: true,
        });
      },
    },
    async closeBundle() {
      const ssrDir = resolve(root, 'node_modules/.tmp/prerender');
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        resolve: { alias },
        // The HTML needs no styles: index.html links them.
        plugins: [noStyles()],
        // Everything bundled: the app's dependencies are written for bundlers, not for Node. But
        // jsdom (the DOM the build sanitises the announcement in), which is written for Node.
        ssr: { noExternal: true, external: ['jsdom'] },
        build: {
          ssr: ENTRY,
          outDir: ssrDir,
          emptyOutDir: true,
          target: 'node20',
          rolldownOptions: {
            // One file: the module is imported under a fresh URL (below), and a chunk importing
            // it back by its plain name would load a second copy, with contexts of its own.
            output: { codeSplitting: false },
            // The libraries' "use client" marks mean nothing in a bundle rendered once in Node.
            onLog(level, log, handler) {
              if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
            },
          },
        },
      });
      // A fresh URL each build: Node caches a module by URL, and one process may build twice.
      const module = (await import(
        `${pathToFileURL(resolve(ssrDir, 'prerender.js')).href}?t=${Date.now()}`
      )) as PrerenderModule;
      const html = await module.renderHome();
      const customerHtml = await module.renderHome({ customer: true });
      const customerPage = `<div id="${module.CUSTOMER_ROOT_ID}" data-page="customer">${customerHtml}</div>`;
      const announcement = await module.renderAnnouncement(await module.announcementAtBuild());
      const indexFile = resolve(outDir, 'index.html');
      const index = await readFile(indexFile, 'utf8');
      if (!index.includes(ROOT_ELEMENT))
        throw new Error(`prerender: no ${ROOT_ELEMENT} in index.html`);
      // The entry and its imports are fetched and started by the visit check (see visitCheck),
      // not from the head.
      const entries = [...index.matchAll(ENTRY_SCRIPT)];
      if (entries.length !== 1)
        throw new Error(`prerender: ${entries.length} module scripts in index.html, 1 expected`);
      const entry = entries[0]![1]!;
      const entryImports = [...index.matchAll(ENTRY_IMPORT)].map((match) => match[1]!);
      const files: VisitFiles = { entry, entryImports, customerHome, mockLayer };
      const check = module.visitCheck(files);
      if (!STYLESHEET.test(index)) throw new Error('prerender: no stylesheet link in index.html');
      await writeFile(
        indexFile,
        index
          .replace(ENTRY_SCRIPT, '')
          .replace(ENTRY_IMPORT, '')
          .replace(
            STYLESHEET,
            (link) => `<script>\n${module.visitStart(files)}\n    </script>\n    ${link}`,
          )
          .replace(
            ROOT_ELEMENT,
            `<div id="root" data-page="visitor">${html}</div>\n    ${customerPage}\n    ${announcement}\n    <script>\n${check}\n    </script>`,
          ),
      );
      await rm(ssrDir, { recursive: true, force: true });
    },
  };
}

/**
 * Prerendering of the first screen: after `vite build`, src/app/prerender.tsx is built for Node
 * (a second, SSR build into node_modules/.tmp/prerender) and run. Its HTML of /home goes into
 * dist/index.html's #root, followed by the inline script that keeps it only for a visit that
 * renders exactly that page (visitCheck). A first visit then paints the page, in its fonts and
 * styles, before the JavaScript has arrived; main.tsx hydrates it.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type AliasOptions, type Plugin } from 'vite';

const ENTRY = 'src/app/prerender.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

interface PrerenderModule {
  renderHome(): Promise<string>;
  visitCheck(): string;
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
  return {
    name: 'prerender-home',
    // Not in the SSR build it starts itself.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
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
        // Everything bundled: the app's dependencies are written for bundlers, not for Node.
        ssr: { noExternal: true },
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
      const indexFile = resolve(outDir, 'index.html');
      const index = await readFile(indexFile, 'utf8');
      if (!index.includes(ROOT_ELEMENT))
        throw new Error(`prerender: no ${ROOT_ELEMENT} in index.html`);
      await writeFile(
        indexFile,
        index.replace(
          ROOT_ELEMENT,
          `<div id="root">${html}</div>\n    <script>\n${module.visitCheck()}\n    </script>`,
        ),
      );
      await rm(ssrDir, { recursive: true, force: true });
    },
  };
}

// A demo build's index.html preloads the mock backend's chunks at low priority, so the mock's code
// downloads beside the entry's (scripts/vite-plugins.ts, preloadMockBackend); a build without the
// mock gets nothing.
import { resolve } from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformHook, ResolvedConfig, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadMockBackend } from '../../scripts/vite-plugins';

const root = process.cwd();

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId }) as unknown as Rolldown.OutputChunk;

/** The tags the plugin adds to `html`, in a build of `chunks` served under `base`. */
function tags(html: string, chunks: Rolldown.OutputChunk[], base = '/'): HtmlTagDescriptor[] {
  const plugin = preloadMockBackend();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root, base } as never);
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]));
  return handler.call({} as never, html, { bundle } as never) as HtmlTagDescriptor[];
}

const html = (base = '/') =>
  `<script type="module" crossorigin src="${base}assets/runtime.js"></script>` +
  `<script type="module" crossorigin src="${base}assets/shell.js"></script>`;

describe('the mock backend preloaded by a demo build', () => {
  const demo = [
    chunk('assets/runtime.js', []),
    chunk('assets/shell.js', ['assets/runtime.js'], resolve(root, 'src/main.tsx')),
    chunk(
      'assets/browser.js',
      ['assets/runtime.js', 'assets/rules.js', 'assets/seed.js'],
      resolve(root, 'mocks/browser.ts'),
    ),
    chunk('assets/rules.js', ['assets/runtime.js']),
    chunk('assets/seed.js', ['assets/rules.js', 'assets/ids.js']),
    chunk('assets/ids.js', []),
    chunk('assets/news.js', []),
  ];

  it('names the mock’s chunk and every chunk it imports, once each, at low priority', () => {
    const added = tags(html('/portal/'), demo, '/portal/');
    expect(added.map((tag) => tag.attrs?.href)).toEqual([
      '/portal/assets/browser.js',
      '/portal/assets/rules.js',
      '/portal/assets/seed.js',
      '/portal/assets/ids.js',
    ]);
    for (const tag of added)
      expect(tag.attrs).toMatchObject({ rel: 'modulepreload', fetchpriority: 'low' });
  });

  it('adds nothing to a build without the mock', () => {
    expect(
      tags(
        html(),
        demo.filter((c) => c.fileName !== 'assets/browser.js'),
      ),
    ).toEqual([]);
  });
});

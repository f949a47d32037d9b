// index.html of a demo build preloads the mock backend's chunks (scripts/vite-plugins.ts), so
// they download beside the shell; a build with the mock off names none of them.
import type { HtmlTagDescriptor, IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadMockBackend } from '../scripts/vite-plugins';

/** A built chunk as the plugin reads it from the bundle. */
const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk',
  fileName,
  imports,
  facadeModuleId,
});

const BUNDLE = Object.fromEntries(
  [
    chunk('assets/shell-a.js', ['assets/rolldown-runtime-b.js'], '/app/index.html'),
    chunk('assets/rolldown-runtime-b.js', []),
    chunk('assets/browser-c.js', [
      'assets/shell-a.js',
      'assets/browserDemo-d.js',
      'assets/ids-e.js',
    ]),
    chunk('assets/browserDemo-d.js', ['assets/ids-e.js', 'assets/yup-f.js']),
    chunk('assets/ids-e.js', []),
    chunk('assets/yup-f.js', []),
    chunk('assets/TariffsPage-g.js', ['assets/shell-a.js']),
  ].map((c) => [c.fileName, c]),
);
BUNDLE['assets/browser-c.js']!.facadeModuleId = '/app/mocks/browser.ts';

const HTML =
  '<script type="module" src="/portal/assets/shell-a.js"></script>' +
  '<link rel="modulepreload" href="/portal/assets/rolldown-runtime-b.js">';

/** The plugin's tags for index.html, in a build with VITE_API_MOCKING set to `mocking`. */
function tags(mocking: string | undefined): HtmlTagDescriptor[] {
  const plugin = preloadMockBackend();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ base: '/portal/', env: { VITE_API_MOCKING: mocking } } as never);
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return handler.call({} as never, HTML, { bundle: BUNDLE } as never) as HtmlTagDescriptor[];
}

describe('the mock backend preloaded by a demo build', () => {
  it('names the mock backend and every chunk it imports that index.html does not load already, at low priority', () => {
    const preloaded = tags(undefined);
    expect(preloaded.map((tag) => tag.attrs?.href)).toEqual([
      '/portal/assets/browser-c.js',
      '/portal/assets/browserDemo-d.js',
      '/portal/assets/ids-e.js',
      '/portal/assets/yup-f.js',
    ]);
    for (const tag of preloaded)
      expect(tag.attrs).toMatchObject({ rel: 'modulepreload', fetchpriority: 'low' });
  });

  it('names nothing in a build with the mock off', () => {
    expect(tags('off')).toEqual([]);
  });
});

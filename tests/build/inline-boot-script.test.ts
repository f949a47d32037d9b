// index.html's head holds the boot script itself, not a request for it (scripts/vite-plugins.ts),
// built from src/boot.ts with the modules it imports, and the build's policy allows that one
// inline script by the hash of the same text.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/languages';
import { TOKEN_STORAGE_KEY } from '@/shared/session/tokenStorage';
import { bootScript, contentSecurityPolicy, inlineBootScript } from '../../scripts/vite-plugins';
import { alias } from '../../vite.config';

const config = (base: string) => ({ base, root: process.cwd(), resolve: { alias } });

/** index.html as the plugin turns it, in a build served under `base`. */
async function page(base: string): Promise<string> {
  const plugin = inlineBootScript();
  (plugin.configResolved as (config: ResolvedConfig) => void)(config(base) as never);
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return (await handler.call(
    {} as never,
    readFileSync('index.html', 'utf8'),
    {} as never,
  )) as string;
}

describe('the boot script in the page', () => {
  it('is written into the head, before any other script, built from the app’s own keys and paths', async () => {
    const html = await page('/portal/');
    expect(html).not.toContain('src="/src/boot.ts"');
    const head = html.slice(0, html.indexOf('</head>'));
    const { code } = await bootScript(config('/portal/'));
    expect(head.slice(head.indexOf('<script'))).toMatch(/^<script>/);
    expect(head).toContain(`<script>${code}</script>`);
    for (const source of [TOKEN_STORAGE_KEY, LANGUAGE_STORAGE_KEY, '/portal', '/home'])
      expect(code).toContain(source);
  });

  it('is allowed by the policy by the hash of the text written into the page', async () => {
    const { code, hash } = await bootScript(config('/'));
    const expected = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(hash).toBe(expected);
    expect(contentSecurityPolicy({}, [hash]).split('; ')).toContain(
      `script-src 'self' ${expected}`,
    );
    expect(contentSecurityPolicy({}).split('; ')).toContain("script-src 'self'");
  });
});

// index.html's head holds the boot script itself, not a request for it (scripts/vite-plugins.ts),
// and the build's policy allows that one inline script by the hash of the same text.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootScript, contentSecurityPolicy, inlineBootScript } from '../scripts/vite-plugins';

const BOOT = readFileSync('src/boot.js', 'utf8');

/** index.html as the plugin turns it, in a build served under `base`. */
async function page(base: string): Promise<string> {
  const plugin = inlineBootScript();
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    base,
    root: process.cwd(),
  } as never);
  const { handler } = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return (await handler.call(
    {} as never,
    readFileSync('index.html', 'utf8'),
    {} as never,
  )) as string;
}

describe('the boot script in the page', () => {
  it('is written into the head, with the path the build is served under, before any other script', async () => {
    const html = await page('/portal/');
    expect(html).not.toContain('src="/src/boot.js"');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.slice(head.indexOf('<script'))).toMatch(/^<script data-base="\/portal\/">/);
    expect(head).toContain(`<script data-base="/portal/">${BOOT}</script>`);
  });

  it('is allowed by the policy by the hash of the text written into the page', async () => {
    const expected = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    const { hash } = await bootScript(process.cwd());
    expect(hash).toBe(expected);
    expect(contentSecurityPolicy({}, [hash]).split('; ')).toContain(
      `script-src 'self' ${expected}`,
    );
    expect(contentSecurityPolicy({}).split('; ')).toContain("script-src 'self'");
  });
});

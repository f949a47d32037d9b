// index.html's head holds the boot script itself, not a request for it (scripts/vite-plugins.ts),
// and the build's policy allows that one inline script by its hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IndexHtmlTransformHook, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineBootScript,
  inlineScriptHashes,
} from '../scripts/vite-plugins';

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
    const first = head.indexOf('<script');
    expect(head.slice(first)).toMatch(/^<script data-base="\/portal\/">\n/);
    expect(head).toContain(BOOT);
  });

  it('is the one inline script the policy allows, by its hash', async () => {
    const hashes = inlineScriptHashes(await page('/'));
    const expected = createHash('sha256').update(`\n${BOOT}`).digest('base64');
    expect(hashes).toEqual([`'sha256-${expected}'`]);
    const policy = contentSecurityPolicy({}, hashes).split('; ');
    expect(policy).toContain(`script-src 'self' 'sha256-${expected}'`);
    expect(contentSecurityPolicy({}).split('; ')).toContain("script-src 'self'");
  });

  it('hashes no script that has a source', () => {
    expect(inlineScriptHashes('<script type="module" src="/a.js"></script>')).toEqual([]);
  });
});

// The web app manifest (scripts/pwa.ts) of a build at the root and under a path: every icon it
// names is a PNG in public/ of the size it claims, one may be masked, and the app it describes
// opens inside its own scope.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webManifest } from '../../scripts/pwa';

/** A PNG's width and height, from its IHDR chunk (after the 8-byte signature). */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1'), file).toBe('IHDR');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe.each(['/', '/portal/'])('the web app manifest served under %s', (base) => {
  const manifest = webManifest(base);

  it('names the app in Georgian, with the Russian and English names beside', () => {
    expect(manifest.lang).toBe('ka');
    expect(manifest.name).toMatch(/\p{Script=Georgian}/u);
    expect(manifest.short_name).toMatch(/\p{Script=Georgian}/u);
    expect(manifest.translations.ru.name).toMatch(/\p{Script=Cyrillic}/u);
    expect(manifest.translations.en.name).toMatch(/^[\x20-\x7e]+$/);
    expect(manifest.display).toBe('standalone');
  });

  it('opens at the base path, inside its scope', () => {
    expect(manifest.scope).toBe(base);
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
  });

  it('lists icons that exist at the sizes they claim, 192 and 512 px, one maskable', () => {
    for (const icon of manifest.icons)
      expect(pngSize(`public/${icon.src}`), icon.src).toBe(icon.sizes);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });
});

describe('the Apple touch icon', () => {
  it('is a 180 px PNG that index.html links', () => {
    const href = /<link rel="apple-touch-icon" href="\/([^"]+)"/.exec(
      readFileSync('index.html', 'utf8'),
    )?.[1];
    expect(href).toBeDefined();
    expect(pngSize(`public/${href}`)).toBe('180x180');
  });
});

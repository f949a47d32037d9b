// The first load of any built app, gzip (level 9): the module scripts and modulepreload links its
// index.html names. Reads only the folder, so it measures this portal's builds and a peer's alike
// (the bench's first-load figures).
// Usage: node scripts/first-load-size.mjs DIR [DIR…]   (e.g. dist)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JS files index.html loads as modules or preloads, as paths inside `dir`. */
export function firstLoadScripts(dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\s[^>]*>/g)) {
    const attr = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const url = tag.startsWith('<script')
      ? attr('type') === 'module' && attr('src')
      : attr('rel') === 'modulepreload' && attr('href');
    if (!url) continue;
    // "/assets/x.js", "/portal/assets/x.js", "./assets/x.js": the file is where its path ends.
    const path = new URL(url, 'http://app/').pathname;
    const file = path
      .split('/')
      .map((_, i, parts) => join(dir, ...parts.slice(i)))
      .find((candidate) => existsSync(candidate) && candidate !== dir);
    if (!file) throw new Error(`${dir}/index.html names ${url}, which is not in ${dir}`);
    files.add(file);
  }
  return [...files];
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: node scripts/first-load-size.mjs DIR [DIR…]');
    process.exit(2);
  }
  for (const dir of dirs) {
    const sizes = firstLoadScripts(dir).map((file) => [file, gzipSize(file)]);
    for (const [file, size] of sizes) console.log(`  ${String(size).padStart(7)}  ${file}`);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.log(
      `${dir}: ${(total / 1000).toFixed(1)} kB (${total} bytes) gzip, ${sizes.length} files`,
    );
  }
}

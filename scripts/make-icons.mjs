// `node scripts/make-icons.mjs`: the app's icons (public/icons/*.png, committed) drawn from
// public/favicon.svg by the system Chromium, for the web app manifest (scripts/web-manifest.ts)
// and the Apple touch icon (index.html). Run it again after changing the favicon.
//   icon-192.png, icon-512.png   the favicon as it is (purpose "any")
//   maskable-512.png            the mark on a full square of the brand colour, within the central
//                               80 % circle a platform may cut the icon to (purpose "maskable")
//   apple-touch-icon.png        180 px, the same full square: iOS rounds its corners itself
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const favicon = readFileSync('public/favicon.svg', 'utf8');
/** The favicon's drawing without its rounded square: the mark alone. */
const mark = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');
const brand = /<rect[^>]*fill="(#[0-9a-f]+)"/i.exec(favicon)?.[1] ?? '#0b4f8a';
/** The mark scaled to 80 % about the centre: its farthest point stays inside the safe circle. */
const fullSquare = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${brand}"/><g transform="translate(24 24) scale(0.8) translate(-24 -24)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-512.png', size: 512, svg: fullSquare },
  { file: 'apple-touch-icon.png', size: 180, svg: fullSquare },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: `public/icons/${file}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}

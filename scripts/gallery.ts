// `npm run gallery [-- --base URL]`: the designers' gallery. Photographs every screen, panel and
// named state of the catalogue (tests/e2e/screens.ts) in ka, ru and en at phone and desktop
// width (a Playwright run: tests/gallery/), then writes gallery/index.html, grouped by screen,
// each picture labelled with its route, state, language and width. The page and its pictures are
// files side by side: it opens offline. With --base it photographs that deployment (a demo
// build, mock backend on) instead of building and serving the local one; with --grep TEXT only
// the screens whose id matches (`--grep dashboard`), the others shown as not photographed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES } from '../src/i18n/languages';
import { SCREENS } from '../tests/e2e/screens';
import { GALLERY_DIR, GALLERY_WIDTHS, type GalleryProject, shotFile } from '../tests/gallery/shots';

const { values } = parseArgs({
  options: { base: { type: 'string' }, grep: { type: 'string' } },
});
const base = values.base ? new URL(values.base.replace(/\/?$/, '/')).href : undefined;

rmSync(GALLERY_DIR, { recursive: true, force: true });
mkdirSync(GALLERY_DIR, { recursive: true });

const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--config',
    'tests/gallery/playwright.config.ts',
    ...(values.grep ? ['--grep', values.grep] : []),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, ...(base ? { GALLERY_BASE: base } : {}) },
  },
);

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const groups = new Map<string, typeof SCREENS>();
for (const screen of SCREENS)
  groups.set(screen.screen, [...(groups.get(screen.screen) ?? []), screen]);

let missing = 0;
const figure = (project: GalleryProject, id: string, route: string, state: string, lng: string) => {
  const file = shotFile(project, id, lng);
  const label = `${route} · ${state} · ${lng} · ${GALLERY_WIDTHS[project]} px`;
  if (!existsSync(resolve(GALLERY_DIR, file))) {
    missing += 1;
    return `<figure class="missing"><figcaption>${escape(label)}: not photographed (see the run's output)</figcaption></figure>`;
  }
  return `<figure><a href="${file}"><img src="${file}" alt="${escape(label)}" loading="lazy"></a><figcaption>${escape(label)}</figcaption></figure>`;
};

const sections = [...groups].map(([name, screens]) => {
  const rows = screens.map((screen) => {
    const pictures = (Object.keys(GALLERY_WIDTHS) as GalleryProject[]).flatMap((project) =>
      LANGUAGES.map((lng) => figure(project, screen.id, screen.route, screen.state, lng)),
    );
    return `<h3>${escape(screen.state)} <code>${escape(screen.route)}</code></h3><div class="row">${pictures.join('')}</div>`;
  });
  const id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id,
    name,
    html: `<section id="${id}"><h2>${escape(name)}</h2>${rows.join('')}</section>`,
  };
});

writeFileSync(
  resolve(GALLERY_DIR, 'index.html'),
  `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parcel Portal: every screen</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1b1f23; }
  nav a { margin-right: 1rem; }
  .row { display: flex; gap: 1rem; overflow-x: auto; align-items: flex-start; padding-bottom: 1rem; }
  figure { margin: 0; flex: none; }
  figure img { display: block; border: 1px solid #ccd; max-height: 560px; width: auto; }
  figcaption { font-size: 12px; color: #444; max-width: 320px; }
  .missing { padding: 1rem; border: 1px dashed #b02a37; color: #b02a37; }
</style>
<h1>Parcel Portal: every screen</h1>
<p>${escape(base ?? 'the local demo build')}, in ka, ru and en at ${Object.values(GALLERY_WIDTHS).join(' and ')} px. Click a picture for its full size.</p>
<nav>${sections.map((s) => `<a href="#${s.id}">${escape(s.name)}</a>`).join('')}</nav>
${sections.map((s) => s.html).join('\n')}
`,
);

console.log(
  `\nGallery: ${resolve(GALLERY_DIR, 'index.html')}${missing ? ` (${missing} pictures missing)` : ''}`,
);
process.exit(run.status === 0 && missing === 0 ? 0 : 1);

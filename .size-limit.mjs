// Size budgets of the built demo (dist/ after `npm run build`), gzip, checked by `npm run size`
// (part of `npm test`). File names are hashed, so the lists come from the build (scripts/first-load.mjs).
// KiB, as in issue 7's measurements.
//
// First-load JS: issue 7 asks for 150 KB, held here as 150 kB (1000 bytes each, the stricter
// reading). The shell carries react-dom, react-router, i18next, Redux Toolkit's store and the home
// screen; RTK Query and the endpoints are the data layer's own chunk, fetched beside the shell
// (src/store/store.ts), and the parts of the first screen that show server data come with it.
// What keeps it under: lazy routes, panels and dialogs, the sign-in form without formik/yup, the
// panel host on first use, react-router's declarative router instead of its data router, Bootstrap's navbar and alert
// markup and the toasts on first use instead of react-bootstrap's Navbar, Alert and Toast, the
// data layer after the shell. See
// docs/performance.md#why-the-code-is-so.
import { firstLoad, mockLayer } from './scripts/first-load.mjs';

const { js, css } = firstLoad('dist');
// The bundler's runtime and one "shell" chunk with the entry (vite.config.ts, the `$initial` group): a phone
// fetches six files at a time, so forty small first-load files cost round trips before the paint.
if (js.length > 3) {
  throw new Error(
    `the first load is ${js.length} JS files; at most 3 are expected:\n${js.join('\n')}`,
  );
}

export default [
  {
    name: 'first-load JS of /home (the entry and the chunks it imports)',
    path: js,
    gzip: true,
    limit: '150 kB',
  },
  // CSS: 25 KB, held as 25 kB too. What keeps it under: only the Bootstrap partials and utility
  // groups in use, and breakpoint variants only of the values the markup uses
  // (src/styles/bootstrap.scss).
  { name: 'CSS linked from index.html', path: css, gzip: true, limit: '25 kB' },
  {
    name: 'mock layer (assets/browser-*.js and what only it imports + mockServiceWorker.js)',
    path: mockLayer('dist').files,
    gzip: true,
    limit: '180 KiB',
  },
];

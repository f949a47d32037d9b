// Size budgets of the built demo (dist/ after `npm run build:demo` or `build:only`), gzip, checked by `npm run size`
// (part of `npm test`). File names are hashed, so the lists come from the build (scripts/first-load.mjs).
//
// First-load JS: 188 kB (1000 bytes each). The shell carries react-dom, react-router (its data
// router, which React Router's own ScrollRestoration needs),
// i18next, Redux Toolkit with RTK Query and the endpoints, the first screen's Georgian words, the
// offline notice (a live region, there before it speaks), and the visitor's home screen: the data layer loads with the shell, since splitting it off did not
// make the first screen faster (it only moved the same bytes one round trip later, behind
// machinery to wait for them). What keeps it under: lazy routes, panels and dialogs, the
// signed-in parts of the frame, the sign-in form without formik/yup, the first screen in
// Bootstrap's markup with no react-bootstrap component, one small module per icon, and the React
// Compiler's memoisation only where renders repeat (the frame, the calculators; not the visitor's
// home sections nor the sign-in form). See docs/performance.md.
import { firstLoad, lazyLoad, mockLayer } from './scripts/first-load.mjs';

const { js, css } = firstLoad('dist');
// The bundler's runtime and one "shell" chunk with the entry (vite.config.ts, the `$initial` group): a phone
// fetches six files at a time, so forty small first-load files cost round trips before the paint.
if (js.length > 3) {
  throw new Error(
    `the first load is ${js.length} JS files; at most 3 are expected:\n${js.join('\n')}`,
  );
}

// The customer's dashboard, a returning customer's first screen: its chunk and what it imports
// beyond the first load (56 kB, about 10 kB of it the compiler's memoisation). The UI libraries'
// shared pieces are one chunk (vite.config.ts, the "ui" group), so the screen waits for a few
// files rather than some twenty-five: twelve, two rounds of the six a phone fetches at once, and
// in this demo build one more, since its console draws two of the dashboard's parts too (the
// tracking search, a parcel's state), which the bundler then puts in a file of their own.
const dashboard = lazyLoad('src/app/home/CustomerHome.tsx', 'dist');
if (dashboard.length > 13) {
  throw new Error(
    `the dashboard adds ${dashboard.length} JS files; at most 13 are expected:\n${dashboard.join('\n')}`,
  );
}

export default [
  {
    name: 'first-load JS of /home (the entry and the chunks it imports)',
    path: js,
    gzip: true,
    limit: '188 kB',
  },
  {
    name: "the customer's dashboard (its chunk and what it adds to the first load)",
    path: dashboard,
    gzip: true,
    limit: '56 kB',
  },
  // CSS: 25 KB, held as 25 kB too. What keeps it under: only the Bootstrap partials and utility
  // groups in use, and breakpoint variants only of the values the markup uses
  // (src/styles/bootstrap.scss).
  { name: 'CSS linked from index.html', path: css, gzip: true, limit: '25 kB' },
  // The mock layer loads before the demo's first answer, so on a phone its bytes delay the first
  // screen's data. What keeps it under: the news and the text pages, which no operation changes,
  // are no collections of the mock's database but modules their handlers load on first ask.
  {
    name: 'mock layer (assets/browser-*.js and what only it imports + the service worker)',
    path: mockLayer('dist').files,
    gzip: true,
    limit: '120 KiB',
  },
];

// Size budgets of the built demo (dist/ after `npm run build`), gzip, checked by `npm run size`
// (part of `npm test`). File names are hashed, so the lists come from dist/index.html itself.
// KiB, as in issue 7's measurements.
import { firstLoad, mockLayer } from './scripts/first-load.mjs';

const { js, css } = firstLoad('dist');

export default [
  {
    name: 'first-load JS of /home (entry + the chunks index.html modulepreloads)',
    path: js,
    gzip: true,
    limit: '150 KiB',
  },
  { name: 'CSS linked from index.html', path: css, gzip: true, limit: '25 KiB' },
  {
    name: 'mock layer (assets/browser-*.js and what only it imports + mockServiceWorker.js)',
    path: mockLayer('dist').files,
    gzip: true,
    limit: '180 KiB',
  },
];

import { icon } from './icon';

export const GeoAltFill = /* @__PURE__ */ icon('geo-alt-fill', [
  'M8 16s6-5.686 6-10A6 6 0 0 0 2 6c0 4.314 6 10 6 10m0-7a3 3 0 1 1 0-6 3 3 0 0 1 0 6',
]);

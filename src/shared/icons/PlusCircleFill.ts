import { icon } from './icon';

export const PlusCircleFill = /* @__PURE__ */ icon('plus-circle-fill', [
  'M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0M8.5 4.5a.5.5 0 0 0-1 0v3h-3a.5.5 0 0 0 0 1h3v3a.5.5 0 0 0 1 0v-3h3a.5.5 0 0 0 0-1h-3z',
]);

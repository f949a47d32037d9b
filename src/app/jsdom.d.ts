// The part of jsdom that src/app/prerender.tsx uses at build time. jsdom ships no types, and
// @types/jsdom has none for jsdom 29.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

// Whether the keyboard focus shows: the ring of the focused element (its outline or Bootstrap's
// box-shadow focus ring), its width and its contrast against what is painted behind it, read in
// the page (WCAG 2.4.7 and 1.4.11).
import { expect, type Locator, type Page } from '@playwright/test';

/** How the keyboard focus shows (see focusShown). */
export interface FocusShown {
  /** The focused element, as a person would point at it: tag, role, name; "<body>" when none. */
  element: string;
  /** The ring that shows it ("outline 2px rgb(…)", "box-shadow 4px rgba(…)"), or null. */
  ring: string | null;
  /** The ring's width in CSS pixels. */
  width: number;
  /** The colour behind the ring, as painted (backgrounds and their opacity composited). */
  background: string | null;
  /** The ring's contrast ratio against that colour, at its weakest side (0 without a ring). */
  contrast: number;
  /** What hides the ring on every side in the window (a toast), if something does. */
  hiddenUnder?: string;
}

/**
 * How the focused element shows that it has the focus: its outline or its focus ring (a box-shadow
 * with a spread and no offset, as Bootstrap draws one), whichever contrasts most with what is
 * painted behind it. The colour behind is read where the ring is drawn (the middle of each side's
 * part in the window, just outside the element, or inside for an inset outline), compositing the
 * backgrounds stacked there from the page up, each with its opacity; the weakest side counts. A
 * side that something stacked higher hides (a toast over the header) does not count: a ring hidden
 * on every side is no ring. A control drawn by something else (the file picker's transparent
 * input, a toggle button's clipped radio) shows its focus on its label or a wrapper. Background
 * images (gradients) are not read: the journey's screens have none under a ring.
 */
export function focusShown(page: Page): Promise<FocusShown> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const match = /rgba?\(([^)]+)\)/.exec(css);
      if (!match) throw new Error(`a colour the focus check cannot read: ${css}`);
      const [r = 0, g = 0, b = 0, a = 1] = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: Rgba, bottom: Rgba, alpha = top[3]): Rgba => [
      top[0] * alpha + bottom[0] * (1 - alpha),
      top[1] * alpha + bottom[1] * (1 - alpha),
      top[2] * alpha + bottom[2] * (1 - alpha),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (x: Rgba, y: Rgba) => {
      const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    };
    const css = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map(Math.round).join(', ')})`;
    /** The element's opacity as painted: its own and its ancestors'. */
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let e: Element | null = element; e; e = e.parentElement)
        opacity *= Number(getComputedStyle(e).opacity);
      return opacity;
    };
    /** The z-index `e` is painted at among the descendants of `root`, its ancestor. */
    const level = (e: Element, root: Element) => {
      let z = 0;
      for (let x: Element | null = e; x && x !== root; x = x.parentElement) {
        const style = getComputedStyle(x);
        if (style.position !== 'static' && style.zIndex !== 'auto') z = Number(style.zIndex);
      }
      return z;
    };
    /** Whether `e` is painted over `drawer` (a toast over the header): stacked higher. */
    const stackedOver = (e: Element, drawer: Element) => {
      let common = e.parentElement;
      while (common && !common.contains(drawer)) common = common.parentElement;
      return common !== null && level(e, common) > level(drawer, common);
    };
    /**
     * The colour painted at a point of the viewport under a ring that `drawer` draws: outside it,
     * what is behind the drawer; inside it (an inset outline), the drawer too. Null where the
     * point is off the window or something stacked over the drawer (a toast) hides the ring.
     */
    let hiddenUnder: string | undefined;
    const paintedAt = (x: number, y: number, drawer: Element, inside: boolean): Rgba | null => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
      const stack = document
        .elementsFromPoint(x, y)
        .filter((e) => (inside ? e === drawer || !drawer.contains(e) : !drawer.contains(e)));
      const hiding = stack.find(
        (e) => stackedOver(e, drawer) && parse(getComputedStyle(e).backgroundColor)[3] > 0,
      );
      if (hiding) {
        hiddenUnder = `${hiding.tagName.toLowerCase()}.${[...hiding.classList].join('.')}`;
        return null;
      }
      let colour: Rgba = [255, 255, 255, 1]; // the canvas
      for (const e of stack.reverse()) {
        const background = parse(getComputedStyle(e).backgroundColor);
        colour = over(background, colour, background[3] * Number(getComputedStyle(e).opacity));
      }
      return colour;
    };

    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement)
      return { element: '<body>', ring: null, width: 0, background: null, contrast: 0 };
    const name =
      focused.getAttribute('aria-label') ||
      (focused.id &&
        document.querySelector(`label[for="${CSS.escape(focused.id)}"]`)?.textContent) ||
      focused.textContent ||
      '';
    const role = focused.getAttribute('role');
    const element = `<${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''}${
      role ? ` role=${role}` : ''
    }> "${name.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;

    // A control drawn by something else (a transparent file input, a clipped toggle's radio)
    // shows its focus on what is seen: its label or one of its wrappers.
    const box = focused.getBoundingClientRect();
    const hidden =
      opacityOf(focused) === 0 ||
      getComputedStyle(focused).clip === 'rect(0px, 0px, 0px, 0px)' ||
      box.width <= 1 ||
      box.height <= 1;
    const drawers: Element[] = hidden
      ? [...((focused as HTMLInputElement).labels ?? [])]
      : [focused];
    if (hidden) {
      for (let e = focused.parentElement, n = 0; e && n < 3; e = e.parentElement, n++)
        drawers.push(e);
    }

    let best: FocusShown = { element, ring: null, width: 0, background: null, contrast: 0 };
    for (const drawer of drawers) {
      const style = getComputedStyle(drawer);
      const rings: { what: string; colour: Rgba; width: number; distance: number }[] = [];
      const outlineWidth = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== 'none' && outlineWidth > 0) {
        rings.push({
          what: `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
          colour: parse(style.outlineColor),
          width: outlineWidth,
          distance: parseFloat(style.outlineOffset) + outlineWidth / 2,
        });
      }
      const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
      for (const shadow of shadows) {
        const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0];
        if (!colour || shadow.includes('inset')) continue;
        const lengths = shadow.replace(colour, '').match(/-?[\d.]+/g) ?? [];
        const [x = 0, y = 0, , spread = 0] = lengths.map(Number);
        if (x !== 0 || y !== 0 || spread <= 0) continue;
        rings.push({
          what: `box-shadow ${spread}px ${colour}`,
          colour: parse(colour),
          width: spread,
          distance: spread / 2,
        });
      }
      const edge = drawer.getBoundingClientRect();
      const opacity = opacityOf(drawer);
      for (const ring of rings) {
        // The middle of each side's part in view (the content, focused from the skip link, is
        // taller than the window).
        const d = ring.distance;
        const middleX = (Math.max(edge.left, 0) + Math.min(edge.right, innerWidth)) / 2;
        const middleY = (Math.max(edge.top, 0) + Math.min(edge.bottom, innerHeight)) / 2;
        const sides = [
          [middleX, edge.top - d],
          [edge.right + d, middleY],
          [middleX, edge.bottom + d],
          [edge.left - d, middleY],
        ] as const;
        let weakest: { contrast: number; background: Rgba } | null = null;
        for (const [x, y] of sides) {
          const behind = paintedAt(x, y, drawer, d < 0);
          if (!behind) continue;
          const ratio = contrast(over(ring.colour, behind, ring.colour[3] * opacity), behind);
          if (!weakest || ratio < weakest.contrast)
            weakest = { contrast: ratio, background: behind };
        }
        if (weakest && weakest.contrast > best.contrast)
          best = {
            element,
            ring: `${ring.what}${drawer === focused ? '' : ` (on ${drawer.tagName.toLowerCase()}.${[...drawer.classList].join('.')})`}`,
            width: ring.width,
            background: css(weakest.background),
            contrast: Math.round(weakest.contrast * 100) / 100,
          };
      }
    }
    if (!best.ring && hiddenUnder) best.hiddenUnder = hiddenUnder;
    return best;
  });
}

/**
 * Expects the keyboard focus on something (never fallen to <body>) that shows it: a ring at least
 * 2 px wide with a contrast of at least 3:1 against what is behind it (WCAG 2.4.7 and 1.4.11);
 * and, given `on`, on that element. `step` names the moment in the failure message. Retried for
 * `timeout` ms, until the page settles: a panel or dialog moves the focus once it has opened.
 */
export async function expectFocusShown(
  page: Page,
  step: string,
  { on, timeout = 10_000 }: { on?: Locator; timeout?: number } = {},
) {
  await expect(async () => {
    const shown = await focusShown(page);
    const ring =
      shown.ring ?? (shown.hiddenUnder ? `a ring under ${shown.hiddenUnder}` : 'no ring');
    const seen = `${step}: the focus is on ${shown.element}, shown by ${ring}${
      shown.background ? ` on ${shown.background}` : ''
    }`;
    expect(shown.element, seen).not.toBe('<body>');
    expect(shown.width, seen).toBeGreaterThanOrEqual(2);
    expect(shown.contrast, `${seen}: contrast`).toBeGreaterThanOrEqual(3);
  }).toPass({ timeout, intervals: [50, 100, 250] });
  if (on) await expect(on, `${step}: the focus belongs on ${on.toString()}`).toBeFocused();
}

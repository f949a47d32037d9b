// The layout scan: nothing clipped, in any language, at the widths people use
// (docs/product.md#layout). A screen is scanned in place: the window is resized around it, so a
// screen loads once for every width.
import type { Locator, Page } from '@playwright/test';

/** A phone, two laptops and a desktop. */
export const WIDTHS = [390, 1280, 1366, 1920] as const;
/** The widths of the desktop project's tests (the phone project's have 390). */
export const DESKTOP_WIDTHS = WIDTHS.filter((width) => width > 390);
/**
 * The widths at which a side panel or the demo console can look different: from 1200 px on, a
 * side panel is 32rem wide (main.css, `.side-panel`) and the console 1140 px (Bootstrap's
 * modal-xl), so at 1366 and 1920 px they lay out as at 1280 px; the page behind them is scanned
 * at every width on its own.
 */
export const OVERLAY_WIDTHS = [390, 1280] as const;

/**
 * What does not fit on the page as it is: the page scrolling sideways, or a box that hides part
 * of its content behind a sideways scroll or a clipped edge. A row that scrolls sideways by design
 * is marked `data-scroll-strip` (src/shared/hooks/useScrollStrip.ts, which shows a fade where more
 * of it is) and left out. Runs in the page, a frame after it is called: the layout (and what a
 * media query switches) has followed a new window width by then.
 */
async function clippedNow(): Promise<string[]> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const name = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList]
      .slice(0, 3)
      .map((c) => `.${c}`)
      .join('');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${el.tagName.toLowerCase()}${id}${classes}> "${text}"`;
  };
  const found: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    found.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
  for (const el of document.body.querySelectorAll('*')) {
    if (!(el instanceof HTMLElement) || el.closest('[data-scroll-strip]')) continue;
    if (el.matches('input, textarea, select, .visually-hidden, .visually-hidden-focusable'))
      continue;
    // Cheapest test first: most boxes hold what they show.
    if (el.clientWidth <= 1 || el.scrollWidth - el.clientWidth <= 1) continue;
    const overflow = getComputedStyle(el).overflowX;
    if (overflow === 'visible') continue;
    // What overflows may be decoration drawn by a pseudo-element (a ring in a corner): only the
    // box's own content counts, which a range over it measures.
    const range = document.createRange();
    range.selectNodeContents(el);
    const content = range.getBoundingClientRect();
    const left = el.getBoundingClientRect().left + el.clientLeft;
    const hidden = Math.round(
      Math.max(content.right - (left + el.clientWidth), left - content.left),
    );
    if (hidden > 1) found.push(`${name(el)} hides ${hidden} px (overflow-x: ${overflow})`);
  }
  return found;
}

/**
 * What does not fit on the screen shown, at each of `widths`, each line labelled with `label` and
 * the width: [] when everything fits. The window keeps the last width: a test that goes on to
 * click or read by position sets its own.
 */
export async function clipped(
  page: Page,
  label: string,
  widths: readonly number[] = WIDTHS,
): Promise<string[]> {
  const height = page.viewportSize()?.height ?? 900;
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    const lines = await page.evaluate(clippedNow);
    found.push(...lines.map((line) => `${label} @ ${width} px: ${line}`));
  }
  return found;
}

/** How far `element` (or the page) scrolls sideways: 0 when it fits. */
export function sideways(target: Page | Locator) {
  return 'goto' in target
    ? target.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
    : target.evaluate((el) => el.scrollWidth - el.clientWidth);
}

/** Every width from a small phone to a desktop, 40 px apart, and the breakpoints' edges. */
export const SWEEP_WIDTHS = [
  ...new Set([
    ...Array.from({ length: (1920 - 320) / 40 + 1 }, (_, i) => 320 + i * 40),
    575,
    576,
    767,
    768,
    991,
    992,
    1199,
    1200,
    1399,
    1400,
  ]),
].sort((a, b) => a - b);

/**
 * What keeps the screen shown from fitting at each of `widths`, the window resized around it
 * (docs/product.md#layout): the page scrolling sideways, a header control (the language buttons,
 * the menu button, the bell, the account menu) past the window's edge, or a parcel row's tools
 * past the edge of the box the table scrolls in. [] when everything fits.
 */
export async function sweep(page: Page, label: string, widths: readonly number[] = SWEEP_WIDTHS) {
  const height = page.viewportSize()?.height ?? 900;
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    const lines = await page.evaluate(async () => {
      // Two frames: the media queries' listeners (the table or the cards) have rendered.
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      const lines: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        lines.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
      const shown = (el: Element) => el.getClientRects().length > 0;
      const controls = document.querySelectorAll(
        'header .language-switch .btn, header .navbar-toggler, header .dropdown-toggle',
      );
      for (const control of [...controls].filter(shown)) {
        const box = control.getBoundingClientRect();
        if (box.left < -0.5 || box.right > root.clientWidth + 0.5)
          lines.push(
            `header control "${control.textContent?.trim() || control.getAttribute('aria-label')}" spans ${Math.round(box.left)}..${Math.round(box.right)}`,
          );
      }
      for (const tools of document.querySelectorAll('.parcel-table-wrap .parcel-row-tools')) {
        const wrap = tools.closest('.parcel-table-wrap')!.getBoundingClientRect();
        const box = tools.getBoundingClientRect();
        if (box.right > wrap.right + 0.5 || box.left < wrap.left - 0.5) {
          lines.push(`a parcel row's tools span ${Math.round(box.left)}..${Math.round(box.right)}`);
          break;
        }
      }
      return lines;
    });
    found.push(...lines.map((line) => `${label} @ ${width} px: ${line}`));
  }
  return found;
}

/**
 * A button clicked on a prerendered page before the app ran. The page can be used before its
 * script has arrived (scripts/prerender.ts); index.html's visit check marks the last button
 * clicked meanwhile with this attribute, and main.tsx clicks it again once React listens on the
 * page, so the click is answered instead of lost (React hydrates that part first to answer it).
 */
export const CLICKED_BEFORE_APP = 'data-clicked-before-app';

/** Takes the mark away and returns the button it was on, if it is still in the page. */
export function takeClickBeforeApp(): HTMLElement | null {
  const button = document.querySelector<HTMLElement>(`[${CLICKED_BEFORE_APP}]`);
  button?.removeAttribute(CLICKED_BEFORE_APP);
  return button;
}

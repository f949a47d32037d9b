import { createContext, type RefObject } from 'react';

/**
 * Set by the page frame when the focus should go to the page's heading (after signing in or
 * out); the next heading to mount takes it (PageHeading). Outside the frame: null.
 */
export const HeadingFocusContext = createContext<RefObject<boolean> | null>(null);

/** Nothing the visitor chose has the focus: it is on the page's body or on the content itself. */
export function focusIsFree(): boolean {
  const focused = document.activeElement;
  return !focused || focused === document.body || focused.id === 'main';
}

/** The last key or pointer press was a key: a focus moved by the app shows its ring then. */
let byKeyboard = false;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (byKeyboard = true), true);
  document.addEventListener('pointerdown', () => (byKeyboard = false), true);
}

/** Gives `heading` the focus if nothing else has it, and clears the request. */
export function focusHeading(heading: HTMLElement, request: RefObject<boolean>): void {
  if (!focusIsFree() && document.activeElement?.tagName !== 'H1') return;
  request.current = false;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  // WebKit matches no :focus-visible after a focus moved by script: when the keyboard led here
  // (Enter in the sign-in form), the heading is marked so that its ring shows (main.css).
  if (byKeyboard && !heading.matches(':focus-visible')) {
    heading.dataset.focusRing = '';
    heading.addEventListener('blur', () => delete heading.dataset.focusRing, { once: true });
  }
}

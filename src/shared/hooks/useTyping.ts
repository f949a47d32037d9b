import { useSyncExternalStore } from 'react';

/** A control someone types into or fills in: a text field, a list, a box of a form. */
const FIELD = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/** Whether `target` is a field, or a control of a form being filled in (its show-password button). */
function isField(target: EventTarget | null): boolean {
  return target instanceof Element && (target.matches(FIELD) || target.closest('form') !== null);
}

let typing = false;

function subscribe(onChange: () => void) {
  // The focus moving from one field to the next is a focusout whose relatedTarget is the next
  // field: still typing, so nothing opens between the two.
  const onFocusIn = (event: FocusEvent) => {
    typing = isField(event.target);
    onChange();
  };
  const onFocusOut = (event: FocusEvent) => {
    typing = isField(event.relatedTarget);
    onChange();
  };
  typing = isField(document.activeElement);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
  };
}

/**
 * Whether the focus is in a field or a form now: someone may be typing. A dialog that opens by
 * itself (the announcement) waits until this is false, so that it never takes the keys someone
 * is typing (docs/product.md#announcement-popup).
 */
export function useTyping(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typing,
    () => false,
  );
}

import { within } from '@testing-library/react';

/**
 * The error message a person sees under a form field: the `.invalid-feedback` the field points
 * at with aria-describedby (null when there is none, or it is empty).
 */
export function errorOf(field: HTMLElement): string | null {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const error = ids
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('invalid-feedback'));
  return error?.textContent || null;
}

/**
 * The fields of a form or panel by their labels: `field(label)` finds the field labelled so in
 * `container` the first time, then returns the same element while it is still there (React keeps
 * a field's element from one render to the next). In jsdom, finding a field by its label walks
 * the whole document once per form control in the container; a test that reads and types into
 * the same fields again and again pays that once per field.
 */
export function fieldsIn(container: HTMLElement) {
  const found = new Map<string, HTMLElement>();
  return (label: string): HTMLElement => {
    const known = found.get(label);
    if (known && container.contains(known)) return known;
    const element = within(container).getByLabelText(label);
    found.set(label, element);
    return element;
  };
}

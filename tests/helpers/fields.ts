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

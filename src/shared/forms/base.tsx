import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** The ids a control is described by (its error, its hint), skipping the ones it has not. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

/** What every labelled control of a form takes. */
export interface BaseProps {
  id: string;
  name: string;
  label: ReactNode;
  /** Translated error text, shown (with the red border) when not null. */
  error: string | null;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** The ids of a field's error and hint, null for what it does not show. */
export function messageIds(id: string, error: string | null, hint: ReactNode) {
  return { errorId: error ? `${id}-error` : null, hintId: hint ? `${id}-hint` : null };
}

/** A field's error under it (Bootstrap shows it beside an invalid control, or with `shown`). */
export function FieldError({
  id,
  error,
  shown,
}: {
  id: string | null;
  error: string | null;
  shown?: boolean;
}) {
  return (
    <Form.Control.Feedback
      type="invalid"
      id={id ?? undefined}
      className={shown && error ? 'd-block' : undefined}
    >
      {error}
    </Form.Control.Feedback>
  );
}

/** A field's hint under it, when it has one. */
export function FieldHint({ id, hint }: { id: string | null; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <Form.Text id={id ?? undefined} className="d-block">
      {hint}
    </Form.Text>
  );
}

import type { ReactNode } from 'react';

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

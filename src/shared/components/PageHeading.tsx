import type { ReactNode } from 'react';

/** The h1 of a page; every page has exactly one. */
export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="page-heading h3 mb-4">{children}</h1>;
}

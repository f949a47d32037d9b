import type { ReactNode } from 'react';

/** A card's h2 with a round brand icon badge before the text. */
export function IconHeading({
  icon,
  children,
  className = 'h5 mb-3',
}: {
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <h2 className={`d-flex align-items-center gap-2 ${className}`}>
      <span className="icon-badge" aria-hidden>
        {icon}
      </span>
      {children}
    </h2>
  );
}

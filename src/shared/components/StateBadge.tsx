import type { ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import { ExclamationTriangleFill } from '@/shared/icons/ExclamationTriangleFill';

/**
 * The states a badge marks, each with one look wherever it shows (docs/product.md#formats): the
 * customer's dashboard and courier panel, and the demo console's staff lists.
 */
export type BadgeState = 'unpaid' | 'paid' | 'customs' | 'individual';

const LOOK: Record<BadgeState, { bg: string; text?: 'dark' }> = {
  unpaid: { bg: 'danger' },
  paid: { bg: 'success' },
  customs: { bg: 'warning', text: 'dark' },
  individual: { bg: 'info', text: 'dark' },
};

/** A badge of `state` in its one colour; `children` are its words in the screen's namespace. */
export function StateBadge({
  state,
  className,
  children,
}: {
  state: BadgeState;
  className?: string;
  children: ReactNode;
}) {
  const { bg, text } = LOOK[state];
  return (
    <Badge bg={bg} text={text} className={className} data-state={state}>
      {state === 'customs' && <ExclamationTriangleFill aria-hidden className="me-1" />}
      {children}
    </Badge>
  );
}

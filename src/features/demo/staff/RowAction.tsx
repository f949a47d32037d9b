import type { ButtonProps } from 'react-bootstrap/Button';
import Button from 'react-bootstrap/Button';

/**
 * A staff action's button in a parcel's or a flight's row: its short word (`text`), and an
 * accessible name that contains that word and says which parcel or flight it acts on (`label`).
 */
export function RowAction({
  text,
  label,
  busy,
  onClick,
  variant = 'outline-primary',
}: {
  text: string;
  label: string;
  busy: boolean;
  onClick: () => void;
  variant?: ButtonProps['variant'];
}) {
  return (
    <Button size="sm" variant={variant} aria-label={label} disabled={busy} onClick={onClick}>
      {text}
    </Button>
  );
}

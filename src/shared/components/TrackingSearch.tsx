import { useDeferredValue, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { trackingQuery } from '@/shared/rules';

/**
 * A search by tracking number over a long list: the typed text, and the query (`trackingQuery`'s)
 * read from it in a deferred pass (React's useDeferredValue), so each key shows at once and the
 * list follows when the browser has time, however many parcels it filters.
 */
export function useTrackingSearch() {
  const [text, setText] = useState('');
  const query = trackingQuery(useDeferredValue(text));
  return { text, setText, query };
}

/** The search's field: a labelled search box without autocompletion or spelling marks. */
export function TrackingSearchField({
  id,
  label,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  className?: string;
}) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Form.Group>
  );
}

import type { ReactNode } from 'react';

/** A calculator's answer: a read-only field, labelled, announced as it changes, its unit after it. */
export function CalculatorResult({
  id,
  label,
  value,
  unit,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  unit: ReactNode;
  placeholder?: string;
}) {
  return (
    <div className="mt-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <input
          id={id}
          readOnly
          value={value}
          placeholder={placeholder}
          className="calculator-result form-control"
          aria-live="polite"
        />
        {unit}
      </div>
    </div>
  );
}

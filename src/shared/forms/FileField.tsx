import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError, FieldHint, messageIds, type BaseProps } from './base';

interface FileFieldProps extends BaseProps {
  file: File | null;
  onFile: (file: File | null) => void;
  accept: string;
}

/**
 * A file input whose button and "no file chosen" text follow the interface language (the
 * browser's own control speaks the browser's language).
 */
export function FileField({
  id,
  name,
  label,
  error,
  hint,
  required,
  className,
  file,
  onFile,
  accept,
}: FileFieldProps) {
  const { t } = useTranslation();
  const { errorId, hintId } = messageIds(id, error, hint);
  return (
    <Form.Group className={className ?? 'mb-3'}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <div className={`file-picker${error ? ' is-invalid' : ''}`}>
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          className="file-picker-input"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(`${id}-chosen`, errorId, hintId)}
        />
        <span className="btn btn-outline-primary btn-sm file-picker-button" aria-hidden="true">
          {t('file.choose')}
        </span>
        <span id={`${id}-chosen`} className="file-picker-name">
          {file ? file.name : t('file.none')}
        </span>
      </div>
      <FieldError id={errorId} error={error} shown />
      <FieldHint id={hintId} hint={hint} />
    </Form.Group>
  );
}

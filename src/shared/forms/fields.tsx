/**
 * Labelled form controls for every form: every input has a label, its hint and its
 * error are linked with aria-describedby, an invalid field gets Bootstrap's red border.
 * Fields are required unless their label says "optional" (aria-required tells assistive tech).
 */
import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
} from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Eye } from '@/shared/icons/Eye';
import { EyeSlash } from '@/shared/icons/EyeSlash';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError, FieldHint, messageIds, type BaseProps } from './base';
import type { FormNoticeState } from './useForm';
import '@/styles/forms.css';

/** A translation key from a schema, translated; null when there is nothing to show. */
export function useMessage() {
  const { t } = useTranslation();
  return (key: string | null | undefined): string | null => (key ? String(t(key as never)) : null);
}

interface TextFieldProps extends BaseProps {
  value: string;
  onValue: (value: string) => void;
  onBlur?: (event: React.FocusEvent<HTMLInputElement>) => void;
  /** Applied to what is typed or pasted, keeping the caret in place (e.g. Latin → Georgian). */
  filter?: (value: string) => string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  maxLength?: number;
  lang?: string;
  readOnly?: boolean;
  plaintext?: boolean;
  /** Rendered after the input inside an input group (e.g. a show-password button). */
  append?: ReactNode;
  autoCapitalize?: string;
  spellCheck?: boolean;
  /** Id of a hint outside the field (one hint for a pair of fields). */
  sharedHintId?: string;
}

/** A text input with label, hint and error. */
export function TextField({
  id,
  name,
  label,
  error,
  hint,
  required,
  className,
  value,
  onValue,
  onBlur,
  filter,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  lang,
  readOnly,
  plaintext,
  append,
  autoCapitalize,
  spellCheck,
  sharedHintId,
}: TextFieldProps) {
  const ownRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // After a filtered change, put the caret where the user was typing (React would move it to the end).
  useLayoutEffect(() => {
    const input = ownRef.current;
    if (caret.current === null || !input) return;
    if (input === document.activeElement) input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    if (!filter) {
      onValue(input.value);
      return;
    }
    const position = input.selectionStart ?? input.value.length;
    const next = filter(input.value);
    caret.current = Math.min(filter(input.value.slice(0, position)).length, next.length);
    onValue(next);
  }

  const { errorId, hintId } = messageIds(id, error, hint);
  const control = (
    <Form.Control
      ref={ownRef}
      id={id}
      name={name}
      type={type}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(errorId, hintId, sharedHintId)}
      aria-required={required || undefined}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      lang={lang}
      readOnly={readOnly}
      plaintext={plaintext}
      className={plaintext ? 'fw-semibold py-0' : undefined}
      autoCapitalize={autoCapitalize}
      spellCheck={spellCheck}
    />
  );
  const feedback = <FieldError id={errorId} error={error} />;

  return (
    <Form.Group className={className ?? (plaintext ? 'mb-2' : 'mb-3')}>
      <Form.Label htmlFor={id} className={plaintext ? 'small text-body-secondary mb-0' : undefined}>
        {label}
      </Form.Label>
      {append ? (
        <InputGroup hasValidation>
          {control}
          {append}
          {feedback}
        </InputGroup>
      ) : (
        <>
          {control}
          {feedback}
        </>
      )}
      <FieldHint id={hintId} hint={hint} />
    </Form.Group>
  );
}

/** What an email field asks of the browser and the phone's keyboard. */
export const EMAIL_INPUT = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;

/** A password input with a show/hide button. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'append'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      append={
        <Button
          variant="outline-secondary"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('password.hide') : t('password.show')}
          aria-pressed={visible}
          aria-controls={props.id}
        >
          {visible ? <EyeSlash aria-hidden /> : <Eye aria-hidden />}
        </Button>
      }
    />
  );
}

interface SelectFieldProps extends BaseProps {
  value: string;
  onValue: (value: string) => void;
  onBlur?: (event: React.FocusEvent<HTMLSelectElement>) => void;
  options: { value: string; label: string }[];
  /** Groups of options (<optgroup>), shown after `options`. */
  groups?: { label: string; options: { value: string; label: string }[] }[];
  placeholder: string;
  disabled?: boolean;
  selectRef?: Ref<HTMLSelectElement>;
  autoComplete?: string;
}

/** A select with label, hint and error; the placeholder is an empty first option. */
export function SelectField({
  id,
  name,
  label,
  error,
  hint,
  required,
  className,
  value,
  onValue,
  onBlur,
  options,
  groups,
  placeholder,
  disabled,
  selectRef,
  autoComplete,
}: SelectFieldProps) {
  const { errorId, hintId } = messageIds(id, error, hint);
  return (
    <Form.Group className={className ?? 'mb-3'}>
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        aria-required={required || undefined}
        disabled={disabled}
        autoComplete={autoComplete}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups?.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </Form.Select>
      <FieldError id={errorId} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </Form.Group>
  );
}

export { FileField } from './FileField';

/**
 * The notice about a form's last submit (`form.notice`: a refusal, a failure, "fill in every
 * field"), in the form above its submit button: it covers nothing, and goes with the form.
 */
export function FormNotice({
  notice,
  children,
}: {
  notice: FormNoticeState | null;
  /** What follows the words (a link to act on them). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <Alert variant={notice.variant} className="py-2" role="alert">
      {notice.variant === 'warning' && <strong className="me-1">{t('toast.warning')}:</strong>}
      {String(t(notice.key as never, notice.values as never))}
      {children}
    </Alert>
  );
}

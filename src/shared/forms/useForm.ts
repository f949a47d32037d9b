/**
 * The one wiring of a formik form (docs/architecture.md#forms): it sends through a mutation's
 * `.unwrap()`, maps the server's error codes to fields and messages, decides when a field's error
 * shows, moves the focus to the first invalid field after a submit, and tells the general "fill in
 * every field" notice when the form's own rules refuse a submit. Its notices show in the form
 * (`form.notice`, which `FormNotice` shows by the submit button): never over a control, and gone
 * with the form. A form says what differs (its values, schema, request, what follows success);
 * the fields take `form.field(name)`.
 */
import { useFormik, type FormikHelpers, type FormikValues } from 'formik';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { useDispatch } from 'react-redux';
import type { AnyObjectSchema, Lazy } from 'yup';
import { errorCode, errorKind, errorMessage, type ApiError } from '@/shared/apiError';
import { toastsResolved } from '@/shared/toasts/toastsSlice';
import { useMessage } from './fields';

/** A refused request: the server's error code, if any, and the translation key of its message. */
export interface Refusal<V> {
  code: string | null;
  key: string;
  /** The values of its words (the minutes to wait). */
  values?: { count: number };
  /** The field the code belongs to (it shows the message too), if any. */
  field: keyof V | null;
}

export interface FormOptions<V extends FormikValues, D> {
  /** The fields' ids are `${id}-${name}`. */
  id: string;
  initialValues: V;
  /** The form's rules; a lazy schema when they depend on the values (e.g. the kind of customer). */
  schema: AnyObjectSchema | Lazy<unknown>;
  /** New initial values (a profile that loaded, a prefilled amount) reset the form. */
  reinitialize?: boolean;
  /** Sends the values: a mutation's `.unwrap()`. A rejection is a refusal. */
  send: (values: V) => Promise<D>;
  /** What follows an accepted request (a toast, closing the panel, navigating). */
  onSent?: (data: D, form: FormikHelpers<V>) => void;
  /** The field a server error code belongs to: it shows the refusal's message by that field. */
  fieldOfCode?: (code: string, values: V) => keyof V | undefined;
  /**
   * The message (a translation key) of a refusal for what the request holds (a 4xx): by default
   * the server's code's message. No network, a server failure, too many attempts and an ended
   * session have the same words in every form (src/shared/apiError.ts).
   */
  messageOf?: (error: ApiError) => string;
  /**
   * The codes whose refusal is a warning (amber) rather than an error, or `'refusals'`: every
   * refusal of what the request holds (a server failure or no network stays an error).
   */
  warningCodes?: readonly string[] | 'refusals';
  /** How a refusal is told; by default `form.notice`, in the form. */
  onRefused?: (refusal: Refusal<V>) => void;
  /**
   * The general notice (a translation key) when the form's own rules refuse a submit:
   * `form.notice`, or, with `inline`, `form.fillAllShown` for the form to word it itself.
   */
  fillAll?: { key: string; inline?: boolean };
}

/** A notice about the form's last submit, shown in the form (`FormNotice`). */
export interface FormNoticeState {
  key: string;
  values?: { count: number };
  variant: 'danger' | 'warning';
}

/** A field's value is something typed or chosen (an empty string, no file or an unticked box is not). */
function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== '' && value !== null && value !== undefined && value !== false;
}

export function useForm<V extends FormikValues, D>(options: FormOptions<V, D>) {
  const dispatch = useDispatch();
  const message = useMessage();
  const ref = useRef<HTMLFormElement>(null);
  /** A submit is under way: the focus moves once it ends. */
  const focusPending = useRef(false);
  /** The last submit passed the form's rules and was sent. */
  const sent = useRef(false);
  /** The last submit's notice and the values it was about: a change of the form makes it stale. */
  const [notice, setNotice] = useState<{ notice: FormNoticeState; about: V } | null>(null);

  const formik = useFormik<V>({
    initialValues: options.initialValues,
    enableReinitialize: options.reinitialize ?? false,
    validationSchema: options.schema,
    validateOnBlur: false,
    async onSubmit(values, helpers) {
      sent.current = true;
      let data: D;
      try {
        data = await options.send(values);
      } catch (caught) {
        const error = caught as ApiError;
        const code = errorCode(error);
        const message = errorMessage(error, options.messageOf);
        const field = (code && options.fieldOfCode?.(code, values)) || null;
        if (field) helpers.setFieldError(String(field), message.key);
        if (options.onRefused) options.onRefused({ code, ...message, field });
        else {
          const warnings = options.warningCodes ?? [];
          const warning =
            warnings === 'refusals'
              ? errorKind(error) === 'refused'
              : code !== null && warnings.includes(code);
          setNotice({
            notice: { ...message, variant: warning ? 'warning' : 'danger' },
            about: values,
          });
        }
        return;
      }
      // Accepted: the notices of its earlier refusals go (docs/product.md#8-messages).
      setNotice(null);
      dispatch(toastsResolved(options.id));
      options.onSent?.(data, helpers);
    },
  });

  // Once a submit ends, in the commit that shows its errors: the focus goes to the first red
  // field; with none, and the focus lost to the page (the submit button was disabled while
  // sending), back to the submit button. A form that went away (a panel closed) is left alone.
  useLayoutEffect(() => {
    if (!focusPending.current || formik.isSubmitting) return;
    focusPending.current = false;
    const form = ref.current;
    if (!form) return;
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
    if (first) first.focus();
    else if (!document.activeElement || document.activeElement === document.body)
      form.querySelector<HTMLElement>('[type="submit"]:not(:disabled)')?.focus();
  });

  // The form changed: a notice about its refusal no longer holds (docs/product.md#8-messages).
  const firstValues = useRef(formik.values);
  useEffect(() => {
    if (formik.values !== firstValues.current) dispatch(toastsResolved(options.id));
  }, [formik.values, dispatch, options.id]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    focusPending.current = true;
    sent.current = false;
    await formik.submitForm();
    // Not sent: the form's own rules refused it, and every field's message shows.
    if (!sent.current && options.fillAll && !options.fillAll.inline)
      setNotice({
        notice: { key: options.fillAll.key, variant: 'danger' },
        about: formik.values,
      });
  }

  /** An error shows after a submit attempt, or once a field with something in it is left. */
  function error(name: keyof V): string | null {
    const text = formik.errors[name];
    if (!text) return null;
    const shown = formik.submitCount > 0 || (formik.touched[name] && filled(formik.values[name]));
    return shown ? message(String(text)) : null;
  }

  /** The props of a text or select field bound to `name`. */
  function field<K extends keyof V & string>(name: K) {
    return {
      id: `${options.id}-${name}`,
      name,
      value: formik.values[name] as string,
      onValue: (value: string) => void formik.setFieldValue(name, value),
      onBlur: formik.handleBlur,
      error: error(name),
    };
  }

  /** The props of a file field bound to `name`: choosing a file counts as leaving the field. */
  function file<K extends keyof V & string>(name: K) {
    return {
      id: `${options.id}-${name}`,
      name,
      file: formik.values[name] as File | null,
      onFile: (chosen: File | null) => {
        void formik.setFieldValue(name, chosen);
        void formik.setFieldTouched(name, true, false);
      },
      error: error(name),
    };
  }

  return {
    formik,
    values: formik.values,
    submitting: formik.isSubmitting,
    /** The props of the <form>: its ref, no browser validation, and the submit. */
    props: {
      ref: ref as RefObject<HTMLFormElement>,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    },
    error,
    field,
    file,
    /** The notice about the last submit, while the form is as it was then. */
    notice: notice && notice.about === formik.values ? notice.notice : null,
    /** The inline general notice shows: a submit was refused by the rules, and still would be. */
    fillAllShown:
      Boolean(options.fillAll?.inline) &&
      formik.submitCount > 0 &&
      Object.keys(formik.errors).length > 0,
  };
}

export type FormApi<V extends FormikValues> = ReturnType<typeof useForm<V, unknown>>;

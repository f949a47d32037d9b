import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastVariant = 'success' | 'danger' | 'warning';

/**
 * A toast holds a translation key, not text, so it follows the language switch while shown.
 * `key` is an i18next key with namespace, e.g. 'accounts:greeting.paid' or 'errors:not_enough_money'.
 */
export interface Toast {
  id: string;
  variant: ToastVariant;
  key: string;
  values?: Record<string, string | number>;
  /** Stays until closed: for what the person must act on, not just take note of. */
  sticky?: boolean;
  /**
   * The form or action the notice is about (a form's id): its error or warning goes once that
   * action succeeds or the form changes (`toastsResolved`), and a new one of it replaces it.
   */
  source?: string;
}

/** An error or warning: it stays until closed, resolved or replaced (docs/product.md#8-messages). */
const isProblem = (toast: Toast) => toast.variant !== 'success';

const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        // The same message twice in a row shows once (the same words: key and values).
        const same = (t: Toast) =>
          t.key === action.payload.key &&
          JSON.stringify(t.values ?? null) === JSON.stringify(action.payload.values ?? null);
        if (state.some(same)) return;
        // A new notice about the same action replaces that action's earlier problem, and a new
        // success an earlier one (a sticky one stays): one at a time, so they never pile up over
        // a phone's screen.
        const { source } = action.payload;
        const passing = (t: Toast) => !isProblem(t) && !t.sticky;
        const success = passing(action.payload);
        const rest = state.filter(
          (t) => !((source && t.source === source && isProblem(t)) || (success && passing(t))),
        );
        return [...rest, action.payload];
      },
      prepare(toast: Omit<Toast, 'id'>) {
        return { payload: { ...toast, id: nanoid() } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
    /** The action `source` succeeded, or its form changed: its errors and warnings go. */
    toastsResolved(state, action: PayloadAction<string>) {
      return state.filter((t) => !(t.source === action.payload && isProblem(t)));
    },
  },
});

export const { toastShown, toastDismissed, toastsResolved } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

const notice =
  (variant: ToastVariant) => (key: string, values?: Toast['values'], source?: string) =>
    toastShown({ variant, key, ...(values ? { values } : {}), ...(source ? { source } : {}) });

/** A notice with its words' key, their values, and the form or action it is about (`source`). */
export const showSuccess = notice('success');
export const showError = notice('danger');
export const showWarning = notice('warning');

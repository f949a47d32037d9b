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
}

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
        state.push(action.payload);
      },
      prepare(toast: Omit<Toast, 'id'>) {
        return { payload: { ...toast, id: nanoid() } };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const toastsReducer = toastsSlice.reducer;

export const showSuccess = (key: string, values?: Toast['values']) =>
  toastShown({ variant: 'success', key, ...(values ? { values } : {}) });
export const showError = (key: string, values?: Toast['values']) =>
  toastShown({ variant: 'danger', key, ...(values ? { values } : {}) });
export const showWarning = (key: string, values?: Toast['values']) =>
  toastShown({ variant: 'warning', key, ...(values ? { values } : {}) });

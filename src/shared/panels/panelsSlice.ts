import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The side panels (docs/product.md#side-panels); only one is open at a time. */
export type PanelName =
  'addParcel' | 'updateParcel' | 'addBalance' | 'forgotPassword' | 'courier' | 'signUp';

export interface PanelsState {
  open: PanelName | null;
  /** e.g. the parcel id for updateParcel */
  param: string | null;
}

const panelsSlice = createSlice({
  name: 'panels',
  initialState: { open: null, param: null } as PanelsState,
  reducers: {
    panelOpened(state, action: PayloadAction<PanelName | { name: PanelName; param: string }>) {
      const payload = action.payload;
      state.open = typeof payload === 'string' ? payload : payload.name;
      state.param = typeof payload === 'string' ? null : payload.param;
    },
    panelClosed(state) {
      state.open = null;
      state.param = null;
    },
  },
});

export const { panelOpened, panelClosed } = panelsSlice.actions;
export const panelsReducer = panelsSlice.reducer;

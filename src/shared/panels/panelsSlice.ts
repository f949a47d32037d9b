import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
/** What opens a panel: its entry in a feature's panels.ts, e.g. `addParcelPanel`. */
export type PanelTarget = { readonly name: string };

/** The side panels (docs/product.md#side-panels); only one is open at a time. */
export interface PanelsState {
  /** Only the name and the param are stored: the state stays serialisable. */
  open: string | null;
  /** e.g. the parcel id for updateParcel */
  param: string | null;
}

const closed: PanelsState = { open: null, param: null };

const panelsSlice = createSlice({
  name: 'panels',
  initialState: closed,
  reducers: {
    /** `panelOpened(addParcelPanel)`, `panelOpened(updateParcelPanel, parcel._id)`. */
    panelOpened: {
      reducer: (_state, action: PayloadAction<PanelsState>) => action.payload,
      prepare: (panel: PanelTarget, param?: string) => ({
        payload: { open: panel.name, param: param ?? null },
      }),
    },
    panelClosed: () => closed,
  },
});

export const { panelOpened, panelClosed } = panelsSlice.actions;
export const panelsReducer = panelsSlice.reducer;

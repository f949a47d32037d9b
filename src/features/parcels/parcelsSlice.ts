/**
 * How many parcels each tab's list asks for. It starts at the page size; "Show more" adds a
 * page; adding a parcel reloads the lists with the limits of
 * docs/product.md#reloads-after-a-change. Injected into the store
 * with the parcels chunk.
 */
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ParcelStatus } from '@/api';
import { paymentCompleted } from '@/shared/events';
import { rootReducer } from '@/store/store';
import { LIMITS_AFTER_ADD, pageSize } from './tabs';

type ParcelsUiState = { limits: Partial<Record<ParcelStatus, number>> };

const initialState: ParcelsUiState = { limits: {} };

const parcelsSlice = createSlice({
  name: 'parcels',
  initialState,
  reducers: {
    shownMore(state, action: PayloadAction<ParcelStatus>) {
      const status = action.payload;
      state.limits[status] = (state.limits[status] ?? pageSize(status)) + pageSize(status);
    },
    parcelAdded(state) {
      state.limits = { ...state.limits, ...LIMITS_AFTER_ADD };
    },
  },
  extraReducers: (builder) => {
    // After a payment the arrived list is reloaded with limit 1000
    // (docs/product.md#reloads-after-a-change).
    builder.addCase(paymentCompleted, (state) => {
      state.limits.arrived = 1000;
    });
  },
  selectors: {
    selectLimit: (state, status: ParcelStatus) => state.limits[status] ?? pageSize(status),
  },
});

declare module '@/store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof parcelsSlice> {}
}

const injected = parcelsSlice.injectInto(rootReducer);

export const { shownMore, parcelAdded } = parcelsSlice.actions;
export const { selectLimit } = injected.selectors;

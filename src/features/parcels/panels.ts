import { definePanel } from '@/shared/panels/definePanel';

/** Declare a parcel (the dashboard's Add parcel, an empty waiting tab). */
export const addParcelPanel = definePanel('addParcel', () =>
  import('./AddParcelPanel').then((m) => m.AddParcelPanel),
);

/** Edit a parcel; opened with its `_id` as the param (ParcelActions' Edit). */
export const updateParcelPanel = definePanel('updateParcel', () =>
  import('./UpdateParcelPanel').then((m) => m.UpdateParcelPanel),
);

import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Cache tags used by the enhanced endpoints in ./cacheTags.ts. */
export const TAG_TYPES = [
  'User',
  'Parcels',
  'Debt',
  'Notifications',
  'CourierFlights',
  'Invoice',
  'Rates',
  'Schedule',
] as const;

/**
 * The one api slice. Endpoints are injected by the generated files in ./generated (one per
 * OpenAPI tag) and given cache tags in ./cacheTags.ts. Import hooks from '@/api', not from here.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  // Back online (the browser's `online` event, src/store/store.ts setupListeners), every query on
  // screen asks again: a screen that could not load offline loads, one that showed kept data
  // refreshes.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

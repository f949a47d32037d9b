/** Ids the client sends back (parcel, payment, selected flights) and courier order fields. */

/** A server id (productId, paymentId, a courier order's flight ids). */
export const ID_MAX = 64;
/** A flight number (CN-2611-03). */
export const FLIGHT_ID_MAX = 40;
/** A text page's slug (terms, services). */
export const SLUG_MAX = 64;
/** Paging of a list ({skip}/{limit}): how far it may skip, and how many one page may hold. */
export const SKIP_MAX = 1_000_000;
export const LIMIT_MAX = 10_000;
/** A courier order: at most this many flights, receiver name and delivery area lengths. */
export const COURIER_FLIGHTS_MAX = 100;
export const COURIER_NAME_MAX = 100;
export const COURIER_AREA_MAX = 50;

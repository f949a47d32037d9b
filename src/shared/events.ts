/**
 * Actions one feature announces and another reacts to, so features never import each other
 * (e.g. payments announces a payment; the parcel lists reload the arrived tab).
 */
import { createAction } from '@reduxjs/toolkit';

/** A flight or the whole debt was paid from the balance. */
export const paymentCompleted = createAction('payments/completed');

/**
 * The seed's notifications agree with the seed's parcels (docs/product.md#demo-mode): for every
 * demo account, a notification that names a flight names one carrying the account's parcels; one
 * about a payment received or a flight not paid names a flight whose parcels are paid, or not; the
 * fee of a flight not paid yet is what the account's debt owes on it.
 */
import { describe, expect, it } from 'vitest';
import type {
  GetDebtSumApiResponse,
  GetParcelsApiResponse,
  Notification,
  ParcelStatus,
} from '@/api';
import { DEMO_ACCOUNTS } from '../data';
import { apiSignIn } from '../helpers/session';
import { request } from './helpers';

const TABS: readonly ParcelStatus[] = ['waiting', 'stock', 'sent', 'arrived', 'obtained'];
const FLIGHT = /\b[A-Z]{2}-\d{4}-\d{2}\b/g;

describe("the seed's notifications", () => {
  it.each(DEMO_ACCOUNTS.map((account) => account.axid))(
    'name only flights of %s, paid or unpaid as they are, with their fees',
    async (axid) => {
      const token = await apiSignIn(axid);
      const parcels: GetParcelsApiResponse['products'] = [];
      for (const tab of TABS) {
        const { body } = await request<GetParcelsApiResponse>(`/api/product/gets/${tab}/0/10000`, {
          token,
        });
        parcels.push(...body.products);
      }
      const { body } = await request<{ notifications: Notification[] }>('/api/notification/all', {
        token,
      });
      expect(body.notifications.length).toBeGreaterThanOrEqual(8);
      const { body: debt } = await request<GetDebtSumApiResponse>('/api/product/debtSum', {
        token,
      });
      for (const notification of body.notifications) {
        const text = `${notification.titleEn} ${notification.descriptionEn}`;
        for (const flight of text.match(FLIGHT) ?? []) {
          const on = parcels.filter((parcel) => parcel.flightId === flight);
          expect(on.length, `${axid}: "${notification.titleEn}" names ${flight}`).toBeGreaterThan(
            0,
          );
          if (/not paid|Payment received/.test(text)) {
            const arrived = on.filter((parcel) => parcel.status === 'arrived');
            const paid = arrived.every((parcel) => parcel.state === 'paid');
            expect(paid, `${axid}: "${notification.titleEn}" on ${flight}`).toBe(
              notification.titleEn === 'Payment received',
            );
          }
          // The fee of a flight not paid yet is what the debt owes on it.
          if (notification.titleEn === 'Flight not paid yet') {
            const owed = debt.parts?.find((part) => part.flightId === flight)?.debt;
            expect(text, `${axid}: the fee of ${flight}`).toContain(`(${owed?.toFixed(2)} GEL)`);
          }
        }
        expect(text, 'a placeholder left').not.toMatch(/\{(flight|fee)\}/);
      }
    },
  );
});

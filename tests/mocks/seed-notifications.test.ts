/**
 * The seed's notifications and news agree with the seed's data (docs/product.md#demo-mode), in
 * Georgian, Russian and English: every parcel a notification names is one of the account's, with
 * the weight it says; every flight carries the account's parcels, paid or unpaid as it says; every
 * amount in lari is one the seed gives the thing it names (a flight's fee, the courier's price of
 * its parcels, a parcel's declared value, a card top-up, the 300 GEL rule) and every dollar amount
 * a tariff; no placeholder is left. The news quote only the tariffs and rules of the seed.
 */
import { describe, expect, it } from 'vitest';
import type { GetDebtSumApiResponse, Notification } from '@/api';
import { parcelFeeTetri } from '@mocks/api/domain';
import { db } from '@mocks/db/collections';
import { NEWS } from '@mocks/db/fixtures/news';
import { RATES, TARIFFS } from '@mocks/db/fixtures/reference';
import { declaredGelTetri } from '@mocks/lib/money';
import { LANGUAGES, LANGUAGE_SUFFIX, type Language } from '@/i18n/languages';
import {
  COURIER_TARIFFS,
  COURIER_VILLAGE_SURCHARGE,
  courierQuote,
  totalWeight,
} from '@/shared/courier';
import { INDIVIDUAL_FEE_MAX, INVOICE_THRESHOLD_TETRI } from '@/shared/rules';
import { DEMO_ACCOUNTS } from '../data';
import { apiSignIn } from '../helpers/session';
import { request } from './helpers';

const FLIGHT = /\b[A-Z]{2}-\d{4}-\d{2}\b/g;
/** A tracking number: ten or more Latin capitals and digits, with a digit. */
const TRACKING = /\b(?=[A-Z\d]*\d)[A-Z\d]{10,}\b/g;
/** An amount of lari: "42,75 ₾", "42.75 GEL", "300 ლარს", "5 лари". */
const LARI = /(\d+(?:[.,]\d{1,2})?)\s*(?:₾|GEL|ლარ|лари)/g;
/** An amount of dollars: "USD 9", "9 აშშ დოლარი", "10 დოლარის", "9 долларов". */
const DOLLARS = /USD\s*(\d+(?:[.,]\d+)?)|(\d+(?:[.,]\d+)?)\s*(?:USD|აშშ დოლარ|დოლარ|доллар)/g;
/** A parcel's weight as the notifications write it: "Weight: 0.42 kg", "წონა: 0,42 კგ", "Вес: 0,42 кг". */
const WEIGHT = /(?:Weight|წონა|Вес):\s*(\d+(?:[.,]\d+)?)/g;

const number = (text: string) => Number(text.replace(',', '.'));
const tetri = (text: string) => Math.round(number(text) * 100);
const all = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((m) => m.slice(1).find((group) => group !== undefined)!);
const rateOf = (code: string) => RATES.find((r) => r.code === code)?.rate ?? 0;
const textIn = (n: Notification, lng: Language) => {
  const suffix = LANGUAGE_SUFFIX[lng];
  return `${n[`title${suffix}`]} ${n[`description${suffix}`]}`.replace(/<[^>]+>/g, '');
};
const TARIFF_USD = new Set(TARIFFS.map((t) => t.amount));

describe("the seed's notifications", () => {
  it.each(DEMO_ACCOUNTS.map((account) => account.axid))(
    'name only what %s has, as it is, in every language',
    async (axid) => {
      const token = await apiSignIn(axid);
      const user = db.users.findFirst((q) => q.where({ AXID: axid }))!;
      const parcels = db.parcels.findMany((q) => q.where({ ownerId: user._id }));
      const { body } = await request<{ notifications: Notification[] }>('/api/notification/all', {
        token,
      });
      const { body: debt } = await request<GetDebtSumApiResponse>('/api/product/debtSum', {
        token,
      });
      expect(body.notifications.length).toBeGreaterThanOrEqual(6);
      const topUps = db.payments
        .findMany((q) => q.where({ userId: user._id }))
        .filter((p) => p.status === 'success')
        .map((p) => p.amountDB);

      for (const notification of body.notifications) {
        for (const lng of LANGUAGES) {
          const text = textIn(notification, lng);
          const about = `${axid} ${lng}: "${text}"`;
          expect(text, about).not.toMatch(/\{\w+\}/);
          // The amounts in lari the seed gives what the notification names.
          const lari = new Set<number>([INVOICE_THRESHOLD_TETRI, ...topUps]);

          const flights = text.match(FLIGHT) ?? [];
          for (const flight of flights) {
            const on = parcels.filter((parcel) => parcel.flightId === flight);
            expect(on.length, `${about} names ${flight}`).toBeGreaterThan(0);
            lari.add(on.reduce((sum, parcel) => sum + parcelFeeTetri(parcel, user), 0));
            const quote = courierQuote(user.information.city, totalWeight(on.map((p) => p.weight)));
            if (quote.gel !== null) lari.add(quote.gel * 100);
            const arrived = on.filter((parcel) => parcel.status === 'arrived');
            if (notification.titleEn === 'Payment received') {
              expect(
                arrived.every((parcel) => parcel.state === 'paid'),
                about,
              ).toBe(true);
            }
            if (notification.titleEn === 'Flight not paid yet') {
              expect(
                arrived.some((parcel) => parcel.state === 'unpaid'),
                about,
              ).toBe(true);
              const owed = debt.parts?.find((part) => part.flightId === flight)?.debt ?? 0;
              expect(all(text, LARI).map(tetri), `${about}: its fee is the debt's`).toContain(
                Math.round(owed * 100),
              );
            }
            if (/handed over|delivered/i.test(notification.titleEn)) {
              expect(
                on.every((parcel) => parcel.status === 'obtained'),
                about,
              ).toBe(true);
            }
          }

          const named = (text.match(TRACKING) ?? []).map((tracking) => {
            const parcel = parcels.find((p) => p.productOrderId === tracking);
            expect(parcel, `${about} names ${tracking}`).toBeDefined();
            return parcel!;
          });
          for (const parcel of named) {
            lari.add(declaredGelTetri(parcel.price, parcel.currency, rateOf));
            if (/invoice/i.test(notification.titleEn)) {
              expect(parcel.file, `${about}: an invoice it asks for is missing`).toBeNull();
              expect(parcel.status, about).toBe('waiting');
            }
            if (/warehouse/.test(notification.titleEn)) expect(parcel.status, about).toBe('stock');
            if (/handed over/.test(notification.titleEn)) {
              expect(parcel.status, about).toBe('obtained');
            }
          }
          for (const weight of all(text, WEIGHT)) {
            expect(
              named.map((parcel) => parcel.weight),
              `${about}: the weight`,
            ).toContain(number(weight));
          }
          for (const amount of all(text, LARI)) {
            expect([...lari], `${about}: ${amount} in lari`).toContain(tetri(amount));
          }
          for (const amount of all(text, DOLLARS)) {
            expect(TARIFF_USD.has(number(amount)), `${about}: USD ${amount}`).toBe(true);
          }
        }
      }
    },
  );
});

describe("the seed's news", () => {
  it('quote only the tariffs and rules of the seed, in every language', () => {
    const lari = new Set<number>([
      INVOICE_THRESHOLD_TETRI,
      INDIVIDUAL_FEE_MAX * 100,
      COURIER_VILLAGE_SURCHARGE * 100,
      ...COURIER_TARIFFS.tbilisi.map((gel) => gel * 100),
      ...COURIER_TARIFFS.outskirts.map((gel) => gel * 100),
    ]);
    const parcels = db.parcels.findMany();
    for (const news of NEWS) {
      for (const lng of LANGUAGES) {
        const suffix = LANGUAGE_SUFFIX[lng];
        const text = `${news[`newsTitle${suffix}`]} ${news[`newsText${suffix}`]}`.replace(
          /<[^>]+>/g,
          ' ',
        );
        const about = `${news._id} ${lng}`;
        for (const amount of all(text, LARI)) {
          expect([...lari], `${about}: ${amount} in lari`).toContain(tetri(amount));
        }
        for (const amount of all(text, DOLLARS)) {
          expect(TARIFF_USD.has(number(amount)), `${about}: USD ${amount}`).toBe(true);
        }
        for (const tracking of text.match(TRACKING) ?? []) {
          expect(
            parcels.some((p) => p.productOrderId === tracking),
            `${about}: ${tracking}`,
          ).toBe(true);
        }
        for (const flight of text.match(FLIGHT) ?? []) {
          expect(
            db.flights.findFirst((q) => q.where({ flightId: flight })),
            about,
          ).toBeDefined();
        }
      }
    }
  });
});

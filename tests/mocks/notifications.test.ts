/**
 * The mock backend writes a notification for what happens to a customer
 * (docs/product.md#demo-mode): a payment from the balance, a card top-up and a courier order each
 * add one unread notification, with its title and text in ka, ru and en, for that customer only; a
 * refused payment, a declined card and a repeated report of the same top-up add none.
 */
import { describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  Notification,
  NotificationListResponse,
  StartCardPaymentResponse,
} from '@/api';
import { notificationTexts } from '@mocks/api/notify';
import { SEED } from '@mocks/demo/seed';
import { courierOrder, flightNo, payByCard, request } from './helpers';
import { apiSignIn } from '../helpers/session';

type List = { unread: number; notifications: Notification[] };

const listOf = async (token: string): Promise<List> =>
  (await request<NotificationListResponse>('/api/notification/all', { token })).body;

/** What a customer's list gained since `before` (new ones come first). */
const gained = (before: List, after: List) =>
  after.notifications.slice(0, after.notifications.length - before.notifications.length);

/** Checks one new notification: unread, with a title and a text in each of ka, ru and en. */
function expectInThreeLanguages(
  notification: Notification,
  titles: { ka: string; ru: string; en: string },
  mentions: { ka: string[]; ru: string[]; en: string[] },
) {
  expect(notification.status).toBe('1');
  expect(notification).toMatchObject({
    titleKa: titles.ka,
    titleRu: titles.ru,
    titleEn: titles.en,
  });
  for (const text of mentions.ka) expect(notification.descriptionKa).toContain(text);
  for (const text of mentions.ru) expect(notification.descriptionRu).toContain(text);
  for (const text of mentions.en) expect(notification.descriptionEn).toContain(text);
  // Each title is in its own script; the texts are three translations, not one copied.
  expect(notification.titleKa).toMatch(/\p{Script=Georgian}/u);
  expect(notification.titleRu).toMatch(/\p{Script=Cyrillic}/u);
  expect(notification.titleEn).toMatch(/^[\p{Script=Latin}\p{P}\p{N}\s]+$/u);
  const texts = [
    notification.descriptionKa,
    notification.descriptionRu,
    notification.descriptionEn,
  ];
  expect(new Set(texts).size).toBe(3);
}

describe('notifications written by the mock backend', () => {
  it('a payment for a flight: one unread notification in three languages, for the payer only', async () => {
    const payer = await apiSignIn('AX10001');
    const other = await apiSignIn('AX10002');
    const [payerBefore, otherBefore] = [await listOf(payer), await listOf(other)];

    // Paying everything is refused (303.49 owed, 125.50 on the balance): no notification.
    const refused = await request<ErrorResponse>('/api/payment/payall', {
      token: payer,
      json: { status: 'arrived' },
    });
    expect(refused.body.code).toBe('not_enough_money');
    expect(gained(payerBefore, await listOf(payer))).toEqual([]);

    const flight = flightNo('cnArrivedUnpaid'); // 46.44 GEL
    const paid = await request('/api/payment/payFlightId', {
      token: payer,
      json: { flightId: flight },
    });
    expect(paid.status).toBe(200);

    const payerAfter = await listOf(payer);
    const [notification, ...more] = gained(payerBefore, payerAfter);
    expect(more).toEqual([]);
    expect(payerAfter.notifications[0]).toEqual(notification);
    expect(payerAfter.unread).toBe(payerBefore.unread + 1);
    expectInThreeLanguages(
      notification!,
      {
        ka: 'გადახდა წარმატებით განხორციელდა',
        ru: 'Оплата прошла успешно',
        en: 'Payment completed',
      },
      { ka: [flight, '46,44 ₾'], ru: [flight, '46,44 ₾'], en: [flight, '46.44 GEL'] },
    );

    expect(await listOf(other)).toEqual(otherBefore);
  });

  it('a card top-up: one unread notification in three languages once it is approved, for that customer only', async () => {
    const customer = await apiSignIn('AX10001');
    const other = await apiSignIn('AX10002');
    const [before, otherBefore] = [await listOf(customer), await listOf(other)];
    const start = async (amount: string, lari: string, tetri: string) =>
      (
        await request<StartCardPaymentResponse>('/api/merchant/georgiancard/pay', {
          token: customer,
          json: { amount, lari, tetri },
        })
      ).body.result._id;
    const report = (paymentId: string, status: 'success' | 'failed') =>
      payByCard(customer, paymentId, status === 'success');

    // Started but not paid yet, then declined: nothing.
    const declined = await start('1000', '10', '00');
    expect(gained(before, await listOf(customer))).toEqual([]);
    expect((await report(declined, 'failed')).status).toBe(200);
    expect(gained(before, await listOf(customer))).toEqual([]);

    // Approved: 12.05 GEL on top of 125.50; reported twice, written once.
    const approved = await start('1205', '12', '05');
    expect((await report(approved, 'success')).status).toBe(200);
    expect((await report(approved, 'success')).status).toBe(200);

    const after = await listOf(customer);
    const [notification, ...more] = gained(before, after);
    expect(more).toEqual([]);
    expect(after.unread).toBe(before.unread + 1);
    expectInThreeLanguages(
      notification!,
      { ka: 'ბალანსი შევსებულია', ru: 'Баланс пополнен', en: 'Balance topped up' },
      { ka: ['12,05 ₾', '137,55 ₾'], ru: ['12,05 ₾', '137,55 ₾'], en: ['12.05 GEL', '137.55 GEL'] },
    );

    expect(await listOf(other)).toEqual(otherBefore);
  });

  it('a courier order: one unread notification in three languages, for that customer only', async () => {
    const customer = await apiSignIn('AX10001');
    const other = await apiSignIn('AX10004');
    const [before, otherBefore] = [await listOf(customer), await listOf(other)];
    const flight = flightNo('trArrivedPaid');
    const ordered = await request('/api/courier/create', {
      token: customer,
      json: courierOrder([SEED.flights.trArrivedPaid]),
    });
    expect(ordered.status).toBe(200);

    const after = await listOf(customer);
    const [notification, ...more] = gained(before, after);
    expect(more).toEqual([]);
    expectInThreeLanguages(
      notification!,
      {
        ka: 'კურიერის შეკვეთა მიღებულია',
        ru: 'Заказ курьера принят',
        en: 'Courier order accepted',
      },
      { ka: [flight], ru: [flight], en: [flight] },
    );
    expect(await listOf(other)).toEqual(otherBefore);
  });
});

describe('a notification that names flights', () => {
  const descriptions = (texts: ReturnType<typeof notificationTexts>) => [
    texts.descriptionKa,
    texts.descriptionRu,
    texts.descriptionEn,
  ];

  it('names one paid flight as a flight', () => {
    const texts = notificationTexts({
      kind: 'paymentCompleted',
      amountTetri: 4644,
      flight: 'CN-1',
    });
    expect(descriptions(texts)).toEqual([
      'CN-1 რეისის საფასური — 46,44 ₾ — გადახდილია ბალანსიდან. რეისის ინვოისის ნახვა და ამობეჭდვა პირად კაბინეტში შეგიძლიათ.',
      'Стоимость доставки по рейсу CN-1 (46,44 ₾) оплачена с баланса. Счёт за рейс можно посмотреть и распечатать в личном кабинете.',
      'You have paid 46.44 GEL for flight CN-1 from your balance. You can view and print the flight invoice in your account.',
    ]);
  });

  it('lists the flights of a paid debt in brackets, in the singular for one, and none for none', () => {
    const debt = (flights: string[]) =>
      descriptions(notificationTexts({ kind: 'debtPaid', amountTetri: 1000, flights }));
    expect(debt(['CN-1', 'TR-2']).map((text) => text.split('.')[0])).toEqual([
      'დავალიანება — 10,00 ₾ — გადახდილია ბალანსიდან (რეისები: CN-1, TR-2)',
      'Задолженность (10,00 ₾) оплачена с баланса (рейсы: CN-1, TR-2)',
      'You have paid your debt of 10',
    ]);
    expect(debt(['CN-1', 'TR-2'])[2]).toContain('from your balance (flights: CN-1, TR-2).');
    expect(debt(['CN-1']).join(' ')).toMatch(/\(რეისი: CN-1\).*\(рейс: CN-1\).*\(flight: CN-1\)/);
    // Stock parcels alone: no flight, so neither an empty bracket nor a flight invoice.
    expect(debt([])).toEqual([
      'დავალიანება — 10,00 ₾ — გადახდილია ბალანსიდან.',
      'Задолженность (10,00 ₾) оплачена с баланса.',
      'You have paid your debt of 10.00 GEL from your balance.',
    ]);
  });

  it('lists the flights of a courier order in brackets', () => {
    const texts = notificationTexts({
      kind: 'courierOrdered',
      flights: ['CN-1', 'TR-2'],
      address: 'Tbilisi',
    });
    expect(descriptions(texts).map((text) => text.split('.')[0])).toEqual([
      'ამანათების მიტანის შეკვეთა მიღებულია (რეისები: CN-1, TR-2)',
      'Заказ на доставку посылок принят (рейсы: CN-1, TR-2)',
      'Your delivery order has been accepted (flights: CN-1, TR-2)',
    ]);
  });
});

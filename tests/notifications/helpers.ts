/** Shared setup of the notifications tests: notifications written into the mock database, texts. */
import { screen } from '@testing-library/react';
import type { Notification } from '@/api';
import { db } from '@mocks/db/collections';
import { SEED } from '@mocks/demo/seed';

type Kind = keyof typeof SEED.users;

/** Georgian texts a customer sees (the default language). */
export const KA = {
  title: 'შეტყობინებები',
  viewAll: 'ყველას ნახვა',
  bellWith: (count: number) => `შეტყობინებები, წაუკითხავი: ${count}`,
  unread: '(წაუკითხავი)',
  new: 'ახალი',
  empty: 'შეტყობინებები ჯერ არ გაქვთ.',
  loading: 'შეტყობინებები იტვირთება…',
  error: 'მონაცემები ვერ ჩაიტვირთა. გთხოვთ, დაუკავშირდეთ ოპერატორს.',
  retry: 'ხელახლა ცდა',
  back: 'ყველა შეტყობინება',
  notFound: 'გვერდი ვერ მოიძებნა',
  pageTitle: 'Parcel Portal · ამანათები უცხოეთიდან საქართველოში',
} as const;

const DAY = 86_400_000;
let written = 0;

/**
 * Writes a notification for a demo customer into the mock database, newer than the seed's (so
 * it comes first); unread unless told otherwise. Returns the stored record.
 */
export async function addNotification(
  over: Partial<Omit<Notification, '_id'>> = {},
  owner: Kind = 'individual',
) {
  written += 1;
  return db.notifications.create({
    _id: `7e57000000000000${String(written).padStart(8, '0')}`,
    userId: SEED.users[owner]._id,
    status: '1',
    // The seed's newest is from today: a day ahead comes first.
    createdAt: new Date(Date.now() + DAY + written * 60_000).toISOString(),
    titleKa: 'სატესტო შეტყობინება',
    titleRu: 'Тестовое уведомление',
    titleEn: 'Test notification',
    descriptionKa: '<p>სატესტო ტექსტი</p>',
    descriptionRu: '<p>Тестовый текст</p>',
    descriptionEn: '<p>Test text</p>',
    ...over,
  });
}

/** The stored notifications of a demo customer, newest first. */
export function storedNotifications(owner: Kind = 'individual') {
  return db.notifications.findMany((q) => q.where({ userId: SEED.users[owner]._id }), {
    orderBy: { createdAt: 'desc' },
  });
}

/** The header bell, once its name says `name` (the count is in the name, not only in a badge). */
export const findBell = (name: string) => screen.findByRole('button', { name });

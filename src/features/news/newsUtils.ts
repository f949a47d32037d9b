import type { TFunction } from 'i18next';
import { env } from '@/config/env';

/** News photos are served from the uploads area with the prefix middle- (spec §7). */
export function newsPhotoUrl(photo: string): string {
  return `${env.apiBase}/uploads/middle-${encodeURIComponent(photo)}`;
}

const MONTHS = ['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12'] as const;

/**
 * "22 November 2026", "22 ნოემბერი, 2026", "22 ноября 2026 г." in the user's time zone; "" when
 * unreadable. Month names come from the translations, not Intl: some browser builds have no
 * Georgian locale data and would print English dates in the Georgian interface.
 */
export function formatNewsDate(iso: string, t: TFunction<'news'>): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return t('news.date', {
    day: date.getDate(),
    month: t(`months.${MONTHS[date.getMonth()]!}`),
    year: date.getFullYear(),
  });
}

/** News per load on the news page, and on the home block (spec §9). */
export const NEWS_PAGE_SIZE = 18;
export const HOME_NEWS_COUNT = 4;

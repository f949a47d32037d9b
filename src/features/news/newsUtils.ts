import { env } from '@/config/env';

/** News photos are served from the uploads area with the prefix middle- (spec §7). */
export function newsPhotoUrl(photo: string): string {
  return `${env.apiBase}/uploads/middle-${encodeURIComponent(photo)}`;
}

/** News per load on the news page, and on the home block (spec §9). */
export const NEWS_PAGE_SIZE = 18;
export const HOME_NEWS_COUNT = 4;

import { env } from '@/config/env';

/**
 * News photos are served from the uploads area with the prefix middle- (docs/product.md#7-calls).
 */
export function newsPhotoUrl(photo: string): string {
  return `${env.apiBase}/uploads/middle-${encodeURIComponent(photo)}`;
}

/** News per load on the news page, and on the home block (docs/product.md#limits-and-sizes). */
export const NEWS_PAGE_SIZE = 18;
export const HOME_NEWS_COUNT = 4;

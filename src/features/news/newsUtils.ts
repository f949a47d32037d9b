import { env } from '@/config/env';
import { basePath } from '@/config/paths';

/**
 * News photos are served from the uploads area with the prefix middle- (docs/product.md#7-calls):
 * the backend's, or in the demo the app's own files (public/uploads), under its base path.
 */
export function newsPhotoUrl(photo: string): string {
  const uploads = env.apiMocking ? basePath : env.apiBase;
  return `${uploads}/uploads/middle-${encodeURIComponent(photo)}`;
}

/** News per load on the news page, and on the home block (docs/product.md#limits-and-sizes). */
export const NEWS_PAGE_SIZE = 18;
export const HOME_NEWS_COUNT = 4;

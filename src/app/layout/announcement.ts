import { popupApi } from '@/api';
import type { AppStore } from '@/store/store';

/** The announcement dialog's code: a chunk of its own (a dialog and the HTML sanitiser). */
export const loadPopupAnnouncement = () => import('@/features/popup/PopupAnnouncement');

/**
 * The announcement is the largest thing a first visit paints (docs/performance.md), so what it
 * needs starts with the app: its request and its code load beside the render, rather than one
 * after the other once the render reaches the layout's lazy dialog.
 */
export function startAnnouncement(store: AppStore): void {
  void loadPopupAnnouncement();
  void store.dispatch(popupApi.util.prefetch('getPopup', undefined, {}));
}

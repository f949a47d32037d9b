import type { Popup } from '@/api';
import type { Language } from '@/i18n/languages';
import { localized } from '@/shared/localized';
import { PopupDialogContent } from './PopupDialogContent';
import { popupId } from './popupRule';

/**
 * The announcement as the build got it from the backend, in the prerendered page
 * (scripts/prerender.ts). A first visit then shows it with the page's first paint, not after the
 * app, the mock backend and its answer: on a phone it is the largest thing on the screen, the
 * page's LCP. It is hidden as built; index.html's visit check shows it when the popup rule
 * (popupRule.ts) would, and closes it (its buttons, a click beside it, Escape) until the app
 * runs. The app's PopupAnnouncement then takes its place in the same frame, or removes it when
 * the server's answer has nothing to show.
 */
export const SNAPSHOT_ID = 'popup-snapshot';
/** The attribute that carries the id the popup is remembered by (popupId). */
export const SNAPSHOT_POPUP_ID = 'data-popup-id';

/** The dialog's markup as react-bootstrap's Modal writes it when shown without animation. */
export function AnnouncementSnapshot({
  popup,
  lng,
  sanitizedDescription,
}: {
  popup: Popup;
  lng: Language;
  /** The description in `lng`, already sanitised (the build has no browser to do it here). */
  sanitizedDescription: string;
}) {
  return (
    <div id={SNAPSHOT_ID} {...{ [SNAPSHOT_POPUP_ID]: popupId(popup) }} hidden>
      <div className="modal-backdrop show" />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="popup-title"
        className="popup-announcement modal show"
        tabIndex={-1}
        style={{ display: 'block' }}
      >
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <PopupDialogContent title={localized(popup, 'title', lng)}>
              {/* SafeHtml's markup, with HTML sanitised at build time. */}
              <div
                className="rich-text"
                dangerouslySetInnerHTML={{ __html: sanitizedDescription }}
              />
            </PopupDialogContent>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The build's announcement when it is on screen (the visit check showed it), else null. */
export function shownSnapshot(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const snapshot = document.getElementById(SNAPSHOT_ID);
  return snapshot && !snapshot.hidden ? snapshot : null;
}

/** Takes the build's announcement away, if it is still in the page. */
export function removeSnapshot(): void {
  if (typeof document !== 'undefined') document.getElementById(SNAPSHOT_ID)?.remove();
}

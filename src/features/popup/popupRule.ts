/**
 * The announcement popup's display rule (docs/product.md#announcement-popup), as pure
 * functions.
 *
 * Closing the popup stores a flag ("false": do not show again) and the id of the popup that was
 * closed. The popup shows when it is switched on and
 *   - no flag is stored, or
 *   - the stored flag is "true", or
 *   - the stored id differs from the current popup's id (a new announcement was published).
 */

export const POPUP_FLAG_KEY = 'pp.popup.show';
export const POPUP_ID_KEY = 'pp.popup.id';

export interface PopupMemory {
  /** The stored flag as text ("true" / "false"), or null when nothing is stored. */
  flag: string | null;
  /** The id of the popup closed last, or null. */
  id: string | null;
}

export interface PopupLike {
  _id: string;
  popapId?: string | null;
  popap: boolean;
}

/** The id a popup is remembered by: popapId, or _id when the server sends none. */
export function popupId(popup: PopupLike): string {
  return popup.popapId || popup._id;
}

export function shouldShowPopup(popup: PopupLike | null | undefined, memory: PopupMemory): boolean {
  if (!popup || !popup.popap) return false;
  if (memory.flag === null) return true;
  if (memory.flag === 'true') return true;
  return memory.id !== popupId(popup);
}

export function readPopupMemory(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): PopupMemory {
  try {
    return {
      flag: storage?.getItem(POPUP_FLAG_KEY) ?? null,
      id: storage?.getItem(POPUP_ID_KEY) ?? null,
    };
  } catch {
    return { flag: null, id: null };
  }
}

/** Remembers that this popup was closed. */
export function rememberPopupClosed(
  popup: PopupLike,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(POPUP_FLAG_KEY, 'false');
    storage?.setItem(POPUP_ID_KEY, popupId(popup));
  } catch {
    /* storage disabled: the popup shows again on the next visit */
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

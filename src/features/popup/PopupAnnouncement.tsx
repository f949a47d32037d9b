import { useLayoutEffect, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useGetPopupQuery } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { SafeHtml } from '@/shared/components/SafeHtml';
import { localized } from '@/shared/localized';
import { removeSnapshot, shownSnapshot } from './AnnouncementSnapshot';
import { PopupDialogContent } from './PopupDialogContent';
import { readPopupMemory, rememberPopupClosed, shouldShowPopup } from './popupRule';
import '@/styles/public.css';

/**
 * The announcement popup (docs/product.md#announcement-popup): title and sanitised description in
 * the current language. Whether it shows is decided by popupRule.ts; closing remembers the popup
 * locally.
 *
 * On a first visit the prerendered page may already show the build's copy of it
 * (AnnouncementSnapshot). The server's answer decides: this dialog replaces the copy in the same
 * commit, with no fade-in (the same dialog must not appear twice), or the copy goes when there is
 * nothing to show. If the server does not answer, the copy stays, closable as it was.
 */
export function PopupAnnouncement() {
  const lng = useLanguage();
  const { data } = useGetPopupQuery();
  const [takesOverSnapshot] = useState(() => shownSnapshot() !== null);
  const [closed, setClosed] = useState(false);
  const popup = data?.popap ?? null;
  // Read when deciding, not when mounted: the build's copy may be closed while the answer is on
  // its way, and that counts.
  const show = !closed && popup !== null && shouldShowPopup(popup, readPopupMemory());

  // Layout effect: the dialog shown in this commit is in the document, and nothing is painted yet.
  useLayoutEffect(() => {
    if (data !== undefined) removeSnapshot();
  }, [data]);

  function close() {
    if (popup) rememberPopupClosed(popup);
    setClosed(true);
  }

  if (!popup) return null;
  return (
    <Modal
      show={show}
      onHide={close}
      centered
      animation={!takesOverSnapshot}
      aria-labelledby="popup-title"
      className="popup-announcement"
    >
      <PopupDialogContent title={localized(popup, 'title', lng)} onClose={close}>
        <SafeHtml html={localized(popup, 'description', lng)} className="rich-text" />
      </PopupDialogContent>
    </Modal>
  );
}

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useGetPopupQuery } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { SafeHtml } from '@/shared/components/SafeHtml';
import { useTyping } from '@/shared/hooks/useTyping';
import { localized } from '@/shared/localized';
import { PopupDialogContent } from './PopupDialogContent';
import { readPopupMemory, rememberPopupClosed, shouldShowPopup } from './popupRule';
import '@/styles/public.css';

const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * The announcement popup (docs/product.md#announcement-popup): title and sanitised description in
 * the current language. Whether it shows is decided by popupRule.ts; it waits while the focus is
 * in a field (useTyping); closing remembers the popup locally. It covers the header, so it offers
 * the language switch itself (`languages`, from the layout): a Russian or English visitor reads
 * it in their language at once.
 */
export function PopupAnnouncement({ languages }: { languages?: ReactNode }) {
  const lng = useLanguage();
  // The prerendered page has no dialog, so while React takes it over the dialog stays closed (React
  // renders with the server snapshot, false, while it hydrates) and opens on the render after.
  const hydrated = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  const { data } = useGetPopupQuery();
  const [closed, setClosed] = useState(false);
  const popup = data?.popap ?? null;
  const due = !closed && popup !== null && shouldShowPopup(popup, readPopupMemory());
  // It never takes the keys of someone typing: it opens once the focus is out of every field and
  // form (a sign-in moves it to the page's heading), and then stays until closed.
  const typing = useTyping();
  const [opened, setOpened] = useState(false);
  if (due && !typing && !opened) setOpened(true);
  const show = due && opened;

  function close() {
    if (popup) rememberPopupClosed(popup);
    setClosed(true);
  }

  if (!popup || !hydrated) return null;
  return (
    <Modal
      show={show}
      onHide={close}
      centered
      aria-labelledby="popup-title"
      className="popup-announcement"
    >
      <PopupDialogContent
        title={localized(popup, 'title', lng)}
        onClose={close}
        languages={languages}
      >
        <SafeHtml html={localized(popup, 'description', lng)} className="rich-text" />
      </PopupDialogContent>
    </Modal>
  );
}

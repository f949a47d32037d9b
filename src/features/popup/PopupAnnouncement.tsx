import { useState, useSyncExternalStore } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useGetPopupQuery } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { SafeHtml } from '@/shared/components/SafeHtml';
import { localized } from '@/shared/localized';
import { PopupDialogContent } from './PopupDialogContent';
import { readPopupMemory, rememberPopupClosed, shouldShowPopup } from './popupRule';
import '@/styles/public.css';

const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * The announcement popup (docs/product.md#announcement-popup): title and sanitised description in
 * the current language. Whether it shows is decided by popupRule.ts; closing remembers the popup
 * locally.
 */
export function PopupAnnouncement() {
  const lng = useLanguage();
  // The prerendered page has no dialog, so while React takes it over the dialog stays closed (React
  // renders with the server snapshot, false, while it hydrates) and opens on the render after.
  const hydrated = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  const { data } = useGetPopupQuery();
  const [closed, setClosed] = useState(false);
  const popup = data?.popap ?? null;
  const show = !closed && popup !== null && shouldShowPopup(popup, readPopupMemory());

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
      <PopupDialogContent title={localized(popup, 'title', lng)} onClose={close}>
        <SafeHtml html={localized(popup, 'description', lng)} className="rich-text" />
      </PopupDialogContent>
    </Modal>
  );
}

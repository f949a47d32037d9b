import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Megaphone } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { useGetPopupQuery } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { SafeHtml } from '@/shared/components/SafeHtml';
import { localized } from '@/shared/localized';
import { readPopupMemory, rememberPopupClosed, shouldShowPopup } from './popupRule';
import '@/styles/public.css';

/**
 * The announcement popup (spec §2): title and sanitised description in the current language.
 * Whether it shows is decided by popupRule.ts; closing remembers the popup locally.
 */
export function PopupAnnouncement() {
  const { t } = useTranslation('popup');
  const lng = useLanguage();
  const { data } = useGetPopupQuery();
  const [memory] = useState(readPopupMemory);
  const [closed, setClosed] = useState(false);
  const popup = data?.popap ?? null;
  const show = !closed && popup !== null && shouldShowPopup(popup, memory);

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
      aria-labelledby="popup-title"
      className="popup-announcement"
    >
      <Modal.Header closeButton closeLabel={t('popup.close')}>
        <Modal.Title id="popup-title" as="h2" className="h5 d-flex align-items-center gap-2">
          <Megaphone aria-hidden className="text-accent flex-shrink-0" />
          {localized(popup, 'title', lng)}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <SafeHtml html={localized(popup, 'description', lng)} className="rich-text" />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={close}>
          {t('popup.ok')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

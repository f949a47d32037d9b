import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Megaphone } from '@/shared/icons/Megaphone';
import { useTranslation } from 'react-i18next';

/**
 * What the announcement dialog holds: the title, the description, the two ways to close it, and
 * the language switch (`languages`), since the dialog covers the header's.
 */
export function PopupDialogContent({
  title,
  children,
  onClose,
  languages,
}: {
  title: string;
  children: ReactNode;
  onClose?: () => void;
  languages?: ReactNode;
}) {
  const { t } = useTranslation('popup');
  return (
    <>
      <Modal.Header closeButton closeLabel={t('popup.close')}>
        <Modal.Title id="popup-title" as="h2" className="h5 d-flex align-items-center gap-2">
          <Megaphone aria-hidden className="text-accent flex-shrink-0" />
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer className={languages ? 'justify-content-between' : undefined}>
        {languages}
        <Button variant="primary" onClick={onClose}>
          {t('popup.ok')}
        </Button>
      </Modal.Footer>
    </>
  );
}

import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useGetPageQuery } from '@/api';
import { useLanguage } from '@/i18n/useLanguage';
import { SafeHtml } from '@/shared/components/SafeHtml';
import { localized } from '@/shared/localized';

/** The terms (page slug `terms`) in the current language, over the sign-up panel. */
export function TermsModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('accounts');
  const lng = useLanguage();
  const { data, isLoading, isError, refetch } = useGetPageQuery({ slug: 'terms' }, { skip: !show });
  const page = data?.page;

  return (
    <Modal
      show={show}
      onHide={onHide}
      size="lg"
      aria-labelledby="terms-modal-title"
      className="terms-modal"
    >
      <Modal.Header closeButton closeLabel={t('terms.close')}>
        <Modal.Title id="terms-modal-title" as="h2" className="h5">
          {page ? localized(page, 'title', lng) : t('terms.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isLoading && (
          <div role="status" className="d-flex align-items-center gap-2">
            <Spinner size="sm" animation="border" aria-hidden /> {t('terms.loading')}
          </div>
        )}
        {isError && (
          <div role="alert">
            <p>{t('terms.error')}</p>
            <Button variant="outline-primary" size="sm" onClick={() => void refetch()}>
              {t('terms.retry')}
            </Button>
          </div>
        )}
        {page && <SafeHtml html={localized(page, 'description', lng)} className="terms-body" />}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          {t('terms.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

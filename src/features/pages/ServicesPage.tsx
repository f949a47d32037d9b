import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { ChatDots } from '@/shared/icons/ChatDots';
import { useTranslation } from 'react-i18next';
import { useGetPageQuery } from '@/api';
import { company } from '@/config/company';
import { useLanguage } from '@/i18n/useLanguage';
import { ErrorState } from '@/shared/components/ListState';
import { PageHeading } from '@/shared/components/PageHeading';
import { SafeHtml } from '@/shared/components/SafeHtml';
import { localized } from '@/shared/localized';
import { SERVICES, ServiceCard } from './serviceCards';
import '@/styles/public.css';

/**
 * Services (docs/product.md#services-terms-and-the-app): the six service cards, the consultation
 * offer and the services text of the page with slug "services" (sanitised HTML in the current
 * language).
 */
export function ServicesPage() {
  const { t } = useTranslation('pages');
  const lng = useLanguage();
  const { data, isLoading, isError, error, refetch } = useGetPageQuery({ slug: 'services' });
  const page = data?.page;
  const missing = isError && error && 'status' in error && error.status === 404;

  return (
    <section className="public-page">
      <PageHeading>{t('services.title')}</PageHeading>
      <p className="lead-text">{t('services.lead')}</p>

      <Row xs={1} md={2} xl={3} className="g-3 mb-4">
        {SERVICES.map(({ key }) => (
          <Col key={key}>
            <ServiceCard service={key} />
          </Col>
        ))}
      </Row>

      <Card className="content-card consultation-card mb-4">
        <Card.Body className="d-flex flex-column flex-md-row gap-3 align-items-md-center">
          <span className="icon-badge icon-badge-lg icon-badge-accent" aria-hidden>
            <ChatDots size={24} />
          </span>
          <div className="flex-grow-1">
            <h2 className="h6 fw-bold mb-1">{t('services.consultation.title')}</h2>
            <p className="small text-body-secondary mb-0">{t('services.consultation.text')}</p>
          </div>
          <div className="d-flex flex-column small text-md-end">
            <a href={`tel:${company.phone.replace(/\s/g, '')}`} className="fw-semibold">
              {company.phone}
            </a>
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </div>
        </Card.Body>
      </Card>

      {isLoading ? (
        <Card className="content-card" aria-busy="true">
          <Card.Body>
            <p className="visually-hidden" role="status">
              {t('services.loading')}
            </p>
            <Placeholder as="p" animation="glow" aria-hidden>
              <Placeholder xs={5} /> <Placeholder xs={12} /> <Placeholder xs={11} />{' '}
              <Placeholder xs={8} />
            </Placeholder>
          </Card.Body>
        </Card>
      ) : page ? (
        <Card className="content-card">
          <Card.Body className="p-md-4">
            <h2 className="h5 mb-3">{localized(page, 'title', lng)}</h2>
            <SafeHtml html={localized(page, 'description', lng)} className="rich-text" />
          </Card.Body>
        </Card>
      ) : missing ? null : (
        <ErrorState onRetry={() => void refetch()} />
      )}
    </section>
  );
}

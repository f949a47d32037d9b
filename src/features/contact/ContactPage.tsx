import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Clock } from '@/shared/icons/Clock';
import { Facebook } from '@/shared/icons/Facebook';
import { Instagram } from '@/shared/icons/Instagram';
import { Share } from '@/shared/icons/Share';
import { Telephone } from '@/shared/icons/Telephone';
import { Youtube } from '@/shared/icons/Youtube';
import { useTranslation } from 'react-i18next';
import { company } from '@/config/company';
import { PageHeading } from '@/shared/components/PageHeading';
import { TBILISI_BRANCHES } from './branches';
import { TbilisiMap } from './TbilisiMap';
import { IconHeading } from '@/shared/components/IconHeading';
import '@/styles/public.css';

const SOCIAL = [
  ['facebook', company.social.facebook, Facebook],
  ['instagram', company.social.instagram, Instagram],
  ['youtube', company.social.youtube, Youtube],
] as const;

/**
 * Contact (docs/product.md#contact): phone and email, working hours, social links, and the three
 * Tbilisi branches on a drawn map with their addresses beside it.
 */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const { t: tc } = useTranslation();

  return (
    <section className="public-page">
      <PageHeading>{t('contact.title')}</PageHeading>
      <p className="lead-text">{t('contact.lead')}</p>

      <Row xs={1} md={3} className="g-3 mb-4">
        <Col>
          <Card className="content-card h-100">
            <Card.Body>
              <IconHeading icon={<Telephone />} className="h6 fw-bold">
                {t('contact.reachUs')}
              </IconHeading>
              <dl className="contact-list mb-0">
                <dt>{t('contact.phone')}</dt>
                <dd>
                  <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
                </dd>
                <dt>{t('contact.email')}</dt>
                <dd className="mb-0">
                  <a href={`mailto:${company.email}`} className="text-break">
                    {company.email}
                  </a>
                </dd>
              </dl>
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <Card className="content-card h-100">
            <Card.Body>
              <IconHeading icon={<Clock />} className="h6 fw-bold">
                {t('contact.hoursTitle')}
              </IconHeading>
              <dl className="hours-list mb-0">
                <div>
                  <dt>{t('contact.weekdays')}</dt>
                  <dd>11:00–19:00</dd>
                </div>
                <div>
                  <dt>{t('contact.saturday')}</dt>
                  <dd>11:00–15:00</dd>
                </div>
                <div>
                  <dt>{t('contact.sunday')}</dt>
                  <dd>{t('contact.closed')}</dd>
                </div>
              </dl>
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <Card className="content-card h-100">
            <Card.Body>
              <IconHeading icon={<Share />} className="h6 fw-bold">
                {t('contact.socialTitle')}
              </IconHeading>
              <ul className="list-unstyled social-list mb-0">
                {SOCIAL.map(([key, href, Icon]) => (
                  <li key={key}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="d-inline-flex align-items-center gap-2"
                    >
                      <Icon aria-hidden />
                      {tc(`footer.${key}`)}{' '}
                      <span className="visually-hidden">{t('contact.newWindow')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </Card.Body>
          </Card>
        </Col>
      </Row>

      <Card className="content-card contact-map-card overflow-hidden">
        <Row className="g-0">
          <Col md={7} className="map-col">
            <TbilisiMap />
          </Col>
          <Col md={5}>
            <Card.Body className="p-4">
              <h2 className="h5 mb-3">{t('contact.branchesTitle')}</h2>
              <ol className="branch-list list-unstyled mb-0">
                {TBILISI_BRANCHES.map(({ key }, index) => (
                  <li key={key} data-branch={key}>
                    <span className="branch-number" aria-hidden>
                      {index + 1}
                    </span>
                    <div>
                      <h3 className="h6 fw-bold mb-1">{t(`contact.branches.${key}.name`)}</h3>
                      <address className="mb-0 small">
                        {t(`contact.branches.${key}.address`)}
                      </address>
                    </div>
                  </li>
                ))}
              </ol>
              <p className="small text-body-secondary mt-3 mb-0">{t('contact.otherCities')}</p>
            </Card.Body>
          </Col>
        </Row>
      </Card>
    </section>
  );
}

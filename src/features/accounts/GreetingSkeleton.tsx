import Card from 'react-bootstrap/Card';
import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';

/**
 * The greeting card's shape while the customer is loading: the same lines and buttons, so the
 * page below it does not jump when the figures arrive (on phones the card stands above the page).
 */
export function GreetingSkeleton() {
  const { t } = useTranslation();
  return (
    <Card className="sidebar-card greeting-skeleton" aria-busy="true">
      <Card.Body>
        <span className="visually-hidden" role="status">
          {t('state.loading')}
        </span>
        <Placeholder as="h2" animation="glow" className="h5" aria-hidden>
          <Placeholder xs={7} />
        </Placeholder>
        <dl className="greeting-figures mb-3" aria-hidden>
          {[5, 6, 4].map((width, index) => (
            <div key={index}>
              <Placeholder as="dt" animation="glow">
                <Placeholder xs={width} />
              </Placeholder>
              <Placeholder as="dd" animation="glow">
                <Placeholder xs={4} />
              </Placeholder>
            </div>
          ))}
        </dl>
        <div className="d-grid gap-2" aria-hidden>
          <Placeholder.Button variant="primary" xs={12} />
          <Placeholder.Button variant="outline-primary" xs={12} />
        </div>
      </Card.Body>
    </Card>
  );
}

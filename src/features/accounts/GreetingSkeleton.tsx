import { useTranslation } from 'react-i18next';

/**
 * The greeting card's shape while the customer is loading: the same lines and buttons, so the
 * page below it does not jump when the figures arrive (on phones the card stands above the page).
 */
export function GreetingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="sidebar-card greeting-skeleton card" aria-busy="true">
      <div className="card-body">
        <span className="visually-hidden" role="status">
          {t('state.loading')}
        </span>
        <h2 className="h5 placeholder-glow" aria-hidden>
          <span className="col-7 placeholder" />
        </h2>
        <dl className="greeting-figures mb-3" aria-hidden>
          {[5, 6, 4].map((width, index) => (
            <div key={index}>
              <dt className="placeholder-glow">
                <span className={`col-${width} placeholder`} />
              </dt>
              <dd className="placeholder-glow">
                <span className="col-4 placeholder" />
              </dd>
            </div>
          ))}
        </dl>
        <div className="d-grid gap-2" aria-hidden>
          <button
            type="button"
            tabIndex={-1}
            disabled
            className="col-12 placeholder btn btn-primary"
          />
          <button
            type="button"
            tabIndex={-1}
            disabled
            className="col-12 placeholder btn btn-outline-primary"
          />
        </div>
      </div>
    </div>
  );
}

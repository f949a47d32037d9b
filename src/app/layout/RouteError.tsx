import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * What a person sees when a page fails to render or its chunk cannot be loaded (e.g. a new
 * release replaced it): a plain message and a way back, instead of the router's developer page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="container py-5 text-center" id="main">
      <h1 className="h3">{t('routeError.title')}</h1>
      <p className="text-body-secondary">{t('routeError.text')}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <a className="btn btn-outline-primary" href={paths.home}>
          {t('notFound.back')}
        </a>
      </div>
    </main>
  );
}

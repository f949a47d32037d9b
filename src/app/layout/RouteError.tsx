import { useTranslation } from 'react-i18next';
import { basePath, paths } from '@/config/paths';

/**
 * What a person sees when a screen fails to render or its chunk cannot be loaded (e.g. a new
 * release replaced it): a plain message and a way back, instead of a blank page. It is the
 * routes' `errorElement` (src/app/routes.tsx): inside the page frame's content (`inFrame`), or
 * a page of its own; going to another address renders that one again.
 */
export function RouteError({ inFrame = false }: { inFrame?: boolean }) {
  const { t } = useTranslation();
  const Tag = inFrame ? 'section' : 'main';
  return (
    <Tag className="container py-5 text-center" {...(inFrame ? {} : { id: 'main' })}>
      <h1 className="h3">{t('routeError.title')}</h1>
      <p className="text-body-secondary">{t('routeError.text')}</p>
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        {/* A whole new page, in case the release changed under the visitor. */}
        <a className="btn btn-outline-primary" href={`${basePath}${paths.home}`}>
          {t('notFound.back')}
        </a>
      </div>
    </Tag>
  );
}

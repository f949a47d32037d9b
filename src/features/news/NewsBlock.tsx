import { Suspense } from 'react';
import { ArrowRight } from '@/shared/icons/ArrowRight';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LatestNews, LatestNewsLoading } from './LatestNews';

/** The dashboard's news block: the 4 latest items and a link to all news. */
export function NewsBlock() {
  const { t } = useTranslation('news');
  return (
    <section aria-labelledby="home-news-title" className="home-section">
      <div className="d-flex justify-content-between align-items-baseline gap-2 mb-3">
        <h2 id="home-news-title" className="h4 mb-0 section-title">
          {t('news.latest')}
        </h2>
        <Link to={paths.news} className="d-inline-flex align-items-center gap-1 fw-semibold">
          {t('news.all')}
          <ArrowRight aria-hidden />
        </Link>
      </div>
      <Suspense fallback={<LatestNewsLoading />}>
        <LatestNews />
      </Suspense>
    </section>
  );
}

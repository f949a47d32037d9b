import { useTranslation } from 'react-i18next';
import { useGetNewsListQuery } from '@/api';
import { EmptyState, ErrorState } from '@/shared/components/ListState';
import { NewsCard } from './NewsCard';
import { HOME_NEWS_COUNT } from './newsUtils';

/**
 * The news block while its items are on their way: as many card outlines as it will show, in the
 * same grid, so that what is below it (on a phone, the sign-in form) does not move down under a
 * finger when they arrive.
 */
export function LatestNewsLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="placeholder-glow">
      <span className="visually-hidden">{t('state.loading')}</span>
      <div className="g-3 row row-cols-1 row-cols-sm-2 row-cols-xl-4" aria-hidden>
        {Array.from({ length: HOME_NEWS_COUNT }, (_, index) => (
          <div key={index} className="col">
            <div className="content-card news-card h-100 card">
              <div className="news-card-photo" />
              <div className="d-flex flex-column card-body">
                <span className="small mb-1">
                  <span className="placeholder col-5" />
                </span>
                <span className="h6 news-card-title">
                  <span className="placeholder col-11" /> <span className="placeholder col-7" />
                </span>
                <span className="small mb-0 news-card-preview">
                  <span className="placeholder col-12" /> <span className="placeholder col-12" />{' '}
                  <span className="placeholder col-9" />
                </span>
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The news block's list: the 4 latest items, or the loading, error or empty state. */
export function LatestNews() {
  const { t } = useTranslation('news');
  const { data, isLoading, isError, refetch } = useGetNewsListQuery({
    skip: 0,
    limit: HOME_NEWS_COUNT,
  });
  const news = data?.news ?? [];

  if (isLoading) return <LatestNewsLoading />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (news.length === 0) return <EmptyState>{t('news.empty')}</EmptyState>;
  return (
    <div className="g-3 row row-cols-1 row-cols-sm-2 row-cols-xl-4">
      {news.slice(0, HOME_NEWS_COUNT).map((item) => (
        <div key={item._id} className="col">
          <NewsCard news={item} />
        </div>
      ))}
    </div>
  );
}

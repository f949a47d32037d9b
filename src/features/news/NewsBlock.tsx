import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { ArrowRight } from 'react-bootstrap-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useGetNewsListQuery } from '@/api';
import { paths } from '@/config/paths';
import { EmptyState, ErrorState, LoadingState } from '@/shared/components/ListState';
import { NewsCard } from './NewsCard';
import { HOME_NEWS_COUNT } from './newsUtils';

/** The dashboard's news block: the 4 latest items and a link to all news. */
export function NewsBlock() {
  const { t } = useTranslation('news');
  const { data, isLoading, isError, refetch } = useGetNewsListQuery({
    skip: 0,
    limit: HOME_NEWS_COUNT,
  });
  const news = data?.news ?? [];

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
      {isLoading ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : news.length === 0 ? (
        <EmptyState>{t('news.empty')}</EmptyState>
      ) : (
        <Row xs={1} sm={2} xl={4} className="g-3">
          {news.slice(0, HOME_NEWS_COUNT).map((item) => (
            <Col key={item._id}>
              <NewsCard news={item} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

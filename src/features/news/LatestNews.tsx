import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useGetNewsListQuery } from '@/api';
import { EmptyState, ErrorState, LoadingState } from '@/shared/components/ListState';
import { NewsCard } from './NewsCard';
import { HOME_NEWS_COUNT } from './newsUtils';

/** The news block's list: the 4 latest items, or the loading, error or empty state. */
export function LatestNews() {
  const { t } = useTranslation('news');
  const { data, isLoading, isError, refetch } = useGetNewsListQuery({
    skip: 0,
    limit: HOME_NEWS_COUNT,
  });
  const news = data?.news ?? [];

  if (isLoading) return <LoadingState />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (news.length === 0) return <EmptyState>{t('news.empty')}</EmptyState>;
  return (
    <Row xs={1} sm={2} xl={4} className="g-3">
      {news.slice(0, HOME_NEWS_COUNT).map((item) => (
        <Col key={item._id}>
          <NewsCard news={item} />
        </Col>
      ))}
    </Row>
  );
}

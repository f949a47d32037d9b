import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Newspaper } from '@/shared/icons/Newspaper';
import { useTranslation } from 'react-i18next';
import { useGetNewsListQuery, useLazyGetNewsListQuery } from '@/api';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  ShowMoreButton,
} from '@/shared/components/ListState';
import { DataAge } from '@/shared/components/DataAge';
import { PageHeading } from '@/shared/components/PageHeading';
import { useLoadMore } from '@/shared/hooks/useLoadMore';
import { NewsCard } from './NewsCard';
import { NEWS_PAGE_SIZE } from './newsUtils';
import '@/styles/public.css';

/** The news list (docs/product.md#news): 18 cards per load, Show more while there are more. */
export function NewsPage() {
  const { t } = useTranslation('news');
  const first = useGetNewsListQuery({ skip: 0, limit: NEWS_PAGE_SIZE });
  const [fetchNews] = useLazyGetNewsListQuery();
  const firstPage = first.data ? { items: first.data.news, count: first.data.count } : undefined;
  const fetchPage = (skip: number) =>
    fetchNews({ skip, limit: NEWS_PAGE_SIZE }, true)
      .unwrap()
      .then((page) => ({ items: page.news, count: page.count }));
  const { items, hasMore, loadMore, loadingMore, loadMoreFailed, itemRef } = useLoadMore(
    firstPage,
    fetchPage,
  );

  return (
    <section className="public-page">
      <PageHeading>{t('news.title')}</PageHeading>
      <DataAge fulfilledAt={first.fulfilledTimeStamp} />
      {first.isLoading ? (
        <LoadingState />
      ) : first.isError ? (
        <ErrorState onRetry={() => void first.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<Newspaper size={32} aria-hidden />}>{t('news.empty')}</EmptyState>
      ) : (
        <>
          <Row xs={1} sm={2} xl={3} className="g-3">
            {items.map((item) => (
              <Col key={item._id} ref={itemRef(item._id)}>
                <NewsCard news={item} headingLevel={2} />
              </Col>
            ))}
          </Row>
          {loadMoreFailed && (
            <div className="mt-3">
              <ErrorState />
            </div>
          )}
          {hasMore && <ShowMoreButton loading={loadingMore} onClick={() => void loadMore()} />}
        </>
      )}
    </section>
  );
}

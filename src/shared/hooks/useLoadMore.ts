import { useCallback, useMemo, useState } from 'react';

export interface ListPage<T> {
  items: T[];
  /** Total number of items on the server. */
  count: number;
}

/**
 * "Show more" over a paged endpoint: the first page comes from a normal query hook (so it has
 * loading and error states and is cached), further pages are fetched on demand and appended.
 * Items are de-duplicated by `_id` in case the list shifted between loads.
 */
export function useLoadMore<T extends { _id: string }>(
  firstPage: ListPage<T> | undefined,
  fetchPage: (skip: number) => Promise<ListPage<T>>,
) {
  const [extra, setExtra] = useState<T[]>([]);
  const [latestCount, setLatestCount] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);

  const items = useMemo(() => {
    const seen = new Set<string>();
    return [...(firstPage?.items ?? []), ...extra].filter((item) => {
      if (seen.has(item._id)) return false;
      seen.add(item._id);
      return true;
    });
  }, [firstPage, extra]);

  const total = latestCount ?? firstPage?.count ?? 0;

  const loadMore = useCallback(async () => {
    setLoadingMore(true);
    setLoadMoreFailed(false);
    try {
      const page = await fetchPage(items.length);
      setExtra((previous) => [...previous, ...page.items]);
      // An empty page while the count says there is more: stop offering more.
      setLatestCount(page.items.length === 0 ? items.length : page.count);
    } catch {
      setLoadMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }, [fetchPage, items.length]);

  return { items, total, hasMore: items.length < total, loadMore, loadingMore, loadMoreFailed };
}

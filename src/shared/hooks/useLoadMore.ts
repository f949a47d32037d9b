import { useRef, useState } from 'react';

export interface ListPage<T> {
  items: T[];
  /** Total number of items on the server. */
  count: number;
}

/**
 * "Show more" over a paged endpoint: the first page comes from a normal query hook (so it has
 * loading and error states and is cached), further pages are fetched on demand and appended.
 * Items are de-duplicated by `_id` in case the list shifted between loads.
 *
 * `itemRef(id)` goes on each item's element (its row, or its card): once more items are shown, the
 * first new one takes the focus, where a keyboard or screen reader user reads on, instead of the
 * focus falling back to the page's top when "Show more" goes (docs/product.md#layout). Of two
 * elements for one item (a table and cards for another width), the visible one.
 */
export function useLoadMore<T extends { _id: string }>(
  firstPage: ListPage<T> | undefined,
  fetchPage: (skip: number) => Promise<ListPage<T>>,
) {
  const [extra, setExtra] = useState<T[]>([]);
  const [latestCount, setLatestCount] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreFailed, setLoadMoreFailed] = useState(false);
  /** The first item of the page just loaded, until its element has the focus. */
  const focusNext = useRef<string | null>(null);

  const seen = new Set<string>();
  const items = [...(firstPage?.items ?? []), ...extra].filter((item) => {
    if (seen.has(item._id)) return false;
    seen.add(item._id);
    return true;
  });

  const total = latestCount ?? firstPage?.count ?? 0;

  const loadMore = async () => {
    setLoadingMore(true);
    setLoadMoreFailed(false);
    const page = await fetchPage(items.length).catch(() => null);
    setLoadingMore(false);
    if (!page) {
      setLoadMoreFailed(true);
      return;
    }
    focusNext.current =
      page.items.find((item) => !items.some((i) => i._id === item._id))?._id ?? null;
    setExtra((previous) => [...previous, ...page.items]);
    // An empty page while the count says there is more: stop offering more.
    setLatestCount(page.items.length === 0 ? items.length : page.count);
  };

  const itemRef = (id: string) => (element: HTMLElement | null) => {
    if (!element || focusNext.current !== id || element.getClientRects().length === 0) return;
    focusNext.current = null;
    element.tabIndex = -1;
    element.focus({ preventScroll: true });
  };

  return {
    items,
    total,
    hasMore: items.length < total,
    loadMore,
    loadingMore,
    loadMoreFailed,
    itemRef,
  };
}

import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Page } from '@/lib/api-client';
import styles from './admin.module.css';

export interface MorePages<T> {
  /** The first page and every page loaded after it, each item once. */
  items: T[];
  hasMore: boolean;
  loading: boolean;
  error: string | null;
  /** How many pages were added with Load more (0: only the loader's first page). */
  added: number;
  loadMore(): Promise<void>;
}

/**
 * A paged admin list as far as it is shown: the loader's first page, then each page "Load more"
 * asks for. A new first page (the loader ran again: another tab, a revalidation) starts over.
 */
export function useMorePages<T>(
  first: Page<T[]>,
  load: (cursor: string) => Promise<Page<T[]>>,
  idOf: (item: T) => string,
): MorePages<T> {
  const [shown, setShown] = useState({ first, items: first.body, next: first.nextCursor });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(0);
  const current = useRef(first);
  if (shown.first !== first) {
    setShown({ first, items: first.body, next: first.nextCursor });
    setLoading(false);
    setError(null);
    setAdded(0);
  }
  current.current = first;

  async function loadMore() {
    const cursor = shown.next;
    if (!cursor || loading) return;
    setLoading(true);
    setError(null);
    try {
      const page = await load(cursor);
      // A list that started over meanwhile does not take a page of the old one.
      if (current.current !== first) return;
      setShown((before) => {
        // Items move while an admin reads (new reports reorder the queue): show each once.
        const seen = new Set(before.items.map(idOf));
        return {
          first: before.first,
          items: [...before.items, ...page.body.filter((item) => !seen.has(idOf(item)))],
          next: page.nextCursor,
        };
      });
      setAdded((n) => n + 1);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The next page could not be loaded.');
    } finally {
      setLoading(false);
    }
  }

  return {
    items: shown.items,
    hasMore: shown.next !== null,
    loading,
    error,
    added,
    loadMore,
  };
}

/** The button under a paged list, and what went wrong with the last page asked for. */
export function LoadMore<T>({ more, what }: { more: MorePages<T>; what: string }) {
  return (
    <div className={styles.more}>
      {more.added > 0 && (
        <p className="visually-hidden" role="status">
          {more.items.length} {what} shown{more.hasMore ? '' : ', all of them'}
        </p>
      )}
      {more.error && <Alert>{more.error}</Alert>}
      {more.hasMore && (
        <Button variant="secondary" busy={more.loading} onClick={() => void more.loadMore()}>
          Load more
        </Button>
      )}
    </div>
  );
}

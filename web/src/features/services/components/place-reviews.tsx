import { Suspense, useEffect, useRef, useState } from 'react';
import { Await } from 'react-router-dom';
import type { PublicReview, PublicReviewsPage, ReviewSort } from '@contract/reviews';
import type { Service } from '@contract/places';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { RatingSummary } from './rating-summary';
import { ReviewItem } from './review-item';
import { useHelpfulVotes } from './use-helpful-votes';
import styles from './place-reviews.module.css';

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'highest', label: 'Highest rated first' },
  { value: 'lowest', label: 'Lowest rated first' },
  { value: 'helpful', label: 'Most helpful' },
];

/** The order the server renders the first reviews in. */
const FIRST_SORT: ReviewSort = 'newest';

/** The signed-in user's own review of this place, to mark it and link to editing it. */
function useOwnReviewId(serviceId: string): string | null {
  const { user } = useAuth();
  const [id, setId] = useState<string | null>(null);
  const email = user?.email ?? null;
  useEffect(() => {
    setId(null);
    if (!email) return;
    const controller = new AbortController();
    import('../api/get-my-review-of')
      .then(({ getMyReviewOf }) => getMyReviewOf(email, serviceId, { signal: controller.signal }))
      .then(
        (mine) => setId(mine?._id ?? null),
        () => {}, // Only a mark: without it the list is still right.
      );
    return () => controller.abort();
  }, [email, serviceId]);
  return id;
}

interface ListState {
  sort: ReviewSort;
  items: PublicReview[];
  nextCursor: string | null;
  status: 'idle' | 'loading' | 'error';
  error?: string;
}

function ReviewList({ serviceId, initial }: { serviceId: string; initial: PublicReviewsPage }) {
  const ownId = useOwnReviewId(serviceId);
  const signedIn = Boolean(useAuth().user);
  const votes = useHelpfulVotes(serviceId);
  const [state, setState] = useState<ListState>({
    sort: FIRST_SORT,
    items: initial.items,
    nextCursor: initial.nextCursor,
    status: 'idle',
  });
  // Only the newest request may write the list: a slow answer never overwrites a newer one.
  const latest = useRef(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  // The page arrives rendered by the server, so its sort can be chosen before the app has taken
  // it over; that choice is in the field, not in state: apply it then.
  const sortField = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    // A select's value is always one of its options: only a change needs checking.
    const chosen = sortField.current?.value as ReviewSort | undefined;
    if (chosen && chosen !== FIRST_SORT) void latestLoad.current(chosen);
  }, []);

  async function load(sort: ReviewSort, cursor?: string) {
    const ticket = ++latest.current;
    setState((s) => ({ ...s, sort, status: 'loading' }));
    try {
      const { getPlaceReviews } = await import('../api/get-place-reviews');
      const page = await getPlaceReviews(serviceId, { sort, cursor });
      if (ticket !== latest.current) return;
      setState((s) => ({
        sort,
        // Votes move reviews while a reader pages through the most helpful: one that comes again
        // stays once, as the page that listed it first showed it (docs/api.md, "`sort=helpful`
        // while votes move").
        items: cursor
          ? [...s.items, ...page.items.filter((r) => !s.items.some((o) => o._id === r._id))]
          : page.items,
        nextCursor: page.nextCursor,
        status: 'idle',
      }));
    } catch (error) {
      if (ticket !== latest.current) return;
      setState((s) => ({
        ...s,
        status: 'error',
        error: error instanceof Error ? error.message : 'The reviews failed to load.',
      }));
    }
  }

  // Ordering one review, or none, changes nothing: the sort is offered from two reviews on.
  const sortable = initial.items.length > 1 || initial.nextCursor !== null;

  return (
    <>
      {sortable && (
        <div className={styles.controls}>
          <label htmlFor="review-sort">Sort reviews</label>
          <select
            ref={sortField}
            id="review-sort"
            value={state.sort}
            onChange={(event) => void load(event.target.value as ReviewSort)}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {state.items.length === 0 ? (
        <p className={styles.empty}>Be the first to review this place.</p>
      ) : (
        <ol className={styles.list} aria-busy={state.status === 'loading'}>
          {state.items.map((review) => (
            <ReviewItem
              key={review._id}
              review={review}
              own={review._id === ownId}
              signedIn={signedIn}
              votes={votes}
            />
          ))}
        </ol>
      )}
      {state.status === 'error' && <Alert>{state.error}</Alert>}
      {state.nextCursor && (
        <Button
          variant="secondary"
          busy={state.status === 'loading'}
          onClick={() => void load(state.sort, state.nextCursor ?? undefined)}
        >
          Show more
        </Button>
      )}
    </>
  );
}

/** A place's rating and its reviews, for everybody: what the place's page shows below it. */
export function PlaceReviews({
  service,
  first,
}: {
  service: Service;
  first: Promise<PublicReviewsPage>;
}) {
  return (
    <div className={styles.reviews}>
      <RatingSummary rating={service.rating} />
      <div>
        <Suspense fallback={<LoadingBlock label="Loading reviews…" />}>
          <Await
            resolve={first}
            errorElement={<Alert>The reviews could not be loaded. Please try again later.</Alert>}
          >
            {(initial: PublicReviewsPage) => (
              <ReviewList serviceId={service._id} initial={initial} />
            )}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}

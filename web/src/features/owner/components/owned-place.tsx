import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OwnedService, OwnerReviewsQuery, ReviewResponse } from '@contract/community';
import type { PublicReview } from '@contract/reviews';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { getOwnerReviews } from '../api/get-owner-reviews';
import { ReviewAnswer } from './review-answer';
import styles from './owner.module.css';

type Status = OwnerReviewsQuery['status'];

interface Shown {
  status: Status;
  items: PublicReview[];
  nextCursor: string | null;
  state: 'loading' | 'idle' | 'error';
  error?: string;
}

const unansweredText = (n: number) =>
  n === 0
    ? 'Every review has an answer'
    : `${formatCount(n)} ${n === 1 ? 'review' : 'reviews'} without an answer`;

/** One place its owner answers for: its reviews without an answer (or all), newest first. */
export function OwnedPlace({ place }: { place: OwnedService }) {
  const headingId = useId();
  const [shown, setShown] = useState<Shown>({
    status: 'unanswered',
    items: [],
    nextCursor: null,
    state: 'loading',
  });
  // Answers given or removed here since the count was loaded.
  const [answeredHere, setAnsweredHere] = useState(0);
  // Only the newest request may write the list: a slow answer never overwrites a newer one.
  const latest = useRef(0);
  // Whether the first answer (reviews or an error) is in: until then the page is not whole.
  const [arrived, setArrived] = useState(false);

  const load = useCallback(
    async (status: Status, cursor?: string) => {
      const ticket = ++latest.current;
      setShown((s) => ({ ...s, status, state: 'loading' }));
      try {
        const page = await getOwnerReviews(place._id, { status, cursor });
        if (ticket !== latest.current) return;
        setArrived(true);
        setShown((s) => ({
          status,
          items: cursor ? [...s.items, ...page.items] : page.items,
          nextCursor: page.nextCursor,
          state: 'idle',
        }));
      } catch (error) {
        if (ticket !== latest.current) return;
        setArrived(true);
        setShown((s) => ({
          ...s,
          state: 'error',
          error: error instanceof Error ? error.message : 'The reviews could not be loaded.',
        }));
      }
    },
    [place._id],
  );

  useEffect(() => {
    void load('unanswered');
  }, [load]);

  function answered(reviewId: string, response: ReviewResponse | null) {
    const before = shown.items.find((review) => review._id === reviewId);
    if (before && !before.response !== !response) setAnsweredHere((n) => n + (response ? 1 : -1));
    setShown((s) => ({
      ...s,
      items: s.items.map((review) => (review._id === reviewId ? { ...review, response } : review)),
    }));
  }

  const unanswered = Math.max(0, place.unanswered - answeredHere);
  const first = shown.state === 'loading' && shown.items.length === 0;

  return (
    <section className={styles.place} aria-labelledby={headingId}>
      <div className={styles.placeHead}>
        <h2 id={headingId}>
          <Link to={paths.serviceDetail.to(place._id)}>{place.title}</Link>
        </h2>
        <p className={styles.count}>
          {unansweredText(unanswered)}
          {place.archived && ' · retired from the guide'}
        </p>
      </div>
      <div className={styles.filters}>
        {shown.status === 'unanswered' ? (
          <Button size="small" variant="secondary" onClick={() => void load('all')}>
            Show all
          </Button>
        ) : (
          <Button size="small" variant="secondary" onClick={() => void load('unanswered')}>
            Show only those without an answer
          </Button>
        )}
      </div>
      {first ? (
        // The page is not whole before each place's first reviews: the footer waits below them
        // (it moved when they came: CLS 0.053 in bench:web). A later list ("Show all") does not.
        <LoadingBlock label="Loading reviews…" holdsPage={!arrived} />
      ) : shown.items.length === 0 && shown.state !== 'error' ? (
        <p className={styles.empty}>
          {shown.status === 'unanswered'
            ? 'No review is waiting for an answer.'
            : 'Nobody has reviewed this place yet.'}
        </p>
      ) : (
        <ol
          className={styles.reviews}
          aria-label={`Reviews of ${place.title}`}
          aria-busy={shown.state === 'loading'}
        >
          {shown.items.map((review) => (
            <ReviewAnswer key={review._id} review={review} onAnswered={answered} />
          ))}
        </ol>
      )}
      {shown.state === 'error' && <Alert>{shown.error}</Alert>}
      {shown.nextCursor && (
        <Button
          variant="secondary"
          busy={shown.state === 'loading'}
          onClick={() => void load(shown.status, shown.nextCursor ?? undefined)}
        >
          More
        </Button>
      )}
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import type { ReviewListItem } from '@functions/reviews/schema';
import { getMyReviews } from '../api/get-my-reviews';

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; reviews: ReviewListItem[] };

/** The signed-in user's reviews: one request, each row already carries its picture. */
export function useMyReviews(email: string) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getMyReviews(email, { signal: controller.signal }).then(
      (reviews) => setState({ status: 'ready', reviews }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : 'Your reviews failed to load.',
        });
      },
    );
    return () => controller.abort();
  }, [email, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const remove = useCallback(
    (id: string) =>
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', reviews: current.reviews.filter((review) => review._id !== id) }
          : current,
      ),
    [],
  );

  return { state, reload, remove };
}

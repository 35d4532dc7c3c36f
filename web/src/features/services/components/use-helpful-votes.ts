import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HelpfulResult } from '@contract/community';
import type { PublicReview } from '@contract/reviews';
import { paths } from '@/config/paths';
import { session } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';

export interface HelpfulVotes {
  /** Whether the reader has found this review helpful. */
  voted(reviewId: string): boolean;
  /** The review's count: the API's answer to the reader's last vote on it, else the list's. */
  count(review: PublicReview): number;
  /** Signed in: votes or takes the vote back (at once, undone if the API refuses); else login. */
  toggle(review: PublicReview): void;
}

/**
 * The reader's helpful votes on a place's reviews. The public list is the same for everyone (and
 * cached), so which ones the reader voted for comes from `GET /me/helpful`, once signed in.
 */
export function useHelpfulVotes(serviceId: string): HelpfulVotes {
  const { user, loading } = useAuth();
  const email = user?.email ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const [mine, setMine] = useState<ReadonlySet<string>>(() => new Set());
  // The reader's votes since the page opened, each with the count the API answered.
  const [changed, setChanged] = useState<Record<string, HelpfulResult>>({});
  const sending = useRef(new Set<string>());

  useEffect(() => {
    setMine(new Set());
    setChanged({});
    if (!email) return;
    const controller = new AbortController();
    import('../api/get-my-helpful')
      .then(({ getMyHelpful }) => getMyHelpful(serviceId, { signal: controller.signal }))
      .then(
        ({ reviewIds }) => setMine(new Set(reviewIds)),
        () => {}, // Only the buttons' pressed state: the counts are right without it.
      );
    return () => controller.abort();
  }, [email, serviceId]);

  const voted = useCallback(
    (reviewId: string) => changed[reviewId]?.voted ?? mine.has(reviewId),
    [changed, mine],
  );
  const count = useCallback(
    (review: PublicReview) => changed[review._id]?.helpful ?? review.helpful,
    [changed],
  );

  async function send(review: PublicReview) {
    const id = review._id;
    const before: HelpfulResult = { helpful: count(review), voted: voted(id) };
    const vote = !before.voted;
    sending.current.add(id);
    setChanged((c) => ({
      ...c,
      [id]: { voted: vote, helpful: Math.max(0, before.helpful + (vote ? 1 : -1)) },
    }));
    try {
      const { voteHelpful } = await import('../api/vote-helpful');
      const result = await voteHelpful(id, vote);
      setChanged((c) => ({ ...c, [id]: result }));
    } catch (error) {
      setChanged((c) => ({ ...c, [id]: before }));
      const why = error instanceof Error ? error.message : 'Please try again.';
      // Imported on use: a place's page downloads no toasts until one is shown.
      void import('@/lib/toast').then(({ default: toast }) =>
        toast.error(`Your vote was not saved: ${why}`),
      );
    } finally {
      sending.current.delete(id);
    }
  }

  function toggleNow(review: PublicReview) {
    if (!email) {
      void navigate(paths.login, { state: { from: location } });
      return;
    }
    // One vote on a review at a time: a second press waits for the first answer.
    if (sending.current.has(review._id)) return;
    void send(review);
  }

  // A press before the sign-in state is known (a rendered page is pressed as the app starts;
  // the auth SDK starts after the page's load) counts once it is: a vote, or the way to log in.
  const waiting = useRef<PublicReview | null>(null);
  const latestToggle = useRef(toggleNow);
  latestToggle.current = toggleNow;
  useEffect(() => {
    const review = waiting.current;
    if (loading || !review) return;
    waiting.current = null;
    latestToggle.current(review);
  }, [loading]);

  function toggle(review: PublicReview) {
    if (!loading) return toggleNow(review);
    waiting.current = review;
    session.start();
  }

  return { voted, count, toggle };
}

import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { ReviewListItem } from '@functions/reviews/schema';
import { paths } from '@/app/paths';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { LoadingBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { deleteReview } from '../api/delete-review';
import { ReviewsTable } from '../components/reviews-table';
import { useMyReviews } from '../components/use-my-reviews';
import styles from '../components/reviews.module.css';

export const DELETE_CONFIRMATION = 'Are you sure, you want to delete this review';

export function Component() {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) {
    return (
      <Container className={styles.page}>
        <PageTitle title="My Review" />
        <div className={styles.center}>
          <Button busy disabled>
            loading
          </Button>
        </div>
      </Container>
    );
  }
  if (!user?.email) return <Navigate to={paths.login} state={{ from: location }} replace />;
  return <MyReviews email={user.email} />;
}

function MyReviews({ email }: { email: string }) {
  const { state, reload, remove } = useMyReviews(email);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function handleDelete(review: ReviewListItem) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    setDeletingId(review._id);
    try {
      const result = await deleteReview(review._id);
      if (result.deletedCount > 0) {
        toast.success('Review Deleted Successfully');
        remove(review._id);
      } else {
        toast.error('That review was already gone.');
        reload();
      }
    } catch (error) {
      console.error(error);
      toast.error(error instanceof Error ? error.message : 'The review was not deleted.');
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <Container className={styles.page}>
      <PageTitle title="My Review" />
      {state.status === 'loading' && <LoadingBlock label="Loading your reviews…" />}
      {state.status === 'error' && (
        <div className={styles.center}>
          <h1>My Review</h1>
          <Alert>{state.message}</Alert>
          <Button onClick={reload}>Try again</Button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <h1>You have total review : {state.reviews.length}</h1>
          {state.reviews.length === 0 ? (
            <div className={styles.center}>
              <p>You have not reviewed any place yet. Visited somewhere? Share how it went.</p>
              <ButtonLink to={paths.allServices}>Browse places</ButtonLink>
            </div>
          ) : (
            <ReviewsTable
              reviews={state.reviews}
              deletingId={deletingId}
              onDelete={(review) => void handleDelete(review)}
            />
          )}
        </>
      )}
    </Container>
  );
}

import { Link, useFetcher } from 'react-router-dom';
import type { ReviewListItem } from '@contract/reviews';
import { Cell, DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { ResponsiveImage, serviceThumbnailVariants } from '@/components/ui/responsive-image';
import { ResponseFromPlace } from '@/components/response-from-place';
import { ReviewPhotos } from '@/components/review-photos';
import { Stars } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import styles from './reviews-table.module.css';

const DELETE_CONFIRMATION = 'Are you sure, you want to delete this review';

/** Asks first, then has the page's action delete the review; busy until the list has reloaded. */
function DeleteButton({ review }: { review: ReviewListItem }) {
  const fetcher = useFetcher();
  const describedBy = `review-title-${review._id}`;
  return (
    <>
      <Button
        variant="danger"
        size="small"
        busy={fetcher.state !== 'idle'}
        onClick={() => {
          if (!window.confirm(DELETE_CONFIRMATION)) return;
          void fetcher.submit({ id: review._id }, { method: 'post' });
        }}
        aria-describedby={describedBy}
      >
        Delete
      </Button>
      <span id={describedBy} hidden>
        {`Review of ${review.serviceName}`}
      </span>
    </>
  );
}

const COLUMNS = ['picture', 'Title', 'Review', 'Customer', 'Delete', 'Update'];

export function ReviewsTable({ reviews }: { reviews: ReviewListItem[] }) {
  return (
    <DataTable caption="Your reviews, newest first" columns={COLUMNS}>
      {reviews.map((review) => (
        <tr key={review._id}>
          <Cell label="picture" className={styles.picture}>
            {review.img ? (
              // A 6rem cell: the 200 px thumbnail on most screens, not the 400 px one.
              <ResponsiveImage
                variants={serviceThumbnailVariants(review.img)}
                ratio={[4, 3]}
                sizes="6rem"
                alt={review.serviceName}
              />
            ) : (
              <span className={styles.noImage}>No picture</span>
            )}
          </Cell>
          <Cell label="Title" className={styles.title}>
            {review.serviceName}
          </Cell>
          <Cell label="Review" className={styles.message}>
            {review.hidden && (
              <span className={styles.hiddenMark}>
                Hidden by a moderator: only you can see it, and it does not count in the
                place&apos;s rating.
              </span>
            )}
            {review.rating !== null && (
              <span className={styles.stars}>
                <Stars value={review.rating} />
              </span>
            )}
            {review.message}
            <ReviewPhotos photos={review.photos} author={review.customer} />
            {review.response && <ResponseFromPlace response={review.response} />}
          </Cell>
          <Cell label="Customer">{review.customer}</Cell>
          <Cell label="Delete">
            <DeleteButton review={review} />
          </Cell>
          <Cell label="Update">
            <Link to={paths.updateReview.to(review._id)} className={styles.edit}>
              Edit Review
            </Link>
          </Cell>
        </tr>
      ))}
    </DataTable>
  );
}

import { Link } from 'react-router-dom';
import type { ReviewListItem } from '@functions/reviews/schema';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { serviceImageVariants } from '@/components/ui/responsive-image';
import styles from './reviews-table.module.css';

interface ReviewsTableProps {
  reviews: ReviewListItem[];
  deletingId: string | null;
  onDelete: (review: ReviewListItem) => void;
}

export function ReviewsTable({ reviews, deletingId, onDelete }: ReviewsTableProps) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Your reviews, newest first</caption>
        <thead>
          <tr>
            <th scope="col">picture</th>
            <th scope="col">Title</th>
            <th scope="col">Review</th>
            <th scope="col">Customer</th>
            <th scope="col">Delete</th>
            <th scope="col">Update</th>
          </tr>
        </thead>
        <tbody>
          {reviews.map((review) => (
            <tr key={review._id}>
              <td data-label="picture" className={styles.picture}>
                {review.img ? (
                  <img
                    src={serviceImageVariants(review.img)[0]?.src}
                    alt={review.serviceName}
                    width={400}
                    height={300}
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.noImage}>No picture</span>
                )}
              </td>
              <td data-label="Title" className={styles.title}>
                {review.serviceName}
              </td>
              <td data-label="Review" className={styles.message}>
                {review.message}
              </td>
              <td data-label="Customer">{review.customer}</td>
              <td data-label="Delete">
                <Button
                  variant="danger"
                  size="small"
                  busy={deletingId === review._id}
                  disabled={deletingId !== null}
                  onClick={() => onDelete(review)}
                  aria-describedby={`review-title-${review._id}`}
                >
                  Delete
                </Button>
                <span id={`review-title-${review._id}`} hidden>
                  {`Review of ${review.serviceName}`}
                </span>
              </td>
              <td data-label="Update">
                <Link to={paths.updateReview.to(review._id)} className={styles.edit}>
                  Edit Review
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

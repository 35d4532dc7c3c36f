import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { PublicReview } from '@contract/reviews';
import { Avatar } from '@/components/ui/avatar';
import { ResponseFromPlace } from '@/components/response-from-place';
import { ReviewPhotos } from '@/components/review-photos';
import { Stars } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/format';
import { HelpfulButton, HelpfulCount } from './helpful-button';
import type { HelpfulVotes } from './use-helpful-votes';
import styles from './place-reviews.module.css';

// Signed in only: a visitor's page downloads none of the report form.
const ReportReview = lazy(() =>
  import('./report-review').then(({ ReportReview }) => ({ default: ReportReview })),
);

/** One review on its place's page: who, stars, when, the text, the place's answer, the votes. */
export function ReviewItem({
  review,
  own,
  signedIn,
  votes,
}: {
  review: PublicReview;
  own: boolean;
  signedIn: boolean;
  votes: HelpfulVotes;
}) {
  const edited = review.updatedAt > review.createdAt;
  return (
    // Its id is the address the travellers' photos link to (travellers-photos-section.tsx).
    <li id={`review-${review._id}`} className={own ? `${styles.item} ${styles.own}` : styles.item}>
      <div className={styles.head}>
        {/* The name follows: the photo (or initials) only shows who, so it says nothing itself. */}
        <Avatar
          src={review.authorPhotoURL}
          name={review.customer}
          alt=""
          size={36}
          loading="lazy"
        />
        <span className={styles.name}>{review.customer}</span>
        {own && <span className={styles.badge}>Your review</span>}
        {review.rating !== null && <Stars value={review.rating} />}
      </div>
      <p className={styles.meta}>
        <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
        {edited && <span> · edited</span>}
        {own && (
          <>
            {' · '}
            <Link to={paths.updateReview.to(review._id)}>Edit your review</Link>
          </>
        )}
      </p>
      <p className={styles.text}>{review.message}</p>
      {/* Full screen, with "Report photo", in the place's travellers' photos above. */}
      <ReviewPhotos photos={review.photos} author={review.customer} />
      {review.response && <ResponseFromPlace response={review.response} />}
      <div className={styles.actions}>
        {own ? (
          <HelpfulCount count={votes.count(review)} />
        ) : (
          <HelpfulButton
            count={votes.count(review)}
            voted={votes.voted(review._id)}
            onToggle={() => votes.toggle(review)}
          />
        )}
        {signedIn && !own && (
          <Suspense fallback={null}>
            <ReportReview reviewId={review._id} author={review.customer} />
          </Suspense>
        )}
      </div>
    </li>
  );
}

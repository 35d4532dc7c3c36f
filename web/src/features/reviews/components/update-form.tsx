import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import type { Review } from '@functions/reviews/schema';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { StarInput } from '@/components/ui/star-input';
import { updateReview } from '../api/update-review';
import { MESSAGE_MAX, messageError, ratingError } from './review-validation';
import styles from './reviews.module.css';

export function UpdateForm({ review }: { review: Review }) {
  const navigate = useNavigate();
  const [text, setText] = useState(review.message);
  const [rating, setRating] = useState<number | null>(review.rating);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [starsError, setStarsError] = useState<string | null>(null);
  // After a submit that found a problem, the text is checked again as it changes.
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = messageError(text);
    const noStars = ratingError(rating);
    setFieldError(invalid);
    setStarsError(noStars);
    if (invalid || noStars || rating === null) {
      setChecked(true);
      return;
    }

    setBusy(true);
    setFailure(null);
    try {
      const result = await updateReview(review, text.trim(), rating);
      if (result.modifiedCount > 0) toast.success('Review Updated');
      else toast('Nothing changed: your review already says that.');
      navigate(paths.myReviews);
    } catch (error) {
      console.error(error);
      setFailure(error instanceof Error ? error.message : 'The review was not updated.');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <StarInput
        name="rating"
        legend="Your rating"
        value={rating}
        onChange={(value) => {
          setRating(value);
          setStarsError(null);
        }}
        error={starsError}
        required
      />
      <TextAreaField
        id="update-review"
        name="review"
        label="Review"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (checked) setFieldError(messageError(event.target.value));
        }}
        maxLength={MESSAGE_MAX}
        rows={7}
        required
        error={fieldError}
        hint={`${text.length}/${MESSAGE_MAX} characters`}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="accent" busy={busy}>
          Update Review
        </Button>
        <ButtonLink to={paths.myReviews} variant="secondary">
          Cancel
        </ButtonLink>
      </div>
      {failure && <Alert>{failure}</Alert>}
    </form>
  );
}

import { useState } from 'react';
import { Form, useActionData, useNavigation, useSubmit } from 'react-router-dom';
import type { Review } from '@contract/reviews';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { byField, useFieldErrors } from '@/lib/forms/use-field-errors';
import { PhotosField } from './photos/photos-field';
import { useReviewPhotos } from './photos/use-review-photos';
import { ReviewFields } from './review-fields';
import { messageError, ratingError } from './review-validation';
import styles from './reviews.module.css';

/** What the update route's action sends to its form when the update failed (routes/update-review.tsx). */
export interface UpdateReviewFailure {
  failure: string;
}

/** What the form submits to its route's action: the loaded review, the new text and stars. */
export type UpdateReviewSubmission = {
  review: Review;
  text: string;
  rating: number;
};

const judge = byField({ message: messageError, rating: ratingError });

export function UpdateForm({ review }: { review: Review }) {
  const [text, setText] = useState(review.message);
  const [rating, setRating] = useState<number | null>(review.rating);
  const fields = useFieldErrors(judge);
  const submit = useSubmit();
  const navigation = useNavigation();
  // Busy from the submit until the page it leads to (My Review) has loaded.
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'PUT';
  const answer = useActionData() as UpdateReviewFailure | undefined;
  // The review exists: each photo change is sent as it is made, apart from Update Review.
  const photos = useReviewPhotos(review._id, review.photos);

  return (
    <Form
      method="put"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!fields.checkAll({ message: text, rating }) || rating === null) return;
        const body: UpdateReviewSubmission = { review, text: text.trim(), rating };
        void submit(body, { method: 'put', encType: 'application/json' });
      }}
    >
      <ReviewFields
        rating={rating}
        text={text}
        errors={fields.errors}
        onRating={(value) => {
          setRating(value);
          fields.changed({ message: text, rating: value });
        }}
        onText={(value) => {
          setText(value);
          fields.changed({ message: value, rating });
        }}
        textArea={{ id: 'update-review', name: 'review', label: 'Review', rows: 7 }}
      />
      <PhotosField photos={photos} saved />
      <div className={styles.actions}>
        <Button type="submit" variant="accent" busy={busy}>
          Update Review
        </Button>
        <ButtonLink to={paths.myReviews} variant="secondary">
          Cancel
        </ButtonLink>
      </div>
      {answer?.failure && navigation.state === 'idle' && <Alert>{answer.failure}</Alert>}
    </Form>
  );
}

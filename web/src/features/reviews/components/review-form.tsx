import { useState } from 'react';
import { Form, Link, useActionData, useNavigation, useSubmit } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { AuthUser } from '@/lib/auth/store';
import { byField, useFieldErrors } from '@/lib/forms/use-field-errors';
import type { Service } from '@contract/places';
import { PhotosField } from './photos/photos-field';
import { useReviewPhotos } from './photos/use-review-photos';
import { ReviewFields } from './review-fields';
import { CUSTOMER_MAX, customerError, messageError, ratingError } from './review-validation';

/** What the add-review route's action answers (routes/add-review.tsx). */
export type AddReviewOutcome =
  | { kind: 'added'; reviewId: string }
  | { kind: 'error'; message: string }
  /** Already reviewed: `existingId` is that review, as the API's 409 names it (null if not). */
  | { kind: 'conflict'; message: string; existingId: string | null };

const judge = byField({ customer: customerError, rating: ratingError, message: messageError });

/**
 * The review form. It checks its fields in the browser, then submits to its route's action,
 * which calls the API; the router keeps the submission's state (busy) and its answer.
 */
export function ReviewForm({ service, user }: { service: Service; user: AuthUser }) {
  const [customer, setCustomer] = useState(user.displayName ?? '');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const fields = useFieldErrors(judge);
  const submit = useSubmit();
  const busy = useNavigation().state === 'submitting';
  const outcome = useActionData() as AddReviewOutcome | undefined;
  // The review the photos go to, once saved: a later answer (a second submit's 409) keeps it.
  const [reviewId, setReviewId] = useState<string | null>(null);
  const photos = useReviewPhotos(reviewId);

  // A review added: its text and stars are cleared as its answer arrives (adjusted while
  // rendering, so no frame shows the answer beside the old text).
  const [answered, setAnswered] = useState(outcome);
  if (outcome !== answered) {
    setAnswered(outcome);
    if (outcome?.kind === 'added') {
      setMessage('');
      setRating(null);
      setReviewId(outcome.reviewId);
    }
  }

  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!fields.checkAll({ customer, rating, message }) || rating === null) return;
        void submit(
          {
            serviceName: service.title,
            price: service.price,
            customer: customer.trim(),
            message: message.trim(),
            rating,
          },
          { method: 'post' },
        );
      }}
    >
      <InputField
        id="review-customer"
        name="customer"
        label="Name"
        autoComplete="name"
        value={customer}
        onChange={(event) => {
          setCustomer(event.target.value);
          fields.changed({ customer: event.target.value, rating, message });
        }}
        maxLength={CUSTOMER_MAX}
        required
        error={fields.errors.customer}
      />
      <InputField
        id="review-email"
        name="email"
        type="email"
        label="Email"
        value={user.email ?? ''}
        readOnly
        hint="Reviews are saved under the email you are logged in with."
      />
      <ReviewFields
        rating={rating}
        text={message}
        errors={fields.errors}
        onRating={(value) => {
          setRating(value);
          fields.changed({ customer, rating: value, message });
        }}
        onText={(value) => {
          setMessage(value);
          fields.changed({ customer, rating, message: value });
        }}
        textArea={{
          id: 'review-message',
          name: 'message',
          label: 'Message',
          placeholder: 'Your review put here',
          rows: 6,
        }}
      />
      <PhotosField photos={photos} saved={reviewId !== null} />
      <Button type="submit" variant="accent" busy={busy}>
        Review submit
      </Button>
      {outcome?.kind === 'error' && <Alert>{outcome.message}</Alert>}
      {outcome?.kind === 'conflict' && (
        <Alert>
          {outcome.message}{' '}
          {outcome.existingId ? (
            <Link to={paths.updateReview.to(outcome.existingId)}>Edit your review</Link>
          ) : (
            <Link to={paths.myReviews}>Open My Review</Link>
          )}
        </Alert>
      )}
      {outcome?.kind === 'added' && (
        <Alert tone="info">
          Thanks for sharing! <Link to={paths.myReviews}>See it in My Review</Link>
        </Alert>
      )}
    </Form>
  );
}

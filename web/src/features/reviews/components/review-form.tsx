import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextAreaField } from '@/components/ui/field';
import { StarInput } from '@/components/ui/star-input';
import type { AuthUser } from '@/lib/auth/auth-context';
import { isApiError } from '@/lib/api-error';
import type { Service } from '@/features/services';
import { createReview } from '../api/create-review';
import { getMyReviews } from '../api/get-my-reviews';
import {
  CUSTOMER_MAX,
  MESSAGE_MAX,
  customerError,
  messageError,
  ratingError,
} from './review-validation';

interface FieldErrors {
  customer?: string | null;
  rating?: string | null;
  message?: string | null;
}

type Outcome =
  | { kind: 'error'; message: string }
  /** Already reviewed: `existingId` is that review, when it could be looked up. */
  | { kind: 'conflict'; message: string; existingId: string | null }
  | { kind: 'added' }
  | null;

/** The signed-in user's review of `serviceId`, for the "edit it instead" link; null if unknown. */
async function findExistingReview(email: string, serviceId: string): Promise<string | null> {
  try {
    const mine = await getMyReviews(email);
    return mine.find((review) => review.service === serviceId)?._id ?? null;
  } catch {
    return null;
  }
}

export function ReviewForm({ service, user }: { service: Service; user: AuthUser }) {
  const [customer, setCustomer] = useState(user.displayName ?? '');
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a submit that found problems, a field is checked again as it changes, so an error goes
  // as soon as it is put right (and a new one shows) instead of staying until the next submit.
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      customer: customerError(customer),
      rating: ratingError(rating),
      message: messageError(message),
    };
    setErrors(next);
    if (next.customer || next.rating || next.message || rating === null) {
      setChecked(true);
      return;
    }

    setBusy(true);
    setOutcome(null);
    try {
      const result = await createReview({
        service: service._id,
        serviceName: service.title,
        price: service.price,
        customer: customer.trim(),
        email: user.email ?? '',
        message: message.trim(),
        rating,
      });
      if (!result.acknowledged) throw new Error('The review was not saved. Please try again.');
      toast.success('Review Added Successfully');
      setMessage('');
      setRating(null);
      setOutcome({ kind: 'added' });
    } catch (error) {
      console.error(error);
      const text = error instanceof Error ? error.message : 'The review was not saved.';
      if (isApiError(error) && error.status === 409) {
        const existingId = await findExistingReview(user.email ?? '', service._id);
        setOutcome({ kind: 'conflict', message: text, existingId });
      } else {
        setOutcome({ kind: 'error', message: text });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <InputField
        id="review-customer"
        name="customer"
        label="Name"
        autoComplete="name"
        value={customer}
        onChange={(event) => {
          setCustomer(event.target.value);
          if (checked)
            setErrors((current) => ({ ...current, customer: customerError(event.target.value) }));
        }}
        maxLength={CUSTOMER_MAX}
        required
        error={errors.customer}
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
      <StarInput
        name="rating"
        legend="Your rating"
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: null }));
        }}
        error={errors.rating}
        required
      />
      <TextAreaField
        id="review-message"
        name="message"
        label="Message"
        placeholder="Your review put here"
        value={message}
        onChange={(event) => {
          setMessage(event.target.value);
          if (checked)
            setErrors((current) => ({ ...current, message: messageError(event.target.value) }));
        }}
        maxLength={MESSAGE_MAX}
        rows={6}
        required
        error={errors.message}
        hint={`${message.length}/${MESSAGE_MAX} characters`}
      />
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
    </form>
  );
}

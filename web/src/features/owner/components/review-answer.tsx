// First: zod without its eval probe (the CSP forbids eval), before the schemas below are made.
import '@/config/zod';
import { useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import type { ReviewResponse } from '@contract/community';
import { RESPONSE_MAX, responseBodySchema, type PublicReview } from '@contract/reviews';
import { Alert } from '@/components/ui/alert';
import { ResponseFromPlace } from '@/components/response-from-place';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { Stars } from '@/components/ui/stars';
import { formatDay } from '@/lib/format';
import { byField, useFieldErrors } from '@/lib/forms/use-field-errors';
import type { AnswerOutcome, AnswerSubmission } from '../routes/answer-actions';
import styles from './owner.module.css';

/** The API's own rule for an answer, so the form and the server say the same thing. */
const judge = byField({
  message: (text: string) => {
    const parsed = responseBodySchema.safeParse({ message: text });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check your answer');
  },
});

/**
 * One review of an owned place, and the place's answer to it: a form to write one, or the answer
 * with Edit and Remove. Each change goes through the owner page's action (a fetcher per review).
 */
export function ReviewAnswer({
  review,
  onAnswered,
}: {
  review: PublicReview;
  /** The review's answer changed (null: removed). */
  onAnswered: (reviewId: string, response: ReviewResponse | null) => void;
}) {
  const fetcher = useFetcher<AnswerOutcome>();
  const [editing, setEditing] = useState(false);
  const busy = fetcher.state !== 'idle';
  const outcome = busy ? undefined : fetcher.data;

  useEffect(() => {
    if (!fetcher.data?.ok) return;
    setEditing(false);
    onAnswered(fetcher.data.reviewId, fetcher.data.response);
    // Once per answer: onAnswered is a new function on every render of the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data]);

  const submit = (submission: AnswerSubmission) =>
    void fetcher.submit({ ...submission }, { method: 'post', encType: 'application/json' });

  const response = review.response;
  const showForm = !response || editing;
  const failure = outcome && !outcome.ok && !outcome.field ? outcome.error : null;

  return (
    <li className={styles.review}>
      <p className={styles.who}>
        <span className={styles.name}>{review.customer}</span>
        {review.rating !== null && <Stars value={review.rating} />}
        <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
      </p>
      <p className={styles.text}>{review.message}</p>
      {showForm ? (
        <AnswerForm
          review={review}
          initial={response?.message ?? ''}
          editing={Boolean(response)}
          busy={busy}
          outcome={outcome}
          onSubmit={(message) =>
            submit({ intent: 'respond', reviewId: review._id, message, editing: !!response })
          }
          onCancel={response ? () => setEditing(false) : undefined}
        />
      ) : (
        <>
          <ResponseFromPlace response={response} />
          <div className={styles.buttons}>
            <Button
              size="small"
              variant="secondary"
              onClick={() => setEditing(true)}
              aria-label={`Edit answer to ${review.customer}`}
            >
              Edit answer
            </Button>
            <Button
              size="small"
              variant="danger"
              busy={busy}
              onClick={() => submit({ intent: 'remove', reviewId: review._id })}
              aria-label={`Remove answer to ${review.customer}`}
            >
              Remove answer
            </Button>
          </div>
        </>
      )}
      {failure && <Alert>{failure}</Alert>}
    </li>
  );
}

function AnswerForm({
  review,
  initial,
  editing,
  busy,
  outcome,
  onSubmit,
  onCancel,
}: {
  review: PublicReview;
  initial: string;
  editing: boolean;
  busy: boolean;
  outcome: AnswerOutcome | undefined;
  onSubmit: (message: string) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const fields = useFieldErrors(judge);
  // The API's word on the answer, shown until the answer changes.
  const [sent, setSent] = useState<string | null>(null);
  const refused = outcome && !outcome.ok && outcome.field && text === sent ? outcome.error : null;
  const error = fields.errors.message ?? refused;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!fields.checkAll({ message: text })) return;
        setSent(text);
        onSubmit(text.trim());
      }}
    >
      <TextAreaField
        id={`${id}-answer`}
        label={`Your answer to ${review.customer}`}
        hint={`Shown in public under the review, at most ${RESPONSE_MAX} characters.`}
        rows={3}
        maxLength={RESPONSE_MAX}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          fields.changed({ message: event.target.value });
        }}
      />
      <div className={styles.buttons}>
        <Button type="submit" size="small" busy={busy}>
          {editing ? 'Save answer' : 'Post answer'}
        </Button>
        {onCancel && (
          <Button size="small" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

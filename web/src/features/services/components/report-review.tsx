import { useId, useState } from 'react';
import { useFetcher } from 'react-router-dom';
import type { ReportReason } from '@contract/reviews';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { byField, useFieldErrors } from '@/lib/forms/use-field-errors';
import { REPORT_INTENT, type ReportOutcome } from './report-intent';
import styles from './place-reviews.module.css';

const REASONS: { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'offensive', label: 'Offensive or abusive' },
  { value: 'off-topic', label: 'Not about this place' },
  { value: 'other', label: 'Something else' },
];

const NOTE_MAX = 500;

const reasonError = (reason: ReportReason | '') =>
  reason ? null : 'Please choose why you are reporting this review.';
const judge = byField({ reason: reasonError });

/**
 * "Report" under someone else's review: a short form (why, and an optional note) that
 * sends it to the guide's moderators through the place page's action (a fetcher per form,
 * so each report keeps its own state). A review can be reported once by each reader.
 */
export function ReportReview({ reviewId, author }: { reviewId: string; author: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const fields = useFieldErrors(judge);
  const fetcher = useFetcher<ReportOutcome>();
  const sending = fetcher.state !== 'idle';
  const outcome = sending ? undefined : fetcher.data;

  if (outcome?.reported) return <span className={styles.reported}>Reported. Thank you.</span>;

  if (!open) {
    return (
      <button
        type="button"
        className={styles.reportLink}
        aria-label={`Report the review by ${author}`}
        onClick={() => setOpen(true)}
      >
        Report
      </button>
    );
  }

  const error = fields.errors.reason ?? (outcome && !outcome.reported ? outcome.error : null);

  return (
    <fetcher.Form
      method="post"
      className={styles.report}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!fields.checkAll({ reason })) return;
        void fetcher.submit(
          { intent: REPORT_INTENT, reviewId, reason, note: note.trim() },
          { method: 'post' },
        );
      }}
    >
      <fieldset>
        <legend>Why are you reporting the review by {author}?</legend>
        {REASONS.map((r) => (
          <label key={r.value} className={styles.reason}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={r.value}
              checked={reason === r.value}
              onChange={() => {
                setReason(r.value);
                fields.changed({ reason: r.value });
              }}
            />
            {r.label}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-note`} className={styles.noteLabel}>
        Anything the moderators should know? <span>(optional)</span>
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        maxLength={NOTE_MAX}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <div className={styles.reportActions}>
        <Button type="submit" size="small" busy={sending}>
          Send report
        </Button>
        <Button type="button" size="small" variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}

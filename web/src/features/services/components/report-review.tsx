import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { ReportReason } from '@functions/reviews/schema';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { reportReview } from '../api/report-review';
import styles from './place-reviews.module.css';

const REASONS: { value: ReportReason; label: string }[] = [
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'offensive', label: 'Offensive or abusive' },
  { value: 'off-topic', label: 'Not about this place' },
  { value: 'other', label: 'Something else' },
];

const NOTE_MAX = 500;

/**
 * "Report" under someone else's review: a short form (why, and an optional note) that
 * sends it to the guide's moderators. A review can be reported once by each reader.
 */
export function ReportReview({ reviewId, author }: { reviewId: string; author: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reported, setReported] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  if (reported) return <span className={styles.reported}>Reported. Thank you.</span>;

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className={styles.reportLink}
        aria-label={`Report the review by ${author}`}
        onClick={() => setOpen(true)}
      >
        Report
      </button>
    );
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setError('Please choose why you are reporting this review.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await reportReview(reviewId, { reason, ...(note.trim() ? { note: note.trim() } : {}) });
      toast.success('Thanks, a moderator will look at this review.');
      setReported(true);
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        setReported(true);
        return;
      }
      setError(err instanceof Error ? err.message : 'The report could not be sent.');
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.report} onSubmit={(event) => void send(event)} noValidate>
      <fieldset>
        <legend>Why are you reporting the review by {author}?</legend>
        {REASONS.map((r) => (
          <label key={r.value} className={styles.reason}>
            <input
              type="radio"
              name={`${id}-reason`}
              value={r.value}
              checked={reason === r.value}
              onChange={() => setReason(r.value)}
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
        <Button
          type="button"
          size="small"
          variant="secondary"
          onClick={() => {
            setOpen(false);
            setError(null);
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

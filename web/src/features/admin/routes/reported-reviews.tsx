import { Suspense } from 'react';
import {
  Await,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import toast from 'react-hot-toast';
import type { ReportedReview } from '@functions/reviews/schema';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { Stars } from '@/components/ui/stars';
import { formatDay } from '@/lib/format';
import { listReports, moderateReview } from '../api/admin-api';
import { AdminGate, AdminLoadError } from '../components/admin-gate';
import { AdminShell } from '../components/admin-shell';
import styles from '../components/admin.module.css';
import { adminData } from './admin-access';

export const loader = ({ request }: LoaderFunctionArgs) =>
  adminData(() => listReports({ signal: request.signal }));

/** Hides or restores one review; the router then reloads the queue. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const hidden = form.get('hidden') === 'true';
  try {
    await moderateReview(String(form.get('id') ?? ''), hidden);
    toast.success(hidden ? 'Review hidden' : 'Review restored');
    return { ok: true };
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'The review was not changed.');
    return { ok: false };
  }
}

export function Component() {
  const { access, data: reports } = useLoaderData<typeof loader>();
  return (
    <AdminGate access={access}>
      <AdminShell title="Reported reviews">
        <h1>Reported reviews</h1>
        <Suspense fallback={<LoadingBlock label="Loading the reports…" holdsPage />}>
          <Await resolve={reports} errorElement={<AdminLoadError what="The reports" />}>
            {(list: ReportedReview[]) =>
              list.length === 0 ? (
                <p>No reported reviews. Nice and quiet.</p>
              ) : (
                <ol className={styles.cards}>
                  {list.map((row) => (
                    <ReportCard key={row.review._id} row={row} />
                  ))}
                </ol>
              )
            }
          </Await>
        </Suspense>
      </AdminShell>
    </AdminGate>
  );
}

function ReportCard({ row }: { row: ReportedReview }) {
  const fetcher = useFetcher();
  const { review } = row;
  const headingId = `report-${review._id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {review.customer} on {review.serviceName}
      </h2>
      <p className={styles.meta}>
        {review.email} · <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time> ·{' '}
        <span className={review.hidden ? `${styles.status} ${styles.hidden}` : styles.status}>
          {review.hidden ? 'Hidden' : 'Visible'}
        </span>
      </p>
      {review.rating !== null && <Stars value={review.rating} />}
      <p className={styles.message}>{review.message}</p>
      <p>
        <strong>
          Reported {row.reportCount} {row.reportCount === 1 ? 'time' : 'times'}:
        </strong>{' '}
        {row.reasons.map((r) => `${r.reason} ×${r.count}`).join(', ')}
      </p>
      {row.notes.length > 0 && (
        <ul className={styles.notes} aria-label="Notes from the reporters">
          {row.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
      <Button
        size="small"
        variant={review.hidden ? 'secondary' : 'danger'}
        busy={fetcher.state !== 'idle'}
        aria-describedby={headingId}
        onClick={() =>
          void fetcher.submit(
            { id: review._id, hidden: String(!review.hidden) },
            { method: 'post' },
          )
        }
      >
        {review.hidden ? 'Restore' : 'Hide'}
      </Button>
    </li>
  );
}

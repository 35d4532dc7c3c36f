import { Suspense } from 'react';
import {
  Await,
  Link,
  useFetcher,
  useLoaderData,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
} from 'react-router-dom';
import toast from '@/lib/toast';
import type { ReportedReview, ReportStatus } from '@contract/reviews';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { Stars } from '@/components/ui/stars';
import { paths } from '@/config/paths';
import type { Page } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { listReports, moderateReview } from '../api/admin-api';
import { AdminGate, AdminLoadError } from '../components/admin-gate';
import { AdminShell } from '../components/admin-shell';
import { ReportedPhotos } from '../components/reported-photos';
import styles from '../components/admin.module.css';
import { LoadMore, useMorePages } from '../components/more-pages';
import { adminLoad } from './admin-access';

/*
 * The moderation queue: the open reports (awaiting a decision) or the resolved ones, most
 * reported first, a page at a time. Each decision resolves the review's open reports; the card
 * then shows where the review stands, and the list stays where the admin is (no reload).
 */

const statusOf = (url: string): ReportStatus =>
  new URL(url).searchParams.get('status') === 'resolved' ? 'resolved' : 'open';

const NO_PAGE: Page<ReportedReview[]> = { body: [], nextCursor: null };

export const clientLoader = async ({ request }: ClientLoaderFunctionArgs) => {
  const status = statusOf(request.url);
  const loaded = await adminLoad(() => listReports(status, { signal: request.signal }), NO_PAGE);
  return { ...loaded, status };
};

/** The four decisions, each a `hidden` for PUT /admin/review/:id and what the admin is told. */
const DECISIONS = {
  hide: { hidden: true, done: 'Review hidden' },
  keep: { hidden: true, done: 'Review kept hidden' },
  restore: { hidden: false, done: 'Review restored' },
  dismiss: { hidden: false, done: 'Reports dismissed' },
} as const;
type Decision = keyof typeof DECISIONS;

export async function clientAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const decision = DECISIONS[String(form.get('decision')) as Decision] ?? DECISIONS.dismiss;
  try {
    await moderateReview(String(form.get('id') ?? ''), decision.hidden);
    toast.success(decision.done);
    return { ok: true, hidden: decision.hidden } as const;
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'The review was not changed.');
    return { ok: false } as const;
  }
}

/** A decision updates its own card; reloading the queue would lose the pages loaded so far. */
export { noReloadOnSubmit as shouldRevalidate } from '@/lib/no-reload-on-submit';

export function Component() {
  const { access, data, status } = useLoaderData<typeof clientLoader>();
  return (
    <AdminGate access={access}>
      <AdminShell title="Reported reviews">
        <h1>Reported reviews</h1>
        <nav className={styles.filters} aria-label="Reports">
          <QueueLink status="open" current={status}>
            Open
          </QueueLink>
          <QueueLink status="resolved" current={status}>
            Resolved
          </QueueLink>
        </nav>
        <Suspense key={status} fallback={<LoadingBlock label="Loading the reports…" holdsPage />}>
          <Await resolve={data} errorElement={<AdminLoadError what="The reports" />}>
            {(first: Page<ReportedReview[]>) => <Queue first={first} status={status} />}
          </Await>
        </Suspense>
      </AdminShell>
    </AdminGate>
  );
}

function QueueLink({
  status,
  current,
  children,
}: {
  status: ReportStatus;
  current: ReportStatus;
  children: string;
}) {
  return (
    <Link
      to={status === 'open' ? paths.adminReports : `${paths.adminReports}?status=${status}`}
      aria-current={status === current ? 'page' : undefined}
      className={status === current ? styles.active : undefined}
    >
      {children}
    </Link>
  );
}

const EMPTY: Record<ReportStatus, string> = {
  open: 'No reported reviews. Nice and quiet.',
  resolved: 'No resolved reports yet.',
};

function Queue({ first, status }: { first: Page<ReportedReview[]>; status: ReportStatus }) {
  const more = useMorePages(
    first,
    (cursor) => listReports(status, { cursor }),
    (row) => row.review._id,
  );
  if (more.items.length === 0) return <p>{EMPTY[status]}</p>;
  return (
    <>
      <ol className={styles.cards}>
        {more.items.map((row) => (
          <ReportCard key={row.review._id} row={row} />
        ))}
      </ol>
      <LoadMore more={more} what="reported reviews" />
    </>
  );
}

const times = (n: number) => `${n} ${n === 1 ? 'time' : 'times'}`;

function ReportCard({ row }: { row: ReportedReview }) {
  const fetcher = useFetcher<typeof clientAction>();
  const decided = fetcher.data?.ok ? fetcher.data : null;
  const hidden = decided ? decided.hidden : row.review.hidden;
  const open = !decided && row.status === 'open';
  const { review } = row;
  const headingId = `report-${review._id}`;
  const decide = (decision: Decision) =>
    void fetcher.submit({ id: review._id, decision }, { method: 'post' });
  const busy = fetcher.state !== 'idle';
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {review.customer} on {review.serviceName}
      </h2>
      <p className={styles.meta}>
        {review.email} · <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time> ·{' '}
        <span className={hidden ? `${styles.status} ${styles.hidden}` : styles.status}>
          {hidden ? 'Hidden' : 'Visible'}
        </span>{' '}
        <span className={styles.status}>{open ? 'Open' : 'Resolved'}</span>
      </p>
      {review.rating !== null && <Stars value={review.rating} />}
      <p className={styles.message}>{review.message}</p>
      <ReportedPhotos review={review} />
      {row.reportCount === 0 ? (
        <p>Not reported: hidden by a moderator.</p>
      ) : (
        <p>
          <strong>Reported {times(row.reportCount)}:</strong>{' '}
          {row.reasons.map((r) => `${r.reason} ×${r.count}`).join(', ')}
          {open && row.openReports < row.reportCount && (
            <> ({row.openReports} since the last decision)</>
          )}
        </p>
      )}
      {row.repost && (
        <p>
          <strong>Posted again</strong> by its author since{' '}
          {review.hidden
            ? 'a moderator hid it: it stays hidden until you restore it.'
            : 'it was reported: the reports were about its earlier text.'}
        </p>
      )}
      {row.notes.length > 0 && (
        <ul className={styles.notes} aria-label="Notes from the reporters">
          {row.notes.map((note, i) => (
            <li key={i}>{note}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {hidden ? (
          <Button
            size="small"
            variant="secondary"
            busy={busy}
            aria-describedby={headingId}
            onClick={() => decide('restore')}
          >
            Restore
          </Button>
        ) : (
          <Button
            size="small"
            variant="danger"
            busy={busy}
            aria-describedby={headingId}
            onClick={() => decide('hide')}
          >
            Hide
          </Button>
        )}
        {open && (
          <Button
            size="small"
            variant="secondary"
            busy={busy}
            aria-describedby={headingId}
            onClick={() => decide(hidden ? 'keep' : 'dismiss')}
          >
            {hidden ? 'Keep hidden' : 'Dismiss'}
          </Button>
        )}
      </div>
    </li>
  );
}

export default Component;

/** Until the browser has the session and the page's data: the page's frame, loading. */
export { AppLoading as HydrateFallback } from '@/components/ui/app-loading';

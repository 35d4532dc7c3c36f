import { Suspense } from 'react';
import { Await, useLoaderData, type ClientLoaderFunctionArgs } from 'react-router-dom';
import type { AuditAction, AuditEntry } from '@contract/audit';
import { Cell, DataTable } from '@/components/data-table';
import { LoadingBlock } from '@/components/ui/spinner';
import type { Page } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { listAudit } from '../api/admin-api';
import { AdminGate, AdminLoadError } from '../components/admin-gate';
import { AdminShell } from '../components/admin-shell';
import { LoadMore, useMorePages } from '../components/more-pages';
import { adminLoad } from './admin-access';

/*
 * The audit trail: who hid, restored or dismissed which review or removed one of its photos, who
 * answered one in a place's name, who added, edited or retired which place, and when. An admin
 * whose account was deleted has no address left in it.
 */

const NO_PAGE: Page<AuditEntry[]> = { body: [], nextCursor: null };

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  adminLoad(() => listAudit({ signal: request.signal }), NO_PAGE);

const ACTIONS: Record<AuditAction, string> = {
  'review.hide': 'Hid a review',
  'review.restore': 'Restored a review',
  'review.dismiss': 'Dismissed reports',
  'review.answer': 'Answered a review',
  'review.unanswer': 'Removed an answer',
  'review.photo.remove': 'Removed a photo',
  'place.add': 'Added a place',
  'place.edit': 'Edited a place',
  'place.retire': 'Retired a place',
  'place.owners': "Changed a place's owners",
};

export function Component() {
  const { access, data } = useLoaderData<typeof clientLoader>();
  return (
    <AdminGate access={access}>
      <AdminShell title="Audit trail">
        <h1>Audit trail</h1>
        <Suspense fallback={<LoadingBlock label="Loading the audit trail…" holdsPage />}>
          <Await resolve={data} errorElement={<AdminLoadError what="The audit trail" />}>
            {(first: Page<AuditEntry[]>) => <Trail first={first} />}
          </Await>
        </Suspense>
      </AdminShell>
    </AdminGate>
  );
}

const COLUMNS = ['When', 'Who', 'What', 'Details'];

/** The time of an entry to the minute, in UTC (as the day is everywhere on the site). */
const timeOf = (iso: string) => `${formatDay(iso)}, ${iso.slice(11, 16)} UTC`;

function Trail({ first }: { first: Page<AuditEntry[]> }) {
  const more = useMorePages(
    first,
    (cursor) => listAudit({ cursor }),
    (entry) => entry._id,
  );
  if (more.items.length === 0) return <p>Nothing recorded yet.</p>;
  return (
    <>
      <DataTable
        caption="Every moderation decision and change to a place, newest first"
        columns={COLUMNS}
      >
        {more.items.map((entry) => (
          <tr key={entry._id}>
            <Cell label="When">
              <time dateTime={entry.at}>{timeOf(entry.at)}</time>
            </Cell>
            <Cell label="Who">{entry.actor.email || 'A deleted account'}</Cell>
            <Cell label="What" rowHeader>
              {ACTIONS[entry.action]}
            </Cell>
            <Cell label="Details">{entry.summary}</Cell>
          </tr>
        ))}
      </DataTable>
      <LoadMore more={more} what="entries" />
    </>
  );
}

export default Component;

/** Until the browser has the session and the page's data: the page's frame, loading. */
export { AppLoading as HydrateFallback } from '@/components/ui/app-loading';

// First: zod without its eval probe (the CSP forbids eval), before the schemas below are made.
import '@/config/zod';
import { Suspense, useEffect, useId, useState } from 'react';
import { Await, useFetcher } from 'react-router-dom';
import toast from '@/lib/toast';
import { OWNERS_MAX, ownersBodySchema, type OwnersResult } from '@contract/community';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { LoadingBlock } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { byField, useFieldErrors } from '@/lib/forms/use-field-errors';
import { setOwners } from '../api/admin-api';
import { AdminLoadError } from './admin-gate';
import styles from './admin.module.css';

/** The intent the place editor's action knows an owners form by (routes/place-editor.tsx). */
export const OWNERS_INTENT = 'owners';

export interface OwnersSubmission {
  intent: typeof OWNERS_INTENT;
  id: string;
  emails: string[];
}

/** What the action answers: the owners as saved, or why not (`field`: the API's 400 about them). */
export type OwnersOutcome =
  { saved: true; owners: string[] } | { saved: false; error: string; field: boolean };

/** The addresses typed, one per line (commas and spaces separate them too). */
const emailsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The API's own rule for the list, naming the address it refuses. */
const judge = byField({
  emails: (text: string) => {
    const emails = emailsOf(text);
    const parsed = ownersBodySchema.safeParse({ emails });
    if (parsed.success) return null;
    const issue = parsed.error.issues[0];
    const wrong = typeof issue?.path[1] === 'number' ? emails[issue.path[1]] : undefined;
    return wrong ? `${wrong} is not an email address` : (issue?.message ?? 'Please check the list');
  },
});

/** The place editor's action for the owners form: saves them, and says so. */
export async function saveOwners({ id, emails }: OwnersSubmission): Promise<OwnersOutcome> {
  try {
    const { owners } = await setOwners(id, emails);
    toast.success('Owners saved');
    return { saved: true, owners };
  } catch (error) {
    return {
      saved: false,
      error: error instanceof Error ? error.message : 'The owners were not saved.',
      field: isApiError(error) && error.status === 400,
    };
  }
}

/**
 * The place's owners on its admin page: the accounts that answer its reviews from /owner. An
 * admin names them by the email of their accounts (the API refuses an address without one).
 */
export function PlaceOwners({
  placeId,
  owners,
}: {
  placeId: string;
  owners: Promise<OwnersResult | null>;
}) {
  const headingId = useId();
  return (
    <section className={styles.owners} aria-labelledby={headingId}>
      <h2 id={headingId}>Owners</h2>
      <p>
        Owners answer this place&apos;s reviews in public, from their page of places. Each must have
        an account on the site.
      </p>
      <Suspense fallback={<LoadingBlock label="Loading owners…" />}>
        <Await resolve={owners} errorElement={<AdminLoadError what="The owners" />}>
          {(result: OwnersResult | null) => (
            <OwnersForm placeId={placeId} initial={result?.owners ?? []} />
          )}
        </Await>
      </Suspense>
    </section>
  );
}

function OwnersForm({ placeId, initial }: { placeId: string; initial: string[] }) {
  const id = useId();
  const fetcher = useFetcher<OwnersOutcome>();
  const [current, setCurrent] = useState(initial);
  const [text, setText] = useState(initial.join('\n'));
  const fields = useFieldErrors(judge);
  const saving = fetcher.state !== 'idle';
  const outcome = saving ? undefined : fetcher.data;
  // The API's word on the list, shown until the list changes.
  const [sent, setSent] = useState<string | null>(null);
  const refused =
    outcome && !outcome.saved && outcome.field && text === sent ? outcome.error : null;

  useEffect(() => {
    if (!fetcher.data?.saved) return;
    setCurrent(fetcher.data.owners);
    setText(fetcher.data.owners.join('\n'));
  }, [fetcher.data]);

  const error = fields.errors.emails ?? refused;
  const failure = outcome && !outcome.saved && !outcome.field ? outcome.error : null;

  return (
    <>
      {current.length === 0 ? (
        <p>No owners yet: only the admins can answer its reviews.</p>
      ) : (
        <ul className={styles.ownerList} aria-label="Current owners">
          {current.map((email) => (
            <li key={email}>{email}</li>
          ))}
        </ul>
      )}
      <fetcher.Form
        method="post"
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!fields.checkAll({ emails: text })) return;
          setSent(text);
          const submission: OwnersSubmission = {
            intent: OWNERS_INTENT,
            id: placeId,
            emails: emailsOf(text),
          };
          void fetcher.submit({ ...submission }, { method: 'post', encType: 'application/json' });
        }}
      >
        <TextAreaField
          id={`${id}-emails`}
          label="Owners' email addresses"
          hint={`One address per line, at most ${OWNERS_MAX}. Leave it empty to remove every owner.`}
          rows={4}
          value={text}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            fields.changed({ emails: event.target.value });
          }}
        />
        {failure && <Alert>{failure}</Alert>}
        <div className={styles.buttons}>
          <Button type="submit" busy={saving}>
            Save owners
          </Button>
        </div>
      </fetcher.Form>
    </>
  );
}

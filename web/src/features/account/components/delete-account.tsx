import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { AuthUser } from '@/lib/auth/auth-context';
import { useAnsweredErrors } from '@/lib/forms/use-answered-errors';
import { byField, useFieldErrors, type Messages } from '@/lib/forms/use-field-errors';
import { UsernameHint } from '@/lib/forms/username-hint';
import type { DeleteOutcome } from '../routes/account-actions';
import { AccountSection } from './account-section';
import { useAccountForm } from './use-account-form';
import styles from './account.module.css';

/** The delete's fetcher, shared with the page: a deleted account's sign-out is not a sign-out. */
export const DELETE_FETCHER = 'delete-account';

const judge = byField({
  password: (value: string) => (value === '' ? 'Please enter your password' : null),
});

/** A wrong password shows under the field. */
const refusals = (answer: DeleteOutcome): Messages<'password'> =>
  answer.field === 'password' && answer.message ? { password: answer.message } : {};

/**
 * "Delete my account", after a confirmation in a dialog. When the sign-in is too old for the
 * API, the dialog asks for the password (or Google) again, then deletes.
 */
export function DeleteAccount({ user }: { user: AuthUser }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const fields = useFieldErrors(judge);
  const { busy, answer, send } = useAccountForm<DeleteOutcome>(DELETE_FETCHER);
  // Signing in again is how the account signs in: its password, or Google.
  const reauth = answer?.reauth && (user.providers.includes('password') ? 'password' : 'google');
  const refused = useAnsweredErrors(answer, refusals);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <AccountSection title="Delete my account" tone="danger">
      <p className={styles.text}>
        Your account goes for good, and with it your reviews (each place&apos;s rating is updated),
        reports, helpful votes and saved places. This cannot be undone.
      </p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-text"
        onClose={() => setOpen(false)}
      >
        <h2 id="delete-account-title">Delete your account?</h2>
        {reauth === 'password' ? (
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              if (!fields.checkAll({ password })) return;
              send({ intent: 'delete', reauth: { kind: 'password', password } });
            }}
          >
            <p id="delete-account-text" className={styles.text}>
              To keep your account safe, enter your password again to delete it.
            </p>
            <UsernameHint email={user.email ?? ''} />
            <InputField
              id="delete-account-password"
              name="password"
              type="password"
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                fields.changed({ password: event.target.value });
                refused.cleared('password');
              }}
              error={fields.errors.password ?? refused.errors.password}
              autoFocus
              required
            />
            <div className={styles.actions}>
              <Button type="submit" variant="danger" busy={busy}>
                Delete my account
              </Button>
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <>
            <p id="delete-account-text" className={styles.text}>
              {reauth === 'google'
                ? 'To keep your account safe, sign in with Google again to delete it.'
                : 'Your reviews, reports, votes and saved places go with it. This cannot be undone.'}
            </p>
            <div className={styles.actions}>
              {reauth === 'google' ? (
                <Button
                  variant="danger"
                  busy={busy}
                  onClick={() => send({ intent: 'delete', reauth: { kind: 'google' } })}
                >
                  Continue with Google
                </Button>
              ) : (
                <Button variant="danger" busy={busy} onClick={() => send({ intent: 'delete' })}>
                  Delete my account
                </Button>
              )}
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
                Cancel
              </Button>
            </div>
          </>
        )}
        {answer?.message && answer.field !== 'password' && <Alert>{answer.message}</Alert>}
      </dialog>
    </AccountSection>
  );
}

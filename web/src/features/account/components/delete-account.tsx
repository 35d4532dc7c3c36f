import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField, usePasswordField } from '@/components/password-field';
import type { AuthUser } from '@/lib/auth/store';
import type { DeleteOutcome } from '../routes/account-actions';
import { AccountSection } from './account-section';
import { useAccountForm } from './use-account-form';
import styles from './account.module.css';

/** The delete's fetcher, shared with the page: a deleted account's sign-out is not a sign-out. */
export const DELETE_FETCHER = 'delete-account';

/** A wrong password shows under the field. */
const refusal = (answer: DeleteOutcome) =>
  answer.field === 'password' ? answer.message : undefined;

/**
 * "Delete my account", after a confirmation in a dialog. When the sign-in is too old for the
 * API, the dialog asks for the password (or Google) again, then deletes.
 */
export function DeleteAccount({ user }: { user: AuthUser }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const { busy, answer, send } = useAccountForm<DeleteOutcome>(DELETE_FETCHER);
  const password = usePasswordField('Please enter your password', answer, refusal);
  // Signing in again is how the account signs in: its password, or Google.
  const reauth = answer?.reauth && (user.providers.includes('password') ? 'password' : 'google');

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
              if (!password.check()) return;
              send({ intent: 'delete', reauth: { kind: 'password', password: password.value } });
            }}
          >
            <p id="delete-account-text" className={styles.text}>
              To keep your account safe, enter your password again to delete it.
            </p>
            <PasswordField
              field={password}
              email={user.email ?? ''}
              id="delete-account-password"
              label="Password"
              autoComplete="current-password"
              autoFocus
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

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { AuthUser } from '@/lib/auth/store';
import type { VerificationOutcome } from '../routes/account-actions';
import { AccountSection } from './account-section';
import { useAccountForm } from './use-account-form';
import styles from './account.module.css';

/** The account's address, whether it is confirmed, and a new confirmation link when it is not. */
export function EmailStatus({ user }: { user: AuthUser }) {
  const { busy, answer, send } = useAccountForm<VerificationOutcome>();

  return (
    <AccountSection title="Email">
      <p className={styles.row}>
        <span className={styles.address}>{user.email}</span>
        {user.emailVerified ? (
          <span className={`${styles.badge} ${styles.verified}`}>Verified</span>
        ) : (
          <span className={`${styles.badge} ${styles.unverified}`}>Not verified</span>
        )}
      </p>
      {!user.emailVerified && (
        <>
          <p className={styles.text}>
            Open the link we emailed to this address to confirm it is yours. No email? Check your
            spam folder, or ask for another.
          </p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              busy={busy}
              onClick={() => send({ intent: 'send-verification' })}
            >
              Send verification email again
            </Button>
          </div>
          {answer?.ok === true && (
            <Alert tone="info">We have sent a new link to {user.email}.</Alert>
          )}
          {answer?.ok === false && <Alert>{answer.message}</Alert>}
        </>
      )}
    </AccountSection>
  );
}

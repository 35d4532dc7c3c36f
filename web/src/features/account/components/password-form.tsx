import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import type { AuthUser } from '@/lib/auth/store';
import { useAnsweredErrors } from '@/lib/forms/use-answered-errors';
import { byField, useFieldErrors, type Messages } from '@/lib/forms/use-field-errors';
import { UsernameHint } from '@/lib/forms/username-hint';
import type { PasswordOutcome } from '../routes/account-actions';
import { AccountSection } from './account-section';
import { useAccountForm } from './use-account-form';
import styles from './account.module.css';

const required = (message: string) => (value: string) => (value === '' ? message : null);
const judge = byField({
  current: required('Please enter your current password'),
  next: required('Please enter a new password'),
});

/** The provider's refusal of one of the passwords (wrong, weak) shows under that field. */
const refusals = (answer: PasswordOutcome): Messages<'current' | 'next'> =>
  !answer.ok && answer.field ? { [answer.field]: answer.message } : {};

/** A new password, given the current one (the provider asks for a recent sign-in). */
export function PasswordForm({ user }: { user: AuthUser }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const fields = useFieldErrors(judge);
  const { busy, answer, send } = useAccountForm<PasswordOutcome>();
  const refused = useAnsweredErrors(answer, refusals);

  // Changed: the fields empty as the answer arrives (adjusted while rendering).
  const [handled, setHandled] = useState(answer);
  if (answer !== handled) {
    setHandled(answer);
    if (answer?.ok) {
      setCurrent('');
      setNext('');
    }
  }

  if (!user.providers.includes('password')) {
    return (
      <AccountSection title="Password">
        <p className={styles.text}>
          You sign in with Google, so your password is the one of your Google account.
        </p>
      </AccountSection>
    );
  }

  return (
    <AccountSection title="Password">
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (fields.checkAll({ current, next })) send({ intent: 'password', current, next });
        }}
      >
        <UsernameHint email={user.email ?? ''} />
        <InputField
          id="account-current-password"
          name="current"
          type="password"
          label="Current password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value);
            fields.changed({ current: event.target.value, next });
            refused.cleared('current');
          }}
          error={fields.errors.current ?? refused.errors.current}
          required
        />
        <InputField
          id="account-new-password"
          name="next"
          type="password"
          label="New password"
          autoComplete="new-password"
          value={next}
          onChange={(event) => {
            setNext(event.target.value);
            fields.changed({ current, next: event.target.value });
            refused.cleared('next');
          }}
          error={fields.errors.next ?? refused.errors.next}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            Change password
          </Button>
        </div>
        {answer?.ok === false && !answer.field && <Alert>{answer.message}</Alert>}
      </form>
    </AccountSection>
  );
}

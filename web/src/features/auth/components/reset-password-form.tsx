import { Form, Link, useActionData, useNavigation, useSubmit } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useAnsweredErrors } from '@/lib/forms/use-answered-errors';
import { byField, useFieldErrors, type Messages } from '@/lib/forms/use-field-errors';
import { emailError } from './email-validation';
import styles from './auth-card.module.css';

/** What /reset-password's action answers (routes/reset-password.tsx). */
export type ResetRequestOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; message: string }
  | { kind: 'unreachable'; message: string };

export const RESET_LINK_SENT = 'If an account exists for that address, we have sent a link';

const judge = byField({ email: emailError });

/** The action's verdict on the address (not one) shows under it. */
const refusals = (outcome: ResetRequestOutcome): Messages<'email'> =>
  outcome.kind === 'invalid' ? { email: outcome.message } : {};

export function ResetPasswordForm() {
  const fields = useFieldErrors(judge);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const outcome = useActionData() as ResetRequestOutcome | undefined;
  const refused = useAnsweredErrors(outcome, refusals);

  return (
    <>
      <Form
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Read from the form, not from state: the page is rendered on the server, and what was
          // typed before the app took it over is in the field, not in any state.
          const email = String(new FormData(event.currentTarget).get('email') ?? '');
          if (!fields.checkAll({ email })) return;
          void submit({ email: email.trim() }, { method: 'post' });
        }}
      >
        <InputField
          id="reset-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          onChange={(event) => {
            fields.changed({ email: event.target.value });
            refused.cleared('email');
          }}
          error={fields.errors.email ?? refused.errors.email}
          required
        />
        <Button type="submit" block busy={busy}>
          Send me a link
        </Button>
      </Form>
      {!busy && outcome?.kind === 'sent' && (
        <Alert tone="info">
          {RESET_LINK_SENT}. Nothing after a few minutes? Check your spam folder.
        </Alert>
      )}
      {!busy && outcome?.kind === 'unreachable' && <Alert>{outcome.message}</Alert>}
      <p className={styles.footer}>
        Remembered it? <Link to={paths.login}>Login</Link>
      </p>
    </>
  );
}

import { Form, useActionData, useNavigation } from 'react-router-dom';
import { PasswordField, usePasswordField } from '@/components/password-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** What the action page's action answers when the new password was not set (routes/auth-action.tsx). */
export type NewPasswordOutcome =
  { kind: 'invalid'; message: string } | { kind: 'dead' } | { kind: 'failed'; message: string };

/** The provider's verdict on the password (too weak) shows under it. */
const refusal = (outcome: NewPasswordOutcome) =>
  outcome.kind === 'invalid' ? outcome.message : undefined;

/** The new password for the account a reset link is for. */
export function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const outcome = useActionData() as NewPasswordOutcome | undefined;
  const password = usePasswordField('Please enter a new password', outcome, refusal);

  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        if (!password.check()) event.preventDefault();
      }}
    >
      <input type="hidden" name="code" value={code} />
      {/* The address is sent too: the action signs in with it afterwards. */}
      <PasswordField
        field={password}
        email={email}
        emailName="email"
        id="new-password"
        label="New password"
        autoComplete="new-password"
      />
      <Button type="submit" block busy={busy}>
        Save new password
      </Button>
      {!busy && outcome?.kind === 'failed' && <Alert>{outcome.message}</Alert>}
    </Form>
  );
}

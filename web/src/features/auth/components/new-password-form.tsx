import { useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { useAnsweredErrors } from '@/lib/forms/use-answered-errors';
import { byField, useFieldErrors, type Messages } from '@/lib/forms/use-field-errors';
import { UsernameHint } from '@/lib/forms/username-hint';

/** What the action page's action answers when the new password was not set (routes/auth-action.tsx). */
export type NewPasswordOutcome =
  { kind: 'invalid'; message: string } | { kind: 'dead' } | { kind: 'failed'; message: string };

const judge = byField({
  password: (value: string) => (value === '' ? 'Please enter a new password' : null),
});

/** The provider's verdict on the password (too weak) shows under it. */
const refusals = (outcome: NewPasswordOutcome): Messages<'password'> =>
  outcome.kind === 'invalid' ? { password: outcome.message } : {};

/** The new password for the account a reset link is for. */
export function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const [password, setPassword] = useState('');
  const fields = useFieldErrors(judge);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const outcome = useActionData() as NewPasswordOutcome | undefined;
  const refused = useAnsweredErrors(outcome, refusals);

  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        if (!fields.checkAll({ password })) event.preventDefault();
      }}
    >
      <input type="hidden" name="code" value={code} />
      {/* The action signs in with it afterwards. */}
      <UsernameHint email={email} name="email" />
      <InputField
        id="new-password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          fields.changed({ password: event.target.value });
          refused.cleared('password');
        }}
        error={fields.errors.password ?? refused.errors.password}
        required
      />
      <Button type="submit" block busy={busy}>
        Save new password
      </Button>
      {!busy && outcome?.kind === 'failed' && <Alert>{outcome.message}</Alert>}
    </Form>
  );
}

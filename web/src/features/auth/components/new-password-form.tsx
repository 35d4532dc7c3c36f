import { useState } from 'react';
import { Form, useActionData, useNavigation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { byField, useFieldErrors } from '@/lib/forms/use-field-errors';

/** What the action page's action answers when the new password was not set (routes/auth-action.tsx). */
export type NewPasswordOutcome =
  { kind: 'invalid'; message: string } | { kind: 'dead' } | { kind: 'failed'; message: string };

const judge = byField({
  password: (value: string) => (value === '' ? 'Please enter a new password' : null),
});

/** The new password for the account a reset link is for. */
export function NewPasswordForm({ email, code }: { email: string; code: string }) {
  const [password, setPassword] = useState('');
  const fields = useFieldErrors(judge);
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const outcome = useActionData() as NewPasswordOutcome | undefined;
  // The provider's verdict on the password shows until the password changes.
  const [refusedFor, setRefusedFor] = useState<string | null>(null);
  const [seen, setSeen] = useState(outcome);
  if (outcome !== seen) {
    setSeen(outcome);
    setRefusedFor(outcome?.kind === 'invalid' ? password : null);
  }
  const refused = outcome?.kind === 'invalid' && refusedFor === password ? outcome.message : null;

  return (
    <Form
      method="post"
      noValidate
      onSubmit={(event) => {
        if (!fields.checkAll({ password })) event.preventDefault();
      }}
    >
      <input type="hidden" name="code" value={code} />
      {/* The account's address, for password managers to file the new password under. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
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
        }}
        error={fields.errors.password ?? refused}
        required
      />
      <Button type="submit" block busy={busy}>
        Save new password
      </Button>
      {!busy && outcome?.kind === 'failed' && <Alert>{outcome.message}</Alert>}
    </Form>
  );
}

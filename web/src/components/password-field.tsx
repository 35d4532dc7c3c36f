import { useState } from 'react';
import { InputField } from '@/components/ui/field';
import { useAnsweredErrors } from '@/lib/forms/use-answered-errors';
import { byField, useFieldErrors } from '@/lib/forms/use-field-errors';
import { UsernameHint } from '@/lib/forms/username-hint';

export interface PasswordFieldState {
  value: string;
  /** A submit: says so when the field is empty, and answers whether the password may be sent. */
  check(): boolean;
  error: string | null | undefined;
  changed(value: string): void;
}

/**
 * A form's one password: required (`emptyMessage` once a submit found it empty, until it is
 * filled), and the refusal its action answered (`refusalOf`: a wrong or weak password) shown
 * under it until it changes.
 */
export function usePasswordField<A>(
  emptyMessage: string,
  answer: A | undefined,
  refusalOf: (answer: A) => string | null | undefined,
): PasswordFieldState {
  const [value, setValue] = useState('');
  const [judge] = useState(() =>
    byField({ password: (typed: string) => (typed === '' ? emptyMessage : null) }),
  );
  const fields = useFieldErrors(judge);
  const refused = useAnsweredErrors(answer, (given: A) => ({ password: refusalOf(given) }));
  return {
    value,
    check: () => fields.checkAll({ password: value }),
    error: fields.errors.password ?? refused.errors.password,
    changed(typed) {
      setValue(typed);
      fields.changed({ password: typed });
      refused.cleared('password');
    },
  };
}

/**
 * The password field of a form that asks for one (deleting the account, a new password from a
 * reset link), after the account's address unseen, under which password managers file it.
 */
export function PasswordField({
  field,
  email,
  emailName,
  id,
  label,
  autoComplete,
  autoFocus,
}: {
  field: PasswordFieldState;
  /** The account's address, and its name in the form when the action reads it. */
  email: string;
  emailName?: string;
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}) {
  return (
    <>
      <UsernameHint email={email} name={emailName} />
      <InputField
        id={id}
        name="password"
        type="password"
        label={label}
        autoComplete={autoComplete}
        value={field.value}
        onChange={(event) => field.changed(event.target.value)}
        error={field.error}
        autoFocus={autoFocus}
        required
      />
    </>
  );
}

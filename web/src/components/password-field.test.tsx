import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordField, usePasswordField } from './password-field';

/** A form with the field, whose "action" answers each submit with `answers[n]`. */
function Form({ answers }: { answers: (string | null)[] }) {
  const [answer, setAnswer] = useState<{ refusal: string | null }>();
  const password = usePasswordField('Please enter your password', answer, (a) => a.refusal);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (password.check()) setAnswer({ refusal: answers.shift() ?? null });
      }}
    >
      <PasswordField
        field={password}
        email="ada@example.com"
        id="password"
        label="Password"
        autoComplete="current-password"
      />
      <button type="submit">Send</button>
    </form>
  );
}

it('says an empty password is missing once submitted, until it is typed, and shows the refusal answered until the field changes', async () => {
  const user = userEvent.setup();
  render(<Form answers={['The password is wrong.']} />);
  const field = screen.getByLabelText('Password');
  expect(field).toHaveAttribute('type', 'password');
  expect(field).toBeRequired();
  expect(screen.queryByRole('alert')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter your password');
  expect(field).toHaveAccessibleDescription('Please enter your password');

  await user.type(field, 'secret');
  expect(screen.queryByRole('alert')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('alert')).toHaveTextContent('The password is wrong.');

  await user.type(field, '!');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('sits after the account’s address, unseen, for password managers', () => {
  render(<Form answers={[]} />);
  const username = document.querySelector('input[autocomplete="username"]');
  expect(username).toHaveValue('ada@example.com');
  expect(username).not.toBeVisible();
});

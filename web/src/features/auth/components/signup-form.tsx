import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from '@/lib/toast';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { useAuth } from '@/lib/auth/use-auth';
import { authErrorMessage } from './auth-error';
import styles from './auth-card.module.css';

/**
 * Emails the new account a link that confirms its address. The account works without it, so a
 * failure only says so (the account page can send it again).
 */
async function sendVerificationEmail(email: string): Promise<void> {
  try {
    const { sendVerification } = await import('@/lib/auth/account-service');
    await sendVerification(paths.account);
    toast.success(`Welcome! We have emailed ${email} a link to confirm your address.`);
  } catch (error) {
    console.error(error);
    toast.error(
      'Your account is ready, but the email to confirm your address was not sent. You can send it again from your account page.',
    );
  }
}

export function SignupForm() {
  const { signUp, prepareSignIn } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const email = String(form.get('email') ?? '');
      await signUp({
        name: String(form.get('name') ?? ''),
        photoURL: String(form.get('photoURL') ?? ''),
        email,
        password: String(form.get('password') ?? ''),
      });
      void sendVerificationEmail(email);
      navigate(paths.home);
    } catch (caught) {
      setError(authErrorMessage(caught));
      setBusy(false);
    }
  }

  return (
    <>
      {/* method="post": sent before the app runs, it never puts the password in the address. */}
      {/* The SDK is fetched as the reader starts on the form, not when they press Sign Up. */}
      <form method="post" onSubmit={(event) => void handleSubmit(event)} onFocus={prepareSignIn}>
        <InputField id="signup-name" name="name" label="Name" autoComplete="name" optional />
        <InputField
          id="signup-photo"
          name="photoURL"
          type="text"
          inputMode="url"
          label="photoURL"
          placeholder="https://…"
          optional
        />
        <InputField
          id="signup-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
        />
        <InputField
          id="signup-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" block busy={busy}>
          Sign Up
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
      <p className={styles.footer}>
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
    </>
  );
}

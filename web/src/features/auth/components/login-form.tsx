import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { useAuth } from '@/lib/auth/use-auth';
import { authErrorMessage } from './auth-error';
import { GoogleButton } from './google-button';
import { redirectTarget } from './redirect-target';
import styles from './auth-card.module.css';

type Pending = 'password' | 'google' | null;

export function LoginForm() {
  const { logIn, logInWithGoogle, prepareSignIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);

  async function attempt(kind: Exclude<Pending, null>, action: () => Promise<void>) {
    setPending(kind);
    setError(null);
    try {
      await action();
      navigate(redirectTarget(location.state), { replace: true });
    } catch (caught) {
      setError(authErrorMessage(caught));
      setPending(null);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    void attempt('password', () => logIn(email, password));
  }

  return (
    <>
      {/* No required attributes (docs/product.md, Accounts): the provider's own message explains what is missing. */}
      {/* method="post": sent before the app runs, it never puts the password in the address. */}
      {/* The SDK is fetched as the reader starts on the form, not when they press Login. */}
      <form method="post" onSubmit={handleSubmit} onFocus={prepareSignIn} noValidate>
        <InputField id="login-email" name="email" type="email" label="Email" autoComplete="email" />
        <InputField
          id="login-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
        />
        <p className={styles.forgot}>
          <Link to={paths.resetPassword}>Forgot password?</Link>
        </p>
        <Button type="submit" block busy={pending === 'password'} disabled={pending !== null}>
          Login
        </Button>
      </form>
      {error && <Alert>{error}</Alert>}
      <p className={styles.divider}>or</p>
      <GoogleButton
        onPrepare={prepareSignIn}
        busy={pending === 'google'}
        onClick={() => void attempt('google', logInWithGoogle)}
      />
      <p className={styles.footer}>
        New to Tourist Guide? <Link to={paths.signup}>Sign Up</Link>
      </p>
    </>
  );
}

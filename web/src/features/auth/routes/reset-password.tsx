import type { ActionFunctionArgs } from 'react-router-dom';
import { PageMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-error';
import { identityCode, isNetworkFailure } from '@/lib/auth/identity-error';
import { AuthCard } from '../components/auth-card';
import { emailError } from '../components/email-validation';
import { ResetPasswordForm, type ResetRequestOutcome } from '../components/reset-password-form';

/**
 * Asks the provider to email a link for a new password. Every address gets the same answer,
 * whether it has an account or not (and whatever the provider answered), so the page cannot
 * tell anyone who has an account; only an address that is not one, or no answer at all, is
 * said to be so.
 */
export async function clientAction({ request }: ActionFunctionArgs): Promise<ResetRequestOutcome> {
  const email = String((await request.formData()).get('email') ?? '').trim();
  const invalid = emailError(email);
  if (invalid) return { kind: 'invalid', message: invalid };
  try {
    const { sendPasswordReset } = await import('@/lib/auth/account-service');
    await sendPasswordReset(email, paths.login);
  } catch (error) {
    if (identityCode(error) === 'invalid-email') {
      return { kind: 'invalid', message: 'Please enter a valid email address' };
    }
    if (isNetworkFailure(error)) {
      console.error(error);
      return { kind: 'unreachable', message: NETWORK_ERROR_MESSAGE };
    }
    // Unknown address, too many requests…: the same answer as a sent link (see above).
  }
  return { kind: 'sent' };
}

export function Component() {
  return (
    <>
      <PageTitle title="Reset Password" />
      <PageMeta
        title="Reset Password"
        description="Get a link to choose a new password."
        path={paths.resetPassword}
        noindex
      />
      <AuthCard
        title="Reset your password"
        intro="Enter the email address of your account and we will email you a link to choose a new password."
      >
        <ResetPasswordForm />
      </AuthCard>
    </>
  );
}

export default Component;

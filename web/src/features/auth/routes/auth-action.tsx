import { Suspense } from 'react';
import {
  Await,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router-dom';
import toast from 'react-hot-toast';
import { PageMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { identityMessage, isDeadLink, weakPasswordMessage } from '@/lib/auth/identity-error';
import { ActionLinkResult, type LinkCheck } from '../components/action-link-result';
import { AuthCard } from '../components/auth-card';
import type { NewPasswordOutcome } from '../components/new-password-form';

/*
 * The site's own handler of the links in the provider's emails (the project's templates point
 * here: README, Deploying): `?mode=resetPassword|verifyEmail&oobCode=…`. A reset link shows the
 * account's address and asks for a new password; a verification link confirms the address.
 */
const identity = () => import('@/lib/auth/account-service');

async function check(mode: string | null, code: string | null): Promise<LinkCheck> {
  if (!code || (mode !== 'resetPassword' && mode !== 'verifyEmail')) return { kind: 'broken' };
  try {
    const service = await identity();
    if (mode === 'resetPassword') {
      return { kind: 'reset', email: await service.checkResetCode(code), code };
    }
    await service.confirmEmail(code);
    return { kind: 'verified' };
  } catch (error) {
    console.error(error);
    if (isDeadLink(error)) return { kind: 'dead', mode };
    return {
      kind: 'failed',
      message: identityMessage(error, 'Something went wrong. Please try again.'),
    };
  }
}

/** The link is checked (a reset) or used (a verification) once; the page shows progress meanwhile. */
export function loader({ request }: LoaderFunctionArgs): { check: Promise<LinkCheck> } {
  const params = new URL(request.url).searchParams;
  return { check: check(params.get('mode'), params.get('oobCode')) };
}

/** A verification code works once: the page's own form (the new password) must not use it again. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

/** Sets the new password, then signs in with it and goes home (or to the login form). */
export async function action({
  request,
}: ActionFunctionArgs): Promise<NewPasswordOutcome | Response> {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const [code, email, password] = [field('code'), field('email'), field('password')];
  if (password === '') return { kind: 'invalid', message: 'Please enter a new password' };
  const service = await identity();
  try {
    await service.resetPassword(code, password);
  } catch (error) {
    console.error(error);
    const weak = weakPasswordMessage(error);
    if (weak) return { kind: 'invalid', message: weak };
    if (isDeadLink(error)) return { kind: 'dead' };
    return {
      kind: 'failed',
      message: identityMessage(error, 'Your password was not changed. Please try again.'),
    };
  }
  try {
    await service.signIn(email, password);
  } catch (error) {
    console.error(error);
    toast.success('Your new password is set. Please log in with it.');
    return redirect(paths.login);
  }
  toast.success('Your new password is set. Welcome back!');
  return redirect(paths.home);
}

/**
 * While the link is checked, the card it will fill is already there (the page does not jump
 * from a spinner to a card, and its largest text paints at once).
 */
function Checking() {
  return (
    <>
      <PageTitle title="Checking Link" />
      <PageMeta
        title="Checking Link"
        description="Checking your link."
        path={paths.authAction}
        noindex
      />
      <AuthCard title="Checking your link…" intro="This takes a moment.">
        <LoadingBlock label="Asking the sign-in service" holdsPage />
      </AuthCard>
    </>
  );
}

export function Component() {
  const { check: result } = useLoaderData<typeof loader>();
  return (
    <Suspense fallback={<Checking />}>
      <Await resolve={result}>{(outcome: LinkCheck) => <ActionLinkResult check={outcome} />}</Await>
    </Suspense>
  );
}

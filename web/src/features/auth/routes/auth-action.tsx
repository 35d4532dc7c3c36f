import { Suspense, useSyncExternalStore } from 'react';
import {
  Await,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import toast from '@/lib/toast';
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

type Mode = 'resetPassword' | 'verifyEmail';

async function check(mode: Mode, code: string): Promise<LinkCheck> {
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

/**
 * The check of each link under way: one per code, however often the loader runs meanwhile (on a
 * page the server rendered it runs as the app starts and, when the page's copy is old, once more
 * as the app revalidates it). A verification code works once: a second check would find it used.
 */
const checking = new Map<string, Promise<LinkCheck>>();

function checkOnce(mode: Mode, code: string): Promise<LinkCheck> {
  const key = `${mode} ${code}`;
  let pending = checking.get(key);
  if (!pending) {
    pending = check(mode, code).finally(() => checking.delete(key));
    checking.set(key, pending);
  }
  return pending;
}

/**
 * The link is checked (a reset) or used (a verification) once; the page shows progress meanwhile.
 * A link this page does not handle (no code, another mode) needs no check, so the server answers
 * it too. Any other link the server leaves unchecked (`null`), for the browser to check: the
 * server never learns a link's fate, and the code is in neither its HTML nor its route data.
 */
export function loader({ request }: LoaderFunctionArgs): {
  check: LinkCheck | Promise<LinkCheck> | null;
} {
  const params = new URL(request.url).searchParams;
  const mode = params.get('mode');
  const code = params.get('oobCode');
  if (!code || (mode !== 'resetPassword' && mode !== 'verifyEmail')) {
    return { check: { kind: 'broken' } };
  }
  if (import.meta.env.SSR) return { check: null };
  return { check: checkOnce(mode, code) };
}
// On a page the server rendered, the app runs the loader as it starts, although the page carries
// the server's route data: the check then begins while React takes the page over.
loader.hydrate = true as const;

/** A verification code works once: the page's own form (the new password) must not use it again. */
export { noReloadOnSubmit as shouldRevalidate } from '@/lib/no-reload-on-submit';

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
 * While the link is checked, the card it will fill is already there, with the room of the largest
 * answer, and the footer below it: nothing moves when the answer comes, and the page's largest
 * text paints with the page instead of after the check (docs/performance.md).
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
      <AuthCard title="Checking your link…" intro="This takes a moment." holdsRoom>
        <LoadingBlock label="Asking the sign-in service" />
      </AuthCard>
    </>
  );
}

const subscribeToNothing = () => () => {};

/** False on the server and while React takes over the server's HTML; true from then on. */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

export function Component() {
  const { check } = useLoaderData<typeof loader>();
  // Until the app has taken the page over it draws what the server drew: a check under way (begun
  // as the app started: loader.hydrate) shows as the card the server sent, "Checking your link…".
  const hydrated = useHydrated();
  const result = check instanceof Promise && !hydrated ? null : check;
  // One boundary, whatever the state, so the card stays the same until the answer replaces it.
  return (
    <Suspense fallback={<Checking />}>
      {result === null ? (
        <Checking />
      ) : (
        <Await resolve={result}>
          {(outcome: LinkCheck) => <ActionLinkResult check={outcome} />}
        </Await>
      )}
    </Suspense>
  );
}

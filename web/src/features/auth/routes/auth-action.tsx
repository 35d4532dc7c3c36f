import { Suspense } from 'react';
import {
  Await,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type ClientLoaderFunctionArgs,
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
function linkIn(request: Request): { mode: Mode; code: string } | null {
  const params = new URL(request.url).searchParams;
  const mode = params.get('mode');
  const code = params.get('oobCode');
  return code && (mode === 'resetPassword' || mode === 'verifyEmail') ? { mode, code } : null;
}

/** On the server: a link it does not handle is answered; any other is left to the browser. */
export function loader({ request }: LoaderFunctionArgs): { check: LinkCheck | null } {
  return { check: linkIn(request) ? null : { kind: 'broken' } };
}

/** In the browser, as the page starts (`hydrate`) and on every visit after: the check itself. */
export function clientLoader({ request }: ClientLoaderFunctionArgs): {
  check: LinkCheck | Promise<LinkCheck>;
} {
  const link = linkIn(request);
  return { check: link ? checkOnce(link.mode, link.code) : { kind: 'broken' } };
}
clientLoader.hydrate = true as const;

/** A verification code works once: the page's own form (the new password) must not use it again. */
export { noReloadOnSubmit as shouldRevalidate } from '@/lib/no-reload-on-submit';

/** Sets the new password, then signs in with it and goes home (or to the login form). */
export async function clientAction({
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

export function Component() {
  // The server's null (a link for the browser to check) draws "Checking your link…" until the
  // browser's check, begun as the page starts, replaces it.
  const { check: result } = useLoaderData() as { check: LinkCheck | Promise<LinkCheck> | null };
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

export default Component;

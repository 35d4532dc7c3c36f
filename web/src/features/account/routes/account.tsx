import { useFetcher, type ActionFunctionArgs } from 'react-router-dom';
import { ToLogin } from '@/components/to-login';
import { PageMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { session } from '@/lib/auth/session';
import { useAuth } from '@/lib/auth/use-auth';
import { DeleteAccount, DELETE_FETCHER } from '../components/delete-account';
import { DownloadData } from '../components/download-data';
import { EmailStatus } from '../components/email-status';
import { OwnedPlaces } from '../components/owned-places';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import {
  changePassword,
  deleteOwnAccount,
  saveProfile,
  sendVerificationAgain,
  type AccountOutcome,
  type AccountSubmission,
} from './account-actions';
import styles from '../components/account.module.css';

/** Each of the page's forms submits here through a fetcher of its own, naming its intent. */
export async function clientAction({
  request,
}: ActionFunctionArgs): Promise<AccountOutcome | Response> {
  const submission = (await request.json()) as AccountSubmission;
  switch (submission.intent) {
    case 'profile':
      return saveProfile(submission);
    case 'password':
      return changePassword(submission);
    case 'send-verification':
      return sendVerificationAgain();
    case 'delete':
      return deleteOwnAccount(submission);
  }
}

/**
 * The page shows nothing of the account until it knows who is signed in, so the auth SDK starts
 * as the page starts (the loader runs as React takes the prerendered page over: `hydrate`), not
 * after the page's load as elsewhere, nor after React's first render.
 */
export function clientLoader(): null {
  session.start();
  return null;
}
clientLoader.hydrate = true as const;

/** At build time: the page needs no data (it is prerendered as everyone first sees it). */
export function loader(): null {
  return null;
}

/**
 * The page is prerendered as everyone first sees it, without the session only the browser has:
 * its heading and "Checking sign-in…".
 * The app takes that over, then shows the account, or sends a signed-out reader to the login form
 * and back.
 */
export function Component() {
  const { user, loading } = useAuth();
  // Once the account is deleted its session ends before the action's redirect home lands:
  // that sign-out must not send the page to the login form.
  const deleting = useFetcher({ key: DELETE_FETCHER }).state !== 'idle';
  const waiting = loading || (!user && deleting);

  const head = (
    <>
      <PageTitle title="Account" />
      <PageMeta
        title="Account"
        description="Your Tourist Guide account."
        path={paths.account}
        noindex
      />
    </>
  );
  if (!waiting && !user?.email) {
    return <ToLogin />;
  }

  // The heading and the introduction stay where they are (the very elements the server sent)
  // when the account replaces the loading state below them. The introduction is the page's
  // largest text, so the page is readable from its first paint, before the session is known.
  return (
    <Container className={styles.page}>
      {head}
      <h1>Your account</h1>
      <p className={styles.intro}>
        How you appear beside your reviews and how you sign in. Take a copy of everything you wrote
        here, or close the account.
      </p>
      {waiting || !user ? (
        <LoadingBlock label="Checking sign-in…" holdsPage />
      ) : (
        <>
          <EmailStatus user={user} />
          <OwnedPlaces />
          <ProfileForm user={user} />
          <PasswordForm user={user} />
          <DownloadData />
          <DeleteAccount user={user} />
        </>
      )}
    </Container>
  );
}

export default Component;

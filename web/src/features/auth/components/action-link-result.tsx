import type { ReactNode } from 'react';
import { useActionData, useRevalidator } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { AuthCard } from './auth-card';
import { NewPasswordForm, type NewPasswordOutcome } from './new-password-form';
import styles from './auth-card.module.css';

/** What a link from the provider's email turned out to be (routes/auth-action.tsx). */
export type LinkCheck =
  | { kind: 'reset'; email: string; code: string }
  | { kind: 'verified' }
  /** Expired, used already, or never issued. */
  | { kind: 'dead'; mode: 'resetPassword' | 'verifyEmail' }
  /** Not a link this page handles (no code, another mode). */
  | { kind: 'broken' }
  | { kind: 'failed'; message: string };

interface PageProps {
  title: string;
  heading: string;
  intro: string;
  children: ReactNode;
}

function Page({ title, heading, intro, children }: PageProps) {
  return (
    <>
      <PageTitle title={title} />
      <PageMeta title={title} description={heading} path={paths.authAction} noindex />
      <AuthCard title={heading} intro={intro} holdsRoom>
        {children}
      </AuthCard>
    </>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export function ActionLinkResult({ check }: { check: LinkCheck }) {
  const { user } = useAuth();
  const revalidator = useRevalidator();
  // A reset whose link died while its page was open (used in another tab) says so like any other.
  const answered = useActionData() as NewPasswordOutcome | undefined;
  const state: LinkCheck =
    check.kind === 'reset' && answered?.kind === 'dead'
      ? { kind: 'dead', mode: 'resetPassword' }
      : check;

  switch (state.kind) {
    case 'reset':
      return (
        <Page title="New Password" heading="Choose a new password" intro={`For ${state.email}`}>
          <NewPasswordForm email={state.email} code={state.code} />
        </Page>
      );
    case 'verified':
      return (
        <Page
          title="Email Verified"
          heading="Your email address is verified"
          intro="Thank you: your account's address is confirmed."
        >
          <Actions>
            {user ? (
              <ButtonLink to={paths.account}>Go to your account</ButtonLink>
            ) : (
              <ButtonLink to={paths.login}>Login</ButtonLink>
            )}
            <ButtonLink to={paths.home} variant="secondary">
              Back to Home
            </ButtonLink>
          </Actions>
        </Page>
      );
    case 'dead':
      if (state.mode === 'verifyEmail' && user?.emailVerified) {
        // Opened a second time: the address it was for is confirmed already.
        return (
          <Page
            title="Email Verified"
            heading="Your email address is verified"
            intro="This link has been used already: your account's address is confirmed."
          >
            <Actions>
              <ButtonLink to={paths.account}>Go to your account</ButtonLink>
            </Actions>
          </Page>
        );
      }
      return (
        <Page
          title="Link Expired"
          heading="This link no longer works"
          intro="It has expired or has already been used. Ask for a new one: it arrives in a minute or two."
        >
          <Actions>
            {state.mode === 'resetPassword' ? (
              <ButtonLink to={paths.resetPassword}>Ask for a new link</ButtonLink>
            ) : user ? (
              <ButtonLink to={paths.account}>Send a new link from your account</ButtonLink>
            ) : (
              <ButtonLink to={paths.login} state={{ from: { pathname: paths.account } }}>
                Login to send a new link
              </ButtonLink>
            )}
          </Actions>
        </Page>
      );
    case 'broken':
      return (
        <Page
          title="Link Not Complete"
          heading="This link is not complete"
          intro="Open the link from the email again, or copy all of it into the address bar. It may also be a link this site does not handle."
        >
          <Actions>
            <ButtonLink to={paths.resetPassword}>Ask for a new password link</ButtonLink>
            <ButtonLink to={paths.home} variant="secondary">
              Back to Home
            </ButtonLink>
          </Actions>
        </Page>
      );
    case 'failed':
      return (
        <Page title="Link Not Checked" heading="We could not check this link" intro={state.message}>
          <Actions>
            <Button
              busy={revalidator.state === 'loading'}
              onClick={() => void revalidator.revalidate()}
            >
              Try again
            </Button>
          </Actions>
        </Page>
      );
  }
}

import { Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { Await } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { ToLogin } from '@/components/to-login';
import { Button, ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { HOLDS_PAGE, LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import styles from './signed-in-list-page.module.css';

interface SignedInListPageProps<T> {
  /** The page's title, and the heading of its error state. */
  title: string;
  /** The page's description, canonical URL and noindex, rendered on the server (PageMeta). */
  meta?: ReactNode;
  /**
   * What the page is, above whatever state it is in: the same element from the server's first
   * paint (the page waiting on sign-in) to the loaded list, and its largest text (docs/performance.md).
   */
  intro?: ReactNode;
  /**
   * The loader's list, not awaited; null when the session is signed out. A list already in hand
   * as the page starts (the server rendered it from what this browser sent) shows while the
   * sign-in loads, in the place the loaded list then takes.
   */
  list: Promise<T | null> | T | null;
  /** Said while the list is on its way. */
  loadingLabel: string;
  /** What the error state says of an error that has no message. */
  failedText: string;
  /** The page's own words for an error it knows (undefined: the error's message). */
  explainError?: (error: unknown) => string | undefined;
  /** The loaded list: its heading, then its items or an <EmptyList>. */
  children: (list: T) => ReactNode;
}

/**
 * A page that lists what belongs to the signed-in reader (My Review, Saved places): waits on
 * sign-in, sends a visitor to log in (and back after), shows the list's loading and failure (with
 * a way to load it again), then the list.
 */
export function SignedInListPage<T>({
  title,
  meta,
  intro,
  list,
  loadingLabel,
  failedText,
  explainError,
  children,
}: SignedInListPageProps<T>) {
  const { user, loading } = useAuth();
  const toLogin = <ToLogin />;
  const top = (
    <>
      <PageTitle title={title} />
      {meta}
      {intro && <p className={styles.intro}>{intro}</p>}
    </>
  );

  // The list the page started with, when the server rendered it: shown until the loaded one is
  // in (the session, then the API), as a transition would, never swapped for a loading state.
  const [first] = useState(() => (list instanceof Promise ? null : list));
  const deferred = useDeferredValue(loading ? first : list);
  const shown = first === null ? list : deferred;
  if (loading && first === null) {
    return (
      <Container className={styles.page}>
        {top}
        {/* The page waits on sign-in: the footer stays hidden meanwhile. */}
        <div className={styles.center} {...HOLDS_PAGE}>
          <Button busy disabled>
            loading
          </Button>
        </div>
      </Container>
    );
  }
  if (!loading && !user?.email) return toLogin;

  return (
    <Container className={styles.page}>
      {top}
      <Suspense fallback={<LoadingBlock label={loadingLabel} holdsPage />}>
        <Await
          resolve={shown}
          errorElement={
            <LoadFailed
              heading={title}
              failedText={failedText}
              explain={explainError}
              className={styles.center}
            />
          }
        >
          {(loaded: T | null) => (loaded ? children(loaded) : toLogin)}
        </Await>
      </Suspense>
    </Container>
  );
}

/** The list is empty: say so (`children`) and point to the places. */
export function EmptyList({ children, framed = false }: { children: ReactNode; framed?: boolean }) {
  return (
    <div className={framed ? `${styles.center} ${styles.framed}` : styles.center}>
      <p>{children}</p>
      <ButtonLink to={paths.allServices}>Browse places</ButtonLink>
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { Spinner } from '@/components/ui/spinner';
import { MENU_ID, menuOpenedBeforeStart } from '../before-start';
import { BrandMark } from './brand-mark';
import styles from './navbar.module.css';

// Shown only signed in: a visitor's page downloads none of it.
const Avatar = lazy(() =>
  import('@/components/ui/avatar').then(({ Avatar }) => ({ default: Avatar })),
);

export function Navbar() {
  const { user, loading, logOut } = useAuth();
  // A menu opened before the app started stays open as the app takes the page over.
  const [open, setOpen] = useState(menuOpenedBeforeStart);
  const [signingOut, setSigningOut] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await logOut();
    } catch (error) {
      console.error(error);
      const { default: toast } = await import('@/lib/toast');
      toast.error(error instanceof Error ? error.message : 'Sign out failed');
    } finally {
      setSigningOut(false);
    }
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  const loggedIn = Boolean(user?.email);

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to={paths.home} className={styles.brand}>
          <BrandMark />
          <span>Tourist Guide</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span>Menu</span>
        </button>
        <ul
          id={MENU_ID}
          className={styles.menu}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <li>
            <NavLink to={paths.home} end className={linkClass}>
              Home
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.signup} className={linkClass}>
              Sign Up
            </NavLink>
          </li>
          {loading && !loggedIn ? (
            <li>
              {/* The status lives inside the item: a list may only hold list items. */}
              <span className={styles.pending} role="status">
                <Spinner size="small" />
                <span className="visually-hidden">Checking sign-in</span>
              </span>
            </li>
          ) : loggedIn ? (
            <>
              <li>
                <NavLink to={paths.myReviews} end className={linkClass}>
                  My Review
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.saved} className={linkClass}>
                  Saved
                </NavLink>
              </li>
              {user?.admin && (
                <li>
                  <NavLink to={paths.admin} className={linkClass}>
                    Admin
                  </NavLink>
                </li>
              )}
              <li>
                <NavLink to={paths.account} className={linkClass}>
                  {/* The word names the link; the photo (or initials) only shows whose it is. */}
                  <Suspense fallback={<span className={styles.avatarSlot} />}>
                    <Avatar
                      src={user?.photoURL}
                      name={user?.displayName || user?.email}
                      alt=""
                      size={28}
                    />
                  </Suspense>
                  <span className={styles.accountLabel}>Account</span>
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className={styles.signOut}
                  onClick={() => void handleSignOut()}
                  disabled={signingOut}
                  aria-busy={signingOut || undefined}
                >
                  Sing Out
                </button>
              </li>
            </>
          ) : (
            <li>
              <NavLink to={paths.login} className={linkClass}>
                Login
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}

import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { PageTitle } from '@/components/ui/page-title';
import { Container } from '@/components/ui/section';
import { paths } from '@/config/paths';
import styles from './admin.module.css';

/** Every admin page: its title, the sections as tabs, and the page itself. */
export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className={styles.page}>
      <PageTitle title={title} />
      <nav className={styles.tabs} aria-label="Admin">
        <NavLink to={paths.admin} end className={({ isActive }) => (isActive ? styles.active : '')}>
          Places
        </NavLink>
        <NavLink
          to={paths.adminReports}
          className={({ isActive }) => (isActive ? styles.active : '')}
        >
          Reported reviews
        </NavLink>
        <NavLink
          to={paths.adminAudit}
          className={({ isActive }) => (isActive ? styles.active : '')}
        >
          Audit trail
        </NavLink>
      </nav>
      {children}
    </Container>
  );
}

/** Signed in, but not one of the maintainers: say so, and request nothing. */
export function NotForYou() {
  return (
    <Container className={styles.page}>
      <PageTitle title="Admin" />
      <div className={styles.notForYou}>
        <h1>This page is for the guide&apos;s maintainers.</h1>
        <p>
          Your account can browse places and write reviews, but not manage the guide. If you were
          just made an admin, sign out and in again.
        </p>
        <ButtonLink to={paths.home} variant="secondary">
          Back to Home
        </ButtonLink>
      </div>
    </Container>
  );
}

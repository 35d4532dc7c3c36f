import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';
import { PageTitle } from './page-title';
import styles from './status-page.module.css';

interface StatusPageProps {
  /** The big number or word at the top, for sighted readers only. */
  code: string;
  heading: string;
  /** Also the page title, unless given. */
  title?: string;
  detail?: ReactNode;
  /** Read the detail out at once (an error that just happened). */
  announce?: boolean;
  actions: ReactNode;
}

/** A whole-page message (an error, a missing page) with what to do next. */
export function StatusPage({ code, heading, title, detail, announce, actions }: StatusPageProps) {
  return (
    <div className={styles.page}>
      <PageTitle title={title ?? heading} />
      {/* A missing, gone or failed page is never indexed (no soft 404s), and names no address. */}
      <PageMeta title={title ?? heading} description={heading} noindex />
      {/* Drawn by the stylesheet (decoration, not text): see .code in status-page.module.css. */}
      <p className={styles.code} aria-hidden="true" data-code={code} />
      <h1>{heading}</h1>
      {detail && (
        <p className={styles.detail} role={announce ? 'alert' : undefined}>
          {detail}
        </p>
      )}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}

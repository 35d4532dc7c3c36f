import { PageTitle } from '@/components/ui/page-title';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/app/paths';
import styles from './status-page.module.css';

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <PageTitle title="Page Not Found" />
      <p className={styles.code} aria-hidden="true">
        4o4
      </p>
      <h1>Ops!! Page Not found: 4o4</h1>
      <p className={styles.message}>You provide wrong link .</p>
      <div className={styles.actions}>
        <ButtonLink to={paths.home}>Back to Home</ButtonLink>
        <ButtonLink to={paths.allServices} variant="secondary">
          Browse all places
        </ButtonLink>
      </div>
    </div>
  );
}

export { NotFoundPage as Component };

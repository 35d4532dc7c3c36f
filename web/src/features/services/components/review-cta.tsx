import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button, ButtonLink } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/use-auth';
import styles from './review-cta.module.css';

/** Under a place's details: add a review when signed in, or a way to log in first. */
export function ReviewCta({ serviceId }: { serviceId: string }) {
  const { user, loading } = useAuth();
  const location = useLocation();

  if (loading) {
    return (
      <div className={styles.panel}>
        <Button busy disabled>
          loading
        </Button>
      </div>
    );
  }

  if (user?.email) {
    return (
      <div className={styles.panel}>
        <p className={styles.text}>Been there? Tell other travellers how it went.</p>
        <ButtonLink to={paths.addReview.to(serviceId)} variant="accent">
          Add Review
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <p className={styles.text}>Please login to add a review.</p>
      <ButtonLink to={paths.login} state={{ from: location }}>
        Login
      </ButtonLink>
    </div>
  );
}

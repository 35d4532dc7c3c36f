import type { ReviewResponse } from '@contract/community';
import { formatDay } from '@/lib/format';
import styles from './response-from-place.module.css';

/**
 * A place's public answer under a review: on the place's page, in its author's My Review and on
 * the owner's page. The text is shown as written (never as HTML). Not in ui/, whose chunk every
 * page fetches: only these three pages draw it.
 */
export function ResponseFromPlace({ response }: { response: ReviewResponse }) {
  return (
    <div className={styles.response}>
      <p className={styles.head}>
        <strong>Response from the place</strong>
        {' · '}
        <time dateTime={response.respondedAt}>{formatDay(response.respondedAt)}</time>
      </p>
      <p className={styles.text}>{response.message}</p>
    </div>
  );
}

import { useFetcher } from 'react-router-dom';
import type { AccountOutcome, AccountSubmission } from '../routes/account-actions';

/**
 * One form of the account page: it submits to the page's action as JSON through a fetcher of its
 * own (`key` names one the page watches too), runs while `busy`, and has its latest `answer`.
 */
export function useAccountForm<O extends AccountOutcome>(key?: string) {
  const fetcher = useFetcher<O>(key === undefined ? undefined : { key });
  const busy = fetcher.state !== 'idle';
  return {
    busy,
    answer: busy ? undefined : fetcher.data,
    send(submission: AccountSubmission): void {
      void fetcher.submit(submission, { method: 'post', encType: 'application/json' });
    },
  };
}

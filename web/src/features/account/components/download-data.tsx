import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { exportAccount } from '../api/export-account';
import { AccountSection } from './account-section';
import { saveFile } from './save-file';
import styles from './account.module.css';

type State = { status: 'idle' | 'busy' | 'done' } | { status: 'error'; message: string };

/** "Download my data": the API's export, saved as one JSON file. */
export function DownloadData() {
  const [state, setState] = useState<State>({ status: 'idle' });

  async function download() {
    setState({ status: 'busy' });
    try {
      const file = await exportAccount();
      const day = new Date().toISOString().slice(0, 10);
      saveFile(file, `tourist-guide-data-${day}.json`);
      setState({ status: 'done' });
    } catch (error) {
      console.error(error);
      const message = error instanceof Error ? error.message : 'Your data could not be downloaded.';
      setState({ status: 'error', message });
    }
  }

  return (
    <AccountSection title="Your data">
      <p className={styles.text}>
        One JSON file with your account and everything you wrote here: your reviews (hidden ones
        too), your reports, the reviews you found helpful and the places you saved.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" busy={state.status === 'busy'} onClick={() => void download()}>
          Download my data
        </Button>
      </div>
      {state.status === 'done' && <Alert tone="info">Your data has been downloaded.</Alert>}
      {state.status === 'error' && <Alert>{state.message}</Alert>}
    </AccountSection>
  );
}

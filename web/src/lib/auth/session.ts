import type { AppSdk } from './sdk';
import { createAuthStore } from './store';

/** The app's one sign-in store; tests make their own with createAuthStore. */
export const session = createAuthStore<AppSdk>({ importSdk: () => import('./sdk') });

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export type FirebaseEnv =
  | { useEmulators: true; firebaseConfig: FirebaseWebConfig }
  | { useEmulators: false; firebaseConfig: FirebaseWebConfig };

/** The config every local build uses: the `demo-` project id keeps the SDK off real back ends. */
export const EMULATOR_FIREBASE_CONFIG: FirebaseWebConfig = {
  apiKey: 'demo-api-key',
  authDomain: '127.0.0.1',
  projectId: 'demo-tourist-guide',
};

const PRODUCTION_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/**
 * Reads the Firebase settings from Vite's env. Throws an Error naming every
 * missing variable, so a production build without its config fails loudly
 * instead of signing users in against nothing. Checked by hand, not with zod:
 * this runs with the Auth SDK, which a signed-in reader's public pages load,
 * and zod would come with it (15 kB gzip).
 */
export function parseFirebaseEnv(raw: Record<string, unknown>): FirebaseEnv {
  if (raw.VITE_USE_EMULATORS === 'true') {
    return { useEmulators: true, firebaseConfig: EMULATOR_FIREBASE_CONFIG };
  }
  const values = PRODUCTION_VARIABLES.map((name) => {
    const value = raw[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  });
  const [apiKey, authDomain, projectId, appId] = values;
  if (!apiKey || !authDomain || !projectId || !appId) {
    const missing = PRODUCTION_VARIABLES.filter((_, i) => values[i] === undefined);
    throw new Error(
      `Firebase is not configured: set ${missing.join(', ')} (see web/.env.example), ` +
        'or build with `npm run build:emulator -w web` for the local emulator suite.',
    );
  }
  return { useEmulators: false, firebaseConfig: { apiKey, authDomain, projectId, appId } };
}

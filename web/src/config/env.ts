import '@/config/zod';
import * as z from 'zod/mini';

const emulatorEnvSchema = z.object({ VITE_USE_EMULATORS: z.literal('true') });

const productionEnvSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().check(z.minLength(1)),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().check(z.minLength(1)),
  VITE_FIREBASE_PROJECT_ID: z.string().check(z.minLength(1)),
  VITE_FIREBASE_APP_ID: z.string().check(z.minLength(1)),
});

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

/**
 * Reads the Firebase settings from Vite's env. Throws an Error naming every
 * missing variable, so a production build without its config fails loudly
 * instead of signing users in against nothing.
 */
export function parseFirebaseEnv(raw: Record<string, unknown>): FirebaseEnv {
  if (emulatorEnvSchema.safeParse(raw).success) {
    return { useEmulators: true, firebaseConfig: EMULATOR_FIREBASE_CONFIG };
  }
  const parsed = productionEnvSchema.safeParse(raw);
  if (!parsed.success) {
    const missing = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(
      `Firebase is not configured: set ${missing} (see web/.env.example), ` +
        'or build with `npm run build:emulator -w web` for the local emulator suite.',
    );
  }
  const env = parsed.data;
  return {
    useEmulators: false,
    firebaseConfig: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
    },
  };
}

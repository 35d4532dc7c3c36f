import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// Initialised on first use, not at import, so the function's cold start stays light.
let app: App | undefined;
let db: Firestore | undefined;
let auth: Auth | undefined;

function adminApp(): App {
  app ??= getApps()[0] ?? initializeApp();
  return app;
}

export function firestore(): Firestore {
  db ??= getFirestore(adminApp());
  return db;
}

export function adminAuth(): Auth {
  auth ??= getAuth(adminApp());
  return auth;
}

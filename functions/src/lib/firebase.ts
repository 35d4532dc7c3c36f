import type { App } from 'firebase-admin/app';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';

/*
 * firebase-admin's modules are loaded on first use, not at import: Firestore's
 * client alone takes hundreds of milliseconds to load, and a cold start should not
 * pay for it before the first request that needs it. Each is kept once loaded:
 * `require` resolves its path again on every call (under a loader hook, through the
 * hook's thread), and `isTimestamp` runs for every timestamp of every document read.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
let appExports: typeof import('firebase-admin/app') | undefined;
let firestoreExports: typeof import('firebase-admin/firestore') | undefined;
let authExports: typeof import('firebase-admin/auth') | undefined;
let storageExports: typeof import('firebase-admin/storage') | undefined;
const appModule = (): typeof import('firebase-admin/app') =>
  (appExports ??= require('firebase-admin/app'));
const firestoreModule = (): typeof import('firebase-admin/firestore') =>
  (firestoreExports ??= require('firebase-admin/firestore'));
const authModule = (): typeof import('firebase-admin/auth') =>
  (authExports ??= require('firebase-admin/auth'));
const storageModule = (): typeof import('firebase-admin/storage') =>
  (storageExports ??= require('firebase-admin/storage'));
/* eslint-enable @typescript-eslint/no-require-imports */

let app: App | undefined;
let db: Firestore | undefined;
let auth: Auth | undefined;
let storage: Storage | undefined;

function adminApp(): App {
  const { getApps, initializeApp } = appModule();
  app ??= getApps()[0] ?? initializeApp();
  return app;
}

export function firestore(): Firestore {
  db ??= firestoreModule().getFirestore(adminApp());
  return db;
}

export function adminAuth(): Auth {
  auth ??= authModule().getAuth(adminApp());
  return auth;
}

/** Cloud Storage (the local suite's emulator wherever STORAGE_EMULATOR_HOST is set). */
export function adminStorage(): Storage {
  storage ??= storageModule().getStorage(adminApp());
  return storage;
}

export function timestampNow(): Timestamp {
  return firestoreModule().Timestamp.now();
}

export function isTimestamp(value: unknown): value is Timestamp {
  return value instanceof firestoreModule().Timestamp;
}

export function timestampFrom(seconds: number, nanoseconds: number): Timestamp {
  return new (firestoreModule().Timestamp)(seconds, nanoseconds);
}

export function timestampFromMillis(ms: number): Timestamp {
  return firestoreModule().Timestamp.fromMillis(ms);
}

/** The document-id field path, for ordering and cursors by id. */
export function documentIdPath() {
  return firestoreModule().FieldPath.documentId();
}

/** The commit time of the write that stores it (a sentinel Firestore replaces). */
export function serverTimestamp() {
  return firestoreModule().FieldValue.serverTimestamp();
}

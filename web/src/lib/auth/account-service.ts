import {
  applyActionCode,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  updatePassword,
  verifyPasswordResetCode,
  type User,
} from 'firebase/auth';
import { session } from './session';

/*
 * The account's own flows with the Auth SDK: forgotten passwords, verified addresses, a new
 * password, proving it is you again. Callers import this module dynamically (as the session does
 * sdk.ts), so firebase/auth stays out of the pages that do not need it; tests replace it with
 * src/testing/account-double.ts.
 */

/** How an account proves again that it is its owner before a sensitive change. */
export type Reauthentication = { kind: 'password'; password: string } | { kind: 'google' };

/** Where a link in the provider's email leads once its job is done: a page of this site. */
function continueTo(path: string): { url: string } {
  return { url: new URL(path, window.location.origin).toString() };
}

/** The session's Auth instance, started if need be. */
const getAuth = async () => (await session.sdk()).auth;

async function signedInUser(): Promise<User> {
  const auth = await getAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Please log in to continue.'), { code: 'signed-out' });
  return user;
}

/** Emails a link to /auth/action to choose a new password; the link then leads to `continuePath`. */
export async function sendPasswordReset(email: string, continuePath: string): Promise<void> {
  await sendPasswordResetEmail(await getAuth(), email, continueTo(continuePath));
}

/** The address a password-reset code is for (it fails when the code is expired, used or wrong). */
export async function checkResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(await getAuth(), code);
}

/** Sets the new password with the code from the email (the code then stops working). */
export async function resetPassword(code: string, password: string): Promise<void> {
  await confirmPasswordReset(await getAuth(), code, password);
}

/** Confirms the address with the code from the verification email. */
export async function confirmEmail(code: string): Promise<void> {
  const auth = await getAuth();
  await applyActionCode(auth, code);
  await auth.authStateReady();
  if (auth.currentUser) await refreshAccount();
}

/** Emails the signed-in account a link that confirms its address, then leads to `continuePath`. */
export async function sendVerification(continuePath: string): Promise<void> {
  await sendEmailVerification(await signedInUser(), continueTo(continuePath));
}

/**
 * Reads the account again (name, photo, verified address) and takes a fresh ID token, so the
 * app shows the change (reload notifies onIdTokenChanged) and the API sees it in the token.
 */
export async function refreshAccount(): Promise<void> {
  const user = await signedInUser();
  await reload(user);
  await user.getIdToken(true);
}

/** Proves the signed-in account's owner is here: its password, or Google's popup. */
export async function reauthenticate(proof: Reauthentication): Promise<void> {
  const user = await signedInUser();
  if (proof.kind === 'google') {
    await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
    return;
  }
  if (!user.email)
    throw Object.assign(new Error('This account has no email.'), { code: 'no-email' });
  await reauthenticateWithCredential(
    user,
    EmailAuthProvider.credential(user.email, proof.password),
  );
}

/** A new password, after the current one proves the owner is here. */
export async function changePassword(current: string, next: string): Promise<void> {
  await reauthenticate({ kind: 'password', password: current });
  await updatePassword(await signedInUser(), next);
}

/** Signs in with the new password (/auth/action), through the session's SDK. */
export async function signIn(email: string, password: string): Promise<void> {
  await (await session.sdk()).logIn(email, password);
}

import { NETWORK_ERROR_MESSAGE } from '@/lib/api-error';

/*
 * What the provider's refusals mean on the account pages (/reset-password, /auth/action,
 * /account). Login and sign-up show the provider's message as it is instead (docs/product.md,
 * Accounts: features/auth/components/auth-error.ts).
 */

/**
 * The provider's error code without its `auth/` prefix ('wrong-password', 'expired-action-code'),
 * or null for anything else: each flow decides what a code means for its own form.
 */
export function identityCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('auth/')) return null;
  return code.slice('auth/'.length);
}

const hasCode = (codes: readonly string[]) => (error: unknown) =>
  codes.includes(identityCode(error) ?? '');

/** The provider could not be reached: the request never got an answer. */
export const isNetworkFailure = hasCode(['network-request-failed']);

/** A link that no longer works (used, expired or never issued). */
export const isDeadLink = hasCode(['invalid-action-code', 'expired-action-code']);

/** The password given was not the account's (the provider's code varies by its settings). */
export const isWrongPassword = hasCode([
  'wrong-password',
  'invalid-credential',
  'invalid-login-credentials',
]);

/**
 * The provider's own sentence, without its wrapping: 'Firebase: Password should be at least 6
 * characters (auth/weak-password).' → 'Password should be at least 6 characters'. Null when the
 * error has no sentence of its own ('Firebase: Error (auth/…)').
 */
export function providerSentence(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const sentence = error.message
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[\w-]+\)\.?$/, '')
    .trim();
  return sentence && sentence !== 'Error' ? sentence : null;
}

/** Why the provider refused a new password (too weak), in its words; null for another error. */
export function weakPasswordMessage(error: unknown): string | null {
  if (identityCode(error) !== 'weak-password') return null;
  return providerSentence(error) ?? 'Please choose a stronger password';
}

/** The refusals said in the site's words; any other keeps the provider's sentence. */
const MESSAGES: Record<string, string> = {
  'too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'popup-closed-by-user': 'The Google window was closed before you signed in.',
  'cancelled-popup-request': 'The Google window was closed before you signed in.',
  'popup-blocked':
    'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  'user-mismatch': 'That is not the account you are signed in with.',
};

/**
 * What to tell the reader when a flow failed: no answer, a refusal the site words itself, the
 * provider's (or the API's) own sentence, or `fallback` when it has none.
 */
export function identityMessage(error: unknown, fallback: string): string {
  if (isNetworkFailure(error)) return NETWORK_ERROR_MESSAGE;
  const known = MESSAGES[identityCode(error) ?? ''];
  if (known) return known;
  return providerSentence(error) ?? fallback;
}

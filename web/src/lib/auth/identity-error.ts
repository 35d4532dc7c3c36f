/**
 * The provider's error code without its `auth/` prefix ('wrong-password', 'expired-action-code'),
 * or null for anything else: each flow decides what a code means for its own form.
 */
export function identityCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('auth/')) return null;
  return code.slice('auth/'.length);
}

/** The provider could not be reached: the request never got an answer. */
export const isNetworkFailure = (error: unknown) =>
  identityCode(error) === 'network-request-failed';

/** The codes of a link that no longer works (used, expired or never issued). */
export const DEAD_LINK_CODES = ['invalid-action-code', 'expired-action-code'];

/** The current password was not the account's (the provider's wording varies by its settings). */
export const WRONG_PASSWORD_CODES = [
  'wrong-password',
  'invalid-credential',
  'invalid-login-credentials',
];

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

/*
 * The key page cursors are signed with (lib/cursor.ts). Whoever has it can make a cursor the API
 * trusts, so it is a secret: deployed, the Secret Manager secret CURSOR_SECRET, bound to the `api`
 * function (functions/src/index.ts); on the emulators and in tests, a fixed local value that the
 * launcher gives every suite (emulators/stack/src/ports.ts) and that a deployed function refuses.
 */

export const CURSOR_SECRET_HELP =
  'Set it with `firebase functions:secrets:set CURSOR_SECRET` (a random value of 32 characters ' +
  'or more, such as `openssl rand -base64 32` prints; `firebase deploy` asks for it when it is ' +
  'missing); the local launcher sets it for its suite.';

/** Marks the emulators' value (emulators/stack/src/ports.ts, LOCAL_CURSOR_SECRET): it is in the repository. */
export const LOCAL_SECRET_MARK = 'local-emulators-only';

const MIN_LENGTH = 32;

/**
 * The configured key; throws saying what to set when it is missing, short, or (`deployed`) the
 * emulators' public value.
 */
export function cursorKey(
  configured: string | undefined,
  { deployed }: { deployed: boolean },
): string {
  const value = configured ?? '';
  if (value === '') throw new Error(`CURSOR_SECRET is not set. ${CURSOR_SECRET_HELP}`);
  if (value.length < MIN_LENGTH) {
    throw new Error(
      `CURSOR_SECRET must be at least ${MIN_LENGTH} characters long. ${CURSOR_SECRET_HELP}`,
    );
  }
  if (deployed && value.includes(LOCAL_SECRET_MARK)) {
    throw new Error(
      `CURSOR_SECRET is the emulators' value, which is public, not a secret. ${CURSOR_SECRET_HELP}`,
    );
  }
  return value;
}

import { oobCodes, type OobCode } from '@tourist-guide/testing';
import { expect } from '@playwright/test';

/** The latest code of this kind sent to `email` (waiting for it: the site asks, then says so). */
export async function latestOobCode(
  email: string,
  requestType: OobCode['requestType'],
): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(
      async () => {
        found = (await oobCodes(email, requestType)).at(-1);
        return found !== undefined;
      },
      { message: `a ${requestType} code for ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The site's own action page for a code, as the project's email templates link to it. */
export function actionPage(code: OobCode): string {
  const mode = code.requestType === 'PASSWORD_RESET' ? 'resetPassword' : 'verifyEmail';
  return `/auth/action?mode=${mode}&oobCode=${encodeURIComponent(code.oobCode)}`;
}

/** Where the link leads once its job is done (the `continueUrl` the site asked for). */
export function continueUrlOf(code: OobCode): string | null {
  return new URL(code.oobLink).searchParams.get('continueUrl');
}

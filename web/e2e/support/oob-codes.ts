import { expect } from '@playwright/test';

/*
 * The Auth emulator sends no email: it keeps each out-of-band code (password reset, address
 * verification) and lists them at /emulator/v1/projects/<project>/oobCodes
 * (https://firebase.google.com/docs/emulator-suite/connect_auth, "REST API reference").
 */
export type OobRequestType = 'PASSWORD_RESET' | 'VERIFY_EMAIL';

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  /** The emulator's own action link; its `continueUrl` is the one the site asked for. */
  oobLink: string;
}

async function listOobCodes(): Promise<OobCode[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  if (!host || !project) throw new Error('Run the journeys through the suite (npm run e2e).');
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: HTTP ${response.status}`);
  return ((await response.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/** The latest code of this kind sent to `email` (waiting for it: the site asks, then says so). */
export async function latestOobCode(email: string, requestType: OobRequestType): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(
      async () => {
        found = (await listOobCodes())
          .filter((code) => code.email === email.toLowerCase() && code.requestType === requestType)
          .at(-1);
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

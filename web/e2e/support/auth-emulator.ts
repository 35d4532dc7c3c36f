import { expect } from '@playwright/test';

interface Account {
  localId: string;
  email: string;
  displayName?: string;
  photoUrl?: string;
}

/** The Auth emulator's stored account for an email, read with its admin API. */
export async function lookupAccount(email: string): Promise<Account | undefined> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT;
  expect(host && project, 'FIREBASE_AUTH_EMULATOR_HOST and GCLOUD_PROJECT').toBeTruthy();
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${project}/accounts:lookup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  expect(response.ok, 'Auth emulator accounts:lookup').toBe(true);
  const body = (await response.json()) as { users?: Account[] };
  return body.users?.[0];
}

/**
 * The people the Lighthouse bench signs in, and what they need for their pages to be drawn in
 * full, made through the suite's own APIs (the Auth emulator's REST API and the site's /api), so
 * the same module prepares any running suite: the benches import it for their own suite and run
 * it (`tsx people.ts`, printing the JSON) in another suite's environment.
 *
 * - a reader, with a review (unrated, so no place's rating or rank moves) and a saved place, and a
 *   password-reset code the Auth emulator holds for them;
 * - an owner of that place (named by an admin, as on /admin/places/{id}), whose page lists the
 *   reader's review to answer (an owner acts with a verified address only);
 * - an admin (the claim set through the Auth emulator's admin API, as the test helpers do);
 * - a place the admin added and retired, whose page the server answers 410.
 *
 * The place reviewed and owned is the catalogue's last, never kyoto-japan (the detail page the
 * bench measures) nor one of the home page's.
 */
import { pathToFileURL } from 'node:url';
import {
  createTestAdmin,
  createTestUser,
  markEmailVerified,
  sendOobCode,
  siteUrl,
  type TestUser,
} from '@tourist-guide/testing';
import type { PlaceBody } from '../../../../functions/src/contract/places.js';
import { paths } from '../../../../web/src/config/paths.js';

export interface Person {
  email: string;
  password: string;
}

export interface BenchPeople {
  reader: Person;
  owner: Person;
  admin: Person;
  /** /auth/action with the reader's reset code, as the email links it (checked, never used). */
  resetLink: string;
  /** The retired place's page (410). */
  retiredPlace: string;
}

async function api<T>(path: string, user: TestUser, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${siteUrl()}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} /api${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

export async function preparePeople(): Promise<BenchPeople> {
  const [reader, owner, admin] = await Promise.all([
    createTestUser({ displayName: 'Bench Reader' }),
    createTestUser({ displayName: 'Bench Owner' }),
    createTestAdmin(),
  ]);
  await markEmailVerified(owner.uid);
  const places = await api<{ _id: string; title: string; price: number }[]>('/service', reader);
  const place = places.at(-1);
  if (!place) throw new Error('The suite has no places: was it seeded?');

  await api('/review', reader, {
    method: 'POST',
    body: JSON.stringify({
      service: place._id,
      serviceName: place.title,
      price: place.price,
      customer: reader.displayName,
      email: reader.email,
      message: 'A calm morning walk, and the guide knew every corner of it.',
    }),
  });
  await api(`/me/saved/${encodeURIComponent(place._id)}`, reader, { method: 'PUT' });
  await api(`/admin/service/${encodeURIComponent(place._id)}/owners`, admin, {
    method: 'PUT',
    body: JSON.stringify({ emails: [owner.email] }),
  });

  const retired: PlaceBody = {
    title: 'Bench Retired Lagoon',
    description: 'A lagoon the guide offered once, retired so that its page answers 410.',
    price: 1234,
    country: 'Testland',
    region: 'Oceania',
    img: '/images/services/kyoto-japan-800.webp',
    photos: ['/images/services/kyoto-japan-800.webp'],
    location: null,
  };
  const { insertedId } = await api<{ insertedId: string }>('/admin/service', admin, {
    method: 'POST',
    body: JSON.stringify(retired),
  });
  await api(`/admin/service/${encodeURIComponent(insertedId)}`, admin, { method: 'DELETE' });

  const code = await sendOobCode(reader, 'PASSWORD_RESET');
  const person = ({ email, password }: TestUser): Person => ({ email, password });
  return {
    reader: person(reader),
    owner: person(owner),
    admin: person(admin),
    resetLink: `${paths.authAction}?mode=resetPassword&oobCode=${encodeURIComponent(code.oobCode)}`,
    retiredPlace: paths.serviceDetail.to(insertedId),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await preparePeople()));
}

import { named, recordDecision, type SummaryPart } from '../audit';
import { readAccountState } from '../authors';
import { AppError } from '../errors/app-error';
import type { Caller } from '../lib/caller';
import type { Cursors } from '../lib/cursor';
import { inTransaction, type Tx } from '../lib/transaction';
import {
  countUnanswered,
  listReviewsToAnswer,
  setReviewResponse,
  type PublicReviewsPage,
  type ReviewResponse,
} from '../reviews';
import { getPlace, readPlaceInTx, type ServiceCatalog } from '../services';
import { findAccountsByEmail, findEmailsByUid } from './auth-store';
import { OWNED_PLACES_MAX, type OwnedService, type OwnerReviewsQuery } from './schema';
import {
  countPlacesOwnedInTx,
  findOwners,
  findPlacesOwnedBy,
  readOwnersInTx,
  writeOwnersInTx,
} from './store';

/*
 * The rules of place owners: admins name a place's owners (existing accounts with a verified
 * address, by address); an owner, or an admin, answers the place's reviews in public, in the
 * place's name. Acting for a place takes a verified address, as acting as an admin does: anyone
 * can sign up with an address they do not own, and the answer speaks for the place. An owner's
 * own list of places needs no more than a sign-in.
 */

const noSuchPlace = () => new AppError('not_found', 'No such service');

const NOT_AN_OWNER = "Only this place's owners can answer its reviews";
const UNVERIFIED = `${NOT_AN_OWNER}, with a verified email address: verify yours, then sign in again`;

/** Whether `caller` may act for a place owned by `owners`: 403 otherwise. */
function assertMayAct(caller: Caller, owners: readonly string[]): void {
  const entitled = caller.admin || owners.includes(caller.uid);
  if (!entitled) throw new AppError('forbidden', NOT_AN_OWNER);
  if (!caller.emailVerified) throw new AppError('forbidden', UNVERIFIED);
}

const listed = (uids: readonly string[], emails: Map<string, string>) =>
  uids.flatMap((uid) => {
    const email = emails.get(uid);
    return email === undefined ? [] : [email];
  });

/** A place's owners by their current addresses (an account gone from Auth is left out); 404 unknown place. */
export async function listOwners(serviceId: string): Promise<string[]> {
  const [, uids] = await Promise.all([getPlace(serviceId), findOwners(serviceId)]);
  return listed(uids, await findEmailsByUid(uids));
}

/**
 * Replaces a place's owners with the accounts of `emails` (each must exist and have verified its
 * address: 400 naming those that do not; an account being deleted, or one that owns
 * OWNED_PLACES_MAX places already, cannot become one), recording the change in the audit trail in
 * the same transaction. Returns the owners' addresses.
 */
export async function setOwners(
  actor: Caller,
  serviceId: string,
  emails: readonly string[],
): Promise<string[]> {
  await getPlace(serviceId);
  const wanted = [...new Set(emails)];
  const { uids, missing, unverified } = await findAccountsByEmail(wanted);
  if (missing.length > 0) {
    throw new AppError(
      'invalid_input',
      `Invalid emails: no account has the address ${missing.join(', ')}`,
    );
  }
  // Whoever signs up first with an address would otherwise answer for the place once they
  // verify it: an owner must have proven the address, as an admin must (npm run admin -- grant).
  if (unverified.length > 0) {
    throw new AppError(
      'invalid_input',
      `Invalid emails: the account of ${unverified.join(', ')} has not verified its address`,
    );
  }
  const owners = wanted.map((email) => uids.get(email) as string);
  await inTransaction(async (tx) => {
    const place = await readPlaceInTx(tx, serviceId);
    if (!place) throw noSuchPlace();
    const before = await readOwnersInTx(tx, serviceId);
    // Read in this transaction, so an account whose deletion has begun is refused, and one whose
    // deletion begins after it finds the assignment to remove (accounts' deletion does).
    const states = await Promise.all(owners.map((uid) => readAccountState(tx, uid)));
    const closing = wanted.filter((_, i) => states[i]?.closingSince);
    if (closing.length > 0) {
      throw new AppError(
        'invalid_input',
        `Invalid emails: the account of ${closing.join(', ')} is being deleted`,
      );
    }
    if (sameSet(before, owners)) return;
    // Each new owner's other places, counted here: two admins adding one account to two places
    // at once cannot both pass the cap.
    const added = wanted.filter((_, i) => !before.includes(owners[i] as string));
    const owned = await Promise.all(
      added.map((email) => countPlacesOwnedInTx(tx, uids.get(email) as string)),
    );
    const full = added.filter((_, i) => (owned[i] ?? 0) >= OWNED_PLACES_MAX);
    if (full.length > 0) {
      throw new AppError(
        'invalid_input',
        `Invalid emails: the account of ${full.join(', ')} owns ${OWNED_PLACES_MAX} places already, the most one account may own`,
      );
    }
    writeOwnersInTx(tx, serviceId, owners);
    // Each owner named by the account's address: taken out of the trail if it is deleted.
    const who: SummaryPart[] =
      wanted.length === 0
        ? ['none']
        : wanted.flatMap((email, i) => [
            ...(i > 0 ? [', '] : []),
            named(owners[i] as string, email),
          ]);
    recordDecision(tx, actor, 'place.owners', { kind: 'place', id: serviceId }, [
      `Owners of "${place.title}": `,
      ...who,
    ]);
  });
  return wanted;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/**
 * The places the caller owns (at most OWNED_PLACES_MAX: setOwners), each with how many of its
 * visible reviews await an answer: the places from the catalogue (those it does not hold, retired
 * ones among them, in one read) and one count a place, all at once.
 */
export async function listOwnedPlaces(
  caller: Caller,
  catalog: ServiceCatalog,
): Promise<OwnedService[]> {
  const ids = await findPlacesOwnedBy(caller.uid);
  const [places, counts] = await Promise.all([
    catalog.getPlaces(ids),
    Promise.all(ids.map((id) => countUnanswered(id))),
  ]);
  const unanswered = new Map(ids.map((id, i) => [id, counts[i] ?? 0]));
  return [...places.values()]
    .map((place) => ({
      _id: place._id,
      title: place.title,
      img: place.img || null,
      archived: place.archived,
      unanswered: unanswered.get(place._id) ?? 0,
    }))
    .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}

/** A page of an owned place's reviews, for its owners and admins (403 anyone else, 404 unknown place). */
export async function listPlaceReviewsForOwner(
  caller: Caller,
  serviceId: string,
  { status, limit, cursor }: OwnerReviewsQuery,
  cursors: Cursors,
): Promise<PublicReviewsPage> {
  assertMayAct(caller, await findOwners(serviceId));
  await getPlace(serviceId);
  return listReviewsToAnswer(
    serviceId,
    { unanswered: status === 'unanswered', limit, ...(cursor ? { cursor } : {}) },
    cursors,
  );
}

/** Who may answer for the review's place, decided in the answer's own transaction. */
const mayAnswer = (caller: Caller) => async (tx: Tx, serviceId: string) => {
  assertMayAct(caller, await readOwnersInTx(tx, serviceId));
};

/** Answers a visible review in its place's name (or changes the answer). */
export function answerReview(
  caller: Caller,
  reviewId: string,
  message: string,
): Promise<ReviewResponse | null> {
  return setReviewResponse(
    reviewId,
    { message, uid: caller.uid },
    mayAnswer(caller),
    adminOf(caller),
  );
}

/** Removes the place's answer to a visible review; none there is no change (200). */
export function removeAnswer(caller: Caller, reviewId: string): Promise<null> {
  return setReviewResponse(reviewId, null, mayAnswer(caller), adminOf(caller)) as Promise<null>;
}

/** An admin's answers and removals go in the audit trail (responses.ts); an owner's do not. */
const adminOf = (caller: Caller) => (caller.admin ? caller : null);

/**
 * Removes the account `uid` from every place it owns (DELETE /account), each place in its own
 * transaction: a call cut short leaves each place either with or without it, and the next call
 * finds what is left. Its answers stay: they speak for the place, not for the person.
 */
export async function forgetOwner(uid: string): Promise<number> {
  let removed = 0;
  for (const serviceId of await findPlacesOwnedBy(uid)) {
    const changed = await inTransaction(async (tx) => {
      const owners = await readOwnersInTx(tx, serviceId);
      if (!owners.includes(uid)) return false;
      writeOwnersInTx(
        tx,
        serviceId,
        owners.filter((owner) => owner !== uid),
      );
      return true;
    });
    if (changed) removed += 1;
  }
  return removed;
}

import type { UserIdentifier, UserRecord } from 'firebase-admin/auth';
import { adminAuth } from '../lib/firebase';

/*
 * Owners' accounts as Firebase Auth knows them (the Admin SDK's getUsers: up to 100 per call, one
 * round trip): addresses to accounts when an admin names owners, accounts to their current
 * addresses when the owners are listed.
 */

const emailOf = (user: UserRecord) => (user.email ?? '').toLowerCase();

/**
 * The accounts of `emails` (lower-cased), the addresses no account has, and those whose account
 * has not verified it.
 */
export async function findAccountsByEmail(
  emails: readonly string[],
): Promise<{ uids: Map<string, string>; missing: string[]; unverified: string[] }> {
  if (emails.length === 0) return { uids: new Map(), missing: [], unverified: [] };
  const found = await adminAuth().getUsers(emails.map((email): UserIdentifier => ({ email })));
  const uids = new Map(found.users.map((user) => [emailOf(user), user.uid]));
  const verified = new Set(found.users.filter((u) => u.emailVerified).map(emailOf));
  return {
    uids,
    missing: emails.filter((email) => !uids.has(email)),
    unverified: emails.filter((email) => uids.has(email) && !verified.has(email)),
  };
}

/** The current address of each account in `uids` that still exists, by uid. */
export async function findEmailsByUid(uids: readonly string[]): Promise<Map<string, string>> {
  if (uids.length === 0) return new Map();
  const found = await adminAuth().getUsers(uids.map((uid): UserIdentifier => ({ uid })));
  return new Map(found.users.map((user) => [user.uid, emailOf(user)]));
}

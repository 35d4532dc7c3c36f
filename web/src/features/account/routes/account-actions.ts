import { redirect } from 'react-router-dom';
import toast from '@/lib/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import type { Reauthentication } from '@/lib/auth/account-service';
import { identityMessage, isWrongPassword, weakPasswordMessage } from '@/lib/auth/identity-error';
import { session } from '@/lib/auth/session';
import { REQUIRES_RECENT_LOGIN } from '../api/account-types';
import { deleteAccount } from '../api/delete-account';
import { updateProfile } from '../api/update-profile';

/*
 * What the account page's forms submit (each through a fetcher of its own, as JSON) and what
 * its route action answers each. The forms checked their fields first; the API and the
 * provider check them again, and their refusals come back here as messages.
 */
const identity = () => import('@/lib/auth/account-service');

export type AccountSubmission =
  | { intent: 'profile'; displayName: string; photoURL: string }
  | { intent: 'password'; current: string; next: string }
  | { intent: 'send-verification' }
  | { intent: 'delete'; reauth?: Reauthentication };

export type ProfileOutcome =
  { intent: 'profile'; ok: true } | { intent: 'profile'; ok: false; message: string };

export type PasswordOutcome =
  | { intent: 'password'; ok: true }
  | { intent: 'password'; ok: false; field?: 'current' | 'next'; message: string };

export type VerificationOutcome =
  | { intent: 'send-verification'; ok: true }
  | { intent: 'send-verification'; ok: false; message: string };

/**
 * A refused delete: sign in again first (`reauth`: the dialog asks for the account's password,
 * or Google), a wrong password, or another failure.
 */
export type DeleteOutcome = {
  intent: 'delete';
  ok: false;
  reauth?: true;
  field?: 'password';
  message?: string;
};

export type AccountOutcome = ProfileOutcome | PasswordOutcome | VerificationOutcome | DeleteOutcome;

/** A failure, logged for support, in the words the reader gets. */
function messageOf(error: unknown, fallback: string): string {
  console.error(error);
  return identityMessage(error, fallback);
}

/** The API updates the name and photo; the account is then read again, so the navbar shows them. */
export async function saveProfile(
  submission: Extract<AccountSubmission, { intent: 'profile' }>,
): Promise<ProfileOutcome> {
  try {
    // An emptied name is sent too: the API removes it ("" → none), as it does an emptied photo.
    await updateProfile({
      displayName: submission.displayName.trim(),
      photoURL: submission.photoURL.trim(),
    });
  } catch (error) {
    return {
      intent: 'profile',
      ok: false,
      message: messageOf(error, 'Your profile was not saved.'),
    };
  }
  try {
    await (await identity()).refreshAccount();
  } catch (error) {
    // Saved: the page shows the change on its next load.
    console.error(error);
  }
  toast.success('Profile saved');
  return { intent: 'profile', ok: true };
}

export async function changePassword(
  submission: Extract<AccountSubmission, { intent: 'password' }>,
): Promise<PasswordOutcome> {
  try {
    await (await identity()).changePassword(submission.current, submission.next);
  } catch (error) {
    console.error(error);
    if (isWrongPassword(error)) {
      return {
        intent: 'password',
        ok: false,
        field: 'current',
        message: 'That is not your current password',
      };
    }
    const weak = weakPasswordMessage(error);
    if (weak) return { intent: 'password', ok: false, field: 'next', message: weak };
    const message = identityMessage(error, 'Your password was not changed.');
    return { intent: 'password', ok: false, message };
  }
  toast.success('Password changed');
  return { intent: 'password', ok: true };
}

export async function sendVerificationAgain(): Promise<VerificationOutcome> {
  try {
    await (await identity()).sendVerification(paths.account);
    return { intent: 'send-verification', ok: true };
  } catch (error) {
    return {
      intent: 'send-verification',
      ok: false,
      message: messageOf(error, 'The email was not sent.'),
    };
  }
}

/**
 * Deletes the account (after proving its owner is here again, when the API asked for it), then
 * ends the session in this browser as sign-out does, and goes home.
 */
export async function deleteOwnAccount(
  submission: Extract<AccountSubmission, { intent: 'delete' }>,
): Promise<DeleteOutcome | Response> {
  const service = await identity();
  if (submission.reauth) {
    try {
      await service.reauthenticate(submission.reauth);
    } catch (error) {
      console.error(error);
      if (isWrongPassword(error)) {
        return {
          intent: 'delete',
          ok: false,
          reauth: true,
          field: 'password',
          message: 'That is not your password',
        };
      }
      const message = identityMessage(error, 'We could not confirm it is you.');
      return { intent: 'delete', ok: false, reauth: true, message };
    }
  }
  try {
    await deleteAccount();
  } catch (error) {
    if (isApiError(error) && error.status === 401 && error.code === REQUIRES_RECENT_LOGIN) {
      return { intent: 'delete', ok: false, reauth: true };
    }
    return {
      intent: 'delete',
      ok: false,
      message: messageOf(error, 'Your account was not deleted.'),
    };
  }
  try {
    // As sign-out does: nothing of the deleted account's stays for the next person on this device.
    await session.endSession();
  } catch (error) {
    console.error(error); // The account is gone: its session ends with it.
  }
  toast.success('Your account has been deleted');
  return redirect(paths.home);
}

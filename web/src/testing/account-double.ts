import { vi, type Mock } from 'vitest';
import type * as AccountService from '@/lib/auth/account-service';

/*
 * Stands in for '@/lib/auth/account-service' in every web test (see setup-tests.ts): no test
 * reaches the Auth SDK. Each call succeeds unless the test says otherwise, e.g.
 * `identity.checkResetCode.mockRejectedValue(identityFailure('expired-action-code'))`.
 */
type Service = typeof AccountService;

export const identity = {
  sendPasswordReset: vi.fn<Service['sendPasswordReset']>(),
  checkResetCode: vi.fn<Service['checkResetCode']>(),
  resetPassword: vi.fn<Service['resetPassword']>(),
  signIn: vi.fn<Service['signIn']>(),
  confirmEmail: vi.fn<Service['confirmEmail']>(),
  sendVerification: vi.fn<Service['sendVerification']>(),
  refreshAccount: vi.fn<Service['refreshAccount']>(),
  reauthenticate: vi.fn<Service['reauthenticate']>(),
  changePassword: vi.fn<Service['changePassword']>(),
};

/** An error as the SDK throws it: a message naming the code, and the code. */
export function identityFailure(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });
}

export function resetIdentity(): void {
  for (const mock of Object.values(identity) as Mock<() => Promise<unknown>>[]) {
    mock.mockReset().mockResolvedValue(undefined);
  }
  identity.checkResetCode.mockResolvedValue('tess@example.com');
}

export const {
  sendPasswordReset,
  checkResetCode,
  resetPassword,
  signIn,
  confirmEmail,
  sendVerification,
  refreshAccount,
  reauthenticate,
  changePassword,
} = identity;

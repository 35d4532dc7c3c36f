import { readSavedList, rememberSavedList } from '@/lib/offline';
import { keepSavedCookie } from '@/lib/saved-cookie';
import { services } from '@/testing/fixtures';
import { endSession } from './end-session';

const sdk = vi.hoisted(() => ({ logOut: vi.fn<() => Promise<void>>() }));
vi.mock('./auth-service', () => ({ logOut: sdk.logOut }));

describe('endSession', () => {
  it('signs out and forgets the reader’s saved list, the cookie /saved is rendered from and the spec’s token item', async () => {
    sdk.logOut.mockResolvedValue(undefined);
    rememberSavedList('u1', services.slice(0, 1));
    keepSavedCookie([services[0]!._id]);
    localStorage.setItem('token', 'old');
    await endSession();
    expect(sdk.logOut).toHaveBeenCalledTimes(1);
    expect(readSavedList('u1')).toBeNull();
    // Sent with /saved only (its Path): seen from there.
    history.replaceState(null, '', '/saved');
    expect(document.cookie).toBe('');
    history.replaceState(null, '', '/');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgets them even when the SDK’s sign-out fails, then says it failed', async () => {
    sdk.logOut.mockRejectedValue(new Error('auth/network-request-failed'));
    rememberSavedList('u1', services.slice(0, 1));
    await expect(endSession()).rejects.toThrow('auth/network-request-failed');
    expect(readSavedList('u1')).toBeNull();
  });
});

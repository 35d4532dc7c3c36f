/** Who is asking: the account of the verified ID token that came with the request. */
export interface Caller {
  uid: string;
  /** Lower-cased; reviews are owned by this address. */
  email: string;
  /** The custom claim `admin: true` (granted with `npm run admin -- grant <email>`). */
  admin: boolean;
  /** The token's `email_verified`: the account has proven it receives mail at `email`. */
  emailVerified: boolean;
  /**
   * When the account last proved who it is (the token's `auth_time`, seconds since the epoch):
   * a refreshed token keeps the time of the sign-in it continues.
   */
  signedInAt: number;
  /** The token's `picture` claim: the profile photo when the token was made (may be stale). */
  picture: string | null;
}

/** Who is asking: the account of the verified ID token that came with the request. */
export interface Caller {
  uid: string;
  /** Lower-cased; reviews are owned by this address. */
  email: string;
  /** The custom claim `admin: true` (granted with `npm run admin -- grant <email>`). */
  admin: boolean;
  /** The token's `email_verified`: the account has proven it receives mail at `email`. */
  emailVerified: boolean;
}

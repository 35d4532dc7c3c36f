import { createContext } from 'react';

/** The part of the identity provider's user record the site shows. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** The address was confirmed through the link the provider emailed (docs/product.md, Accounts). */
  emailVerified: boolean;
  /** How the account signs in ('password', 'google.com'): what it must give again to prove it is its owner. */
  providers: string[];
  /** One of the guide's maintainers: the ID token carries the custom claim `admin: true`. */
  admin: boolean;
}

export interface SignUpInput {
  name: string;
  photoURL: string;
  email: string;
  password: string;
}

export interface AuthContextValue {
  /** null when signed out; only meaningful once `loading` is false. */
  user: AuthUser | null;
  /** True until the provider first reports, and while a sign-in, sign-up or sign-out runs. */
  loading: boolean;
  signUp(input: SignUpInput): Promise<void>;
  logIn(email: string, password: string): Promise<void>;
  logInWithGoogle(): Promise<void>;
  logOut(): Promise<void>;
  /**
   * Fetches the sign-in's code (the auth SDK) ahead of a sign-in or sign-up the reader has begun
   * (a form's field focused), without starting it: pressing the button then waits for the
   * sign-in only. Safe to call any number of times.
   */
  prepareSignIn(): void;
  /** Fetches a fresh ID token, so a claim granted since sign-in (admin) shows. */
  refreshClaims(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

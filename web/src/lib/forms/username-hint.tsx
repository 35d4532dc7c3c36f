/**
 * The account's address, unseen, beside a password field: password managers file the password
 * under it. `name` is the form's own name for it when its action reads it. Here, not in
 * components/ui: that chunk is fetched by every page, and only the account's password forms use
 * this.
 */
export function UsernameHint({ email, name = 'username' }: { email: string; name?: string }) {
  return <input type="email" name={name} autoComplete="username" value={email} readOnly hidden />;
}

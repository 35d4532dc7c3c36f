import { isEmailAddress } from '@/lib/forms/email-address';

/**
 * An address that could be one (see isEmailAddress). The provider says no more than that: no
 * account enumeration.
 */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Please enter your email address';
  return isEmailAddress(email) ? null : 'Please enter a valid email address';
}

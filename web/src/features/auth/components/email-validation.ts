import '@/config/zod';
import * as z from 'zod/mini';

const emailRule = z.email();

/** An address that could be one (the provider says no more: no account enumeration). */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Please enter your email address';
  return emailRule.safeParse(email).success ? null : 'Please enter a valid email address';
}

let probe: HTMLInputElement | undefined;

/**
 * An address that could be one, as the HTML standard defines a valid email address and the
 * browser checks `<input type="email">` (no library: this page ships no zod). The provider says
 * no more than that: no account enumeration.
 */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Please enter your email address';
  probe ??= Object.assign(document.createElement('input'), { type: 'email' });
  probe.value = email;
  return probe.validity.typeMismatch ? 'Please enter a valid email address' : null;
}

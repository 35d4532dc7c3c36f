let probe: HTMLInputElement | undefined;

/**
 * Whether a (trimmed) text is an address as the HTML standard defines a valid email address and
 * the browser checks `<input type="email">` (no library: the pages that use it ship no zod).
 */
export function isEmailAddress(email: string): boolean {
  probe ??= Object.assign(document.createElement('input'), { type: 'email' });
  probe.value = email;
  return email !== '' && !probe.validity.typeMismatch;
}

import { DISPLAY_NAME_MAX, PHOTO_URL_MAX } from '@contract/accounts';

/** The API's own limits (functions/src/contract/accounts.ts): the form refuses what it would. */
export { PHOTO_URL_MAX };
export const NAME_MAX = DISPLAY_NAME_MAX;

export function nameError(value: string): string | null {
  return value.trim().length > NAME_MAX ? `Please keep your name to ${NAME_MAX} characters` : null;
}

/** An https address of at most 2,048 characters, or nothing (the initials show instead). */
export function photoUrlError(value: string): string | null {
  const url = value.trim();
  if (url === '') return null;
  if (url.length > PHOTO_URL_MAX) {
    return `The address is too long: at most ${PHOTO_URL_MAX.toLocaleString('en')} characters`;
  }
  return isHttpsUrl(url)
    ? null
    : 'Please enter an address starting with https:// (or leave it empty)';
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

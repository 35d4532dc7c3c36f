export const PHOTO_URL_MAX = 2048;

/**
 * The characters of a URL as RFC 3986 writes it (anything else percent-encoded): what Firebase
 * Auth's Admin SDK accepts as a photo URL, so that nothing this schema passes is refused there.
 */
const HTTPS_URL = /^https:\/\/[a-z0-9:/?#[\]@!$&'()*+,;=.\-_~%]+$/i;

/**
 * A photo anyone's browser may be asked to load beside a review: an absolute `https://` address
 * with a host and no credentials. `http:` (mixed content), `javascript:`, `data:` and relative
 * addresses never qualify, whoever wrote them (a form, another client, a token's `picture`).
 */
export function isHttpsPhotoUrl(value: string): boolean {
  if (value.length > PHOTO_URL_MAX || !HTTPS_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

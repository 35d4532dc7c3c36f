import { createHash } from 'node:crypto';
import { inlineScripts } from '../build/external-scripts';

/*
 * The Content-Security-Policy of a page this function renders. firebase.json's policy allows no
 * inline script; a rendered page carries a few (the router's context and its streamed route data,
 * written per request), so the function sends the site's policy with the sha256 of each of them
 * added to script-src: those scripts run, no other inline one does, and the page needs no nonce.
 * firebase.json sends its own policy on every path but the function's (a test holds the two
 * lists together), so this one is the page's only one.
 */

/** `'sha256-…'` for each inline script of `html` that runs as code. */
export function scriptHashes(html: string): string[] {
  return inlineScripts(html).map(
    (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/**
 * `policy` (the site's) with `html`'s inline scripts allowed by hash, and, on the local suite,
 * the Auth emulator's origin where the app talks to it and the Storage emulator's (an
 * `http://host:port` URL, where travellers' photos are served locally) as a source of images, as
 * the launcher adds them to firebase.json's policy for the suite: emulators/stack/src/suite.ts.
 * In production photos come over https, which img-src allows.
 */
export function pagePolicy(
  policy: string,
  html: string,
  authEmulator?: string,
  storageEmulator?: string,
): string {
  const hashes = scriptHashes(html);
  return policy
    .split('; ')
    .map((directive) => {
      if (directive.startsWith('script-src ') && hashes.length > 0) {
        return `${directive} ${hashes.join(' ')}`;
      }
      if (authEmulator && /^(connect-src|frame-src) /.test(directive)) {
        return `${directive} http://${authEmulator}`;
      }
      if (storageEmulator && directive.startsWith('img-src ')) {
        return `${directive} ${new URL(storageEmulator).origin}`;
      }
      return directive;
    })
    .join('; ');
}

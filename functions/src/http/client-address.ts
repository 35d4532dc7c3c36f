import { isIPv4, isIPv6 } from 'node:net';

/** 169.254.0.0/16, also written as an IPv4-mapped IPv6 address. */
function isLinkLocalV4(addr: string): boolean {
  const v4 = addr.startsWith('::ffff:') ? addr.slice('::ffff:'.length) : addr;
  return isIPv4(v4) && v4.startsWith('169.254.');
}

/** fe80::/10 */
function isLinkLocalV6(addr: string): boolean {
  return isIPv6(addr) && /^fe[89ab][0-9a-f]:/i.test(addr);
}

/**
 * Express's 'trust proxy': whose word we take for the caller's address. `req.ip` is the first
 * address, walking from the socket back through X-Forwarded-For, that this does not trust.
 *
 * The deployed function is reached only through Google's front end, which appends the address
 * that connected to it to X-Forwarded-For (anything a client wrote there stays to the left) and
 * hands the request on from a link-local address inside Cloud Run. The Functions emulator hands
 * it on over a unix socket, which has no address, behind a local stand-in for that front end.
 * So we trust one hop, and only when the socket is one of those: then `req.ip` is the entry the
 * front end appended. From anywhere else (a test calling createApp() over loopback, or a Cloud Run
 * hop that does not look as documented) the socket's own address is the caller, so a made-up
 * header can never choose the key, at worst several callers share one.
 *
 * Behind Firebase Hosting the entry the front end appended is Hosting's own address, shared by
 * every visitor of that Hosting node: Hosting's CDN may put the visitor's address one entry
 * further left, but a direct call to the function's URL can put anything there, and the function
 * cannot tell the two apart. docs/api.md, "Which address is the client's", has the sources.
 */
export function trustFrontEndHop(addr: string | undefined, hop: number): boolean {
  if (hop !== 0) return false;
  if (addr === undefined || addr === '') return true;
  return isLinkLocalV4(addr) || isLinkLocalV6(addr);
}

/*
 * "Near me" on /allService: the browser's position, asked when the reader presses the button
 * (this module comes with that press: components/catalog-extras.ts), kept only rounded.
 */

/**
 * `near` for a position: each degree rounded to 2 decimals, all the page ever keeps of it (in
 * its URL, and so in the API's and the CDN's logs), never the browser's exact reading.
 */
export function nearFrom(lat: number, lng: number): string {
  const round = (degrees: number) => String(Math.round(degrees * 100) / 100 || 0);
  return `${round(lat)},${round(lng)}`;
}

const KEEP = 'The places keep their usual order.';

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not on every browser's global). */
const PERMISSION_DENIED = 1;

/**
 * The reader's position as `near`, or what to tell them when it cannot be had: they (or the
 * site's Permissions-Policy) refused, or the browser has no reading.
 */
export function askNear(): Promise<{ near: string } | { problem: string }> {
  const unavailable = { problem: `We couldn't get your location right now. ${KEEP}` };
  const { geolocation } = navigator;
  if (!geolocation) return Promise.resolve(unavailable);
  return new Promise((resolve) =>
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ near: nearFrom(coords.latitude, coords.longitude) }),
      (error) =>
        resolve(
          error.code === PERMISSION_DENIED
            ? { problem: `We couldn't get your location: your browser did not share it. ${KEEP}` }
            : unavailable,
        ),
      // A reading to the nearest kilometre or so is all the sort needs.
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    ),
  );
}

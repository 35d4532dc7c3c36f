/** CLDR's abbreviations for British English (what `Intl` prints for 'en-GB'). */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * The day of an ISO timestamp in UTC, as British English writes it in short: "5 Jan 2026" (what
 * `Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' })` prints).
 *
 * Written out rather than asked of `Intl`: a page's first `Intl.DateTimeFormat` loads the
 * browser's date patterns, 35 to 60 ms of main-thread work on a desktop here (four times that on
 * the phone Lighthouse emulates), all while the app takes the rendered page over. And the server
 * and a browser with different ICU data would print different text for the same review, which
 * React reports as a hydration mismatch. A timestamp that is not a date comes back as it is.
 */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A count as American English writes it, with a comma between thousands: 12,345. Written out
 * for the same reason as `formatDay`: `toLocaleString` would start `Intl` while the page starts.
 */
export function formatCount(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

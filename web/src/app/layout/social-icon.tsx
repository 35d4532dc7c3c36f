export type SocialNetwork = 'twitter' | 'youtube' | 'facebook';

const PATHS: Record<SocialNetwork, string> = {
  twitter:
    'M23.95 4.57a10 10 0 0 1-2.82.77 4.96 4.96 0 0 0 2.16-2.72c-.95.56-2 .96-3.12 1.19a4.92 4.92 0 0 0-8.38 4.48A13.94 13.94 0 0 1 1.64 3.16a4.92 4.92 0 0 0 1.52 6.57 4.9 4.9 0 0 1-2.23-.62v.06a4.92 4.92 0 0 0 3.95 4.83 4.96 4.96 0 0 1-2.21.08 4.93 4.93 0 0 0 4.6 3.42A9.87 9.87 0 0 1 0 19.54a13.94 13.94 0 0 0 7.56 2.21c9.05 0 14-7.5 14-13.98 0-.21 0-.42-.02-.63A9.94 9.94 0 0 0 24 4.59z',
  youtube:
    'M19.62 3.18c-3.6-.25-11.63-.25-15.23 0C.5 3.45.04 5.8 0 12c.04 6.19.5 8.55 4.39 8.82 3.6.25 11.63.25 15.23 0C23.5 20.55 23.96 18.2 24 12c-.04-6.19-.5-8.55-4.38-8.82zM9 16V8l8 4-8 4z',
  facebook:
    'M9 8H6v4h3v12h5V12h3.64L18 8h-4V6.33C14 5.38 14.19 5 15.11 5H18V0h-3.81C10.6 0 9 1.58 9 4.61V8z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}

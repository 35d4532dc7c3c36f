/** The compass-pin logo next to the site name. Decorative: the name says it all. */
export function BrandMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#0f6b6b" />
      <path d="M16 6l4 10-4 10-4-10z" fill="#fff" />
      <path d="M16 6l4 10h-8z" fill="#f5a524" />
      <circle cx="16" cy="16" r="2" fill="#0b3a40" />
    </svg>
  );
}

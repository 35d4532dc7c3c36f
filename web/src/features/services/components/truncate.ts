export const DESCRIPTION_PREVIEW_LENGTH = 100;

/** The all-services card shows the first 100 characters of a description, then '...'. */
export function truncateDescription(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

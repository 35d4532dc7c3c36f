export const SITE_NAME = 'My Tourist Guide';

export function formatTitle(title: string): string {
  return `${title} - ${SITE_NAME}`;
}

/** React 19 hoists <title> into <head>, so each page names itself where it renders. */
export function PageTitle({ title }: { title: string }) {
  return <title>{formatTitle(title)}</title>;
}

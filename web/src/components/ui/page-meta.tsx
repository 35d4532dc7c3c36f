import { useContext, useEffect } from 'react';
import { PageContext } from '@/lib/page-context';
import { applyPageMeta, type PageMetaInput } from '@/lib/page-meta';
import { formatTitle } from './page-title';

/**
 * Sets the page's description, canonical URL, preview tags and structured data while it shows.
 * Rendered on the server, it hands them to the page's HTML head instead (PageContext).
 */
export function PageMeta({ title, ...meta }: Omit<PageMetaInput, 'title'> & { title: string }) {
  const full = formatTitle(title);
  const key = JSON.stringify(meta);
  const { collectMeta } = useContext(PageContext);
  collectMeta?.({ title: full, ...meta });
  useEffect(() => {
    applyPageMeta(document, { title: full, ...(JSON.parse(key) as Omit<PageMetaInput, 'title'>) });
  }, [full, key]);
  return null;
}

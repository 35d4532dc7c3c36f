import { useEffect } from 'react';
import { applyPageMeta, type PageMetaInput } from '@/lib/page-meta';
import { formatTitle } from './page-title';

/** Sets the page's description, canonical URL, preview tags and structured data while it shows. */
export function PageMeta({ title, ...meta }: Omit<PageMetaInput, 'title'> & { title: string }) {
  const full = formatTitle(title);
  const key = JSON.stringify(meta);
  useEffect(() => {
    applyPageMeta(document, { title: full, ...(JSON.parse(key) as Omit<PageMetaInput, 'title'>) });
  }, [full, key]);
  return null;
}

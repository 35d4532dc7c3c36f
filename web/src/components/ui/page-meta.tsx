import { useSiteOrigin } from '@/lib/page-context';
import { DEFAULT_DESCRIPTION, metaTags, type PageMetaInput } from '@/lib/page-meta';
import { formatTitle, SITE_NAME } from './page-title';

/**
 * The page's description, canonical URL and preview tags. React hoists the
 * <meta> and <link> elements into <head> wherever the page renders them (on the server too), and
 * takes them out when the page goes, so a page states its tags beside the state that decides them
 * (a place, a status page, an emailed link's outcome).
 */
export function PageMeta({
  title,
  fullTitle,
  ...meta
}: Omit<PageMetaInput, 'title'> & { title: string; fullTitle?: boolean }) {
  const origin = useSiteOrigin();
  const { canonical, meta: tags } = metaTags(origin, {
    title: fullTitle ? title : formatTitle(title),
    ...meta,
  });
  return (
    <>
      {tags.map(([attr, key, content]) =>
        attr === 'name' ? (
          <meta key={key} name={key} content={content} />
        ) : (
          <meta key={key} property={key} content={content} />
        ),
      )}
      {canonical && <link rel="canonical" href={canonical} />}
      {meta.noindex && <meta name="robots" content="noindex" />}
    </>
  );
}

/** The site's own tags, for a page that has none of its own (its path is the canonical URL). */
export function SiteMeta({ path }: { path: string }) {
  return <PageMeta title={SITE_NAME} fullTitle description={DEFAULT_DESCRIPTION} path={path} />;
}

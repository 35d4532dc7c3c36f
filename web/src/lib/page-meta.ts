/*
 * What a page tells search engines and link previews about itself: its description,
 * canonical address, Open Graph and Twitter card tags and, for a place, structured
 * data (JSON-LD). The page shells carry the site's defaults; each page updates them
 * when it shows (and a page rendered on the server would write the same values).
 */

export interface PageMetaInput {
  /** The page's title as the tab shows it ('Kyoto, Japan - My Tourist Guide'). */
  title: string;
  description: string;
  /** The page's path; the canonical URL is the site's origin plus this path. */
  path: string;
  /** A picture for previews, a site path ('/images/…') or an https address. */
  image?: string;
  type?: 'website' | 'place';
  /** Structured data for the page, written as application/ld+json. */
  jsonLd?: object;
  /** A page that must not be indexed (not found, gone, errors). */
  noindex?: boolean;
}

export const DEFAULT_DESCRIPTION =
  'Tourist Guide: hand-picked places, special tour offers and honest reviews from fellow travellers.';
export const DEFAULT_IMAGE = '/images/og-image.webp';

/**
 * JSON for inside a <script> element: `<`, `>`, `&` and the two line separators JavaScript
 * treats as line ends are escaped, so no text (a place's description, a reviewer's name)
 * can close the element or start another one. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const absolute = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/** The tags a page sets: [attribute, key, content] for <meta>, and the canonical href. */
export function metaTags(origin: string, meta: PageMetaInput) {
  const url = absolute(origin, meta.path);
  const image = absolute(origin, meta.image ?? DEFAULT_IMAGE);
  return {
    canonical: url,
    meta: [
      ['name', 'description', meta.description],
      ['property', 'og:title', meta.title],
      ['property', 'og:description', meta.description],
      ['property', 'og:url', url],
      ['property', 'og:image', image],
      ['property', 'og:type', meta.type === 'place' ? 'place' : 'website'],
      ['property', 'og:site_name', 'My Tourist Guide'],
      ['name', 'twitter:card', 'summary_large_image'],
      ['name', 'twitter:title', meta.title],
      ['name', 'twitter:description', meta.description],
      ['name', 'twitter:image', image],
    ] as const,
  };
}

/** Writes the page's tags into the document head, replacing the previous page's. */
export function applyPageMeta(doc: Document, meta: PageMetaInput): void {
  const { canonical, meta: tags } = metaTags(doc.location.origin, meta);
  for (const [attr, key, content] of tags) {
    let el = doc.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
    if (!el) {
      el = doc.createElement('meta');
      el.setAttribute(attr, key);
      doc.head.append(el);
    }
    el.content = content;
  }
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.append(link);
  }
  link.href = canonical;
  let script = doc.head.querySelector<HTMLScriptElement>('script#page-jsonld');
  if (meta.jsonLd) {
    if (!script) {
      script = doc.createElement('script');
      script.id = 'page-jsonld';
      script.type = 'application/ld+json';
      doc.head.append(script);
    }
    script.textContent = jsonForScript(meta.jsonLd);
  } else {
    script?.remove();
  }
  const robots = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (meta.noindex) {
    const el = robots ?? doc.createElement('meta');
    el.name = 'robots';
    el.content = 'noindex';
    if (!robots) doc.head.append(el);
  } else {
    robots?.remove();
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The same tags as applyPageMeta, as HTML for a page rendered on the server (the title is the
 * page's own <title>, which React renders). Every value is escaped; the JSON-LD as jsonForScript.
 */
export function headHtml(origin: string, meta: PageMetaInput): string {
  const { canonical, meta: tags } = metaTags(origin, meta);
  return [
    ...tags.map(
      ([attr, key, content]) => `<meta ${attr}="${key}" content="${escapeHtml(content)}">`,
    ),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(meta.jsonLd
      ? [
          `<script id="page-jsonld" type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`,
        ]
      : []),
  ].join('\n    ');
}

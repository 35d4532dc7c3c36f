import { readLivePlaceStamps } from './store';

/*
 * What search engines are told about the site: every page worth indexing (home, all
 * places, every place on offer) with an honest `lastmod` (when its document last
 * changed: its text, pictures or rating). Archived and unknown places are never
 * listed. robots.txt, which points here, is a static file written by the web build
 * (the Functions runtime answers /robots.txt itself, with a 404, before any function).
 */

const xml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const day = (iso: string) => iso.slice(0, 10);

export async function sitemapXml(site: string): Promise<string> {
  const places = await readLivePlaceStamps();
  const newest = places.reduce((max, p) => (p.updatedAt > max ? p.updatedAt : max), '');
  const url = (path: string, lastmod: string) =>
    `  <url><loc>${xml(`${site}${path}`)}</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/', newest),
    url('/allService', newest),
    ...places.map((p) => url(`/detail/${encodeURIComponent(p.id)}`, p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

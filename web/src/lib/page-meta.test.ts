import { applyPageMeta, jsonForScript } from './page-meta';

const HOSTILE = '</script><script>alert(1)</script> & \u2028 <!--';

describe('jsonForScript', () => {
  it('can never close its script element, and parses back to the same value', () => {
    const value = { name: HOSTILE, nested: [HOSTILE] };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('stays inert in a document: one script, its text the JSON, nothing run', () => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.head.innerHTML = `<script type="application/ld+json">${jsonForScript({ n: HOSTILE })}</script>`;
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]!.textContent!)).toEqual({ n: HOSTILE });
  });
});

describe('applyPageMeta', () => {
  it("writes a page's description, canonical URL, preview tags and structured data, and the next page's replace them", () => {
    applyPageMeta(document, {
      title: 'Kyoto, Japan - My Tourist Guide',
      description: 'Temples and gardens.',
      path: '/detail/kyoto-japan',
      image: '/images/services/kyoto-japan-800.webp',
      type: 'place',
      jsonLd: { name: HOSTILE },
    });
    const meta = (sel: string) => document.head.querySelector<HTMLMetaElement>(sel)?.content;
    const origin = window.location.origin;
    expect(meta('meta[name="description"]')).toBe('Temples and gardens.');
    expect(meta('meta[property="og:title"]')).toBe('Kyoto, Japan - My Tourist Guide');
    expect(meta('meta[property="og:url"]')).toBe(`${origin}/detail/kyoto-japan`);
    expect(meta('meta[property="og:image"]')).toBe(
      `${origin}/images/services/kyoto-japan-800.webp`,
    );
    expect(meta('meta[property="og:type"]')).toBe('place');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      `${origin}/detail/kyoto-japan`,
    );
    const script = document.head.querySelector('script#page-jsonld');
    expect(JSON.parse(script!.textContent!)).toEqual({ name: HOSTILE });

    applyPageMeta(document, {
      title: 'Gone',
      description: 'Gone',
      path: '/detail/x',
      noindex: true,
    });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('script#page-jsonld')).toBeNull();
    expect(meta('meta[name="robots"]')).toBe('noindex');
    applyPageMeta(document, { title: 'Home', description: 'Home', path: '/' });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});

import { render } from '@testing-library/react';
import { PageMeta } from './page-meta';

const head = (selector: string) => document.head.querySelector(selector);

describe('PageMeta', () => {
  it('puts the page’s description, canonical URL and preview tags in <head>, and takes them away with the page', () => {
    const { unmount } = render(
      <PageMeta title="Kyoto" description="Temples" path="/detail/kyoto" image="/k.webp" noindex />,
    );
    const origin = window.location.origin;
    expect(head('meta[name="description"]')).toHaveAttribute('content', 'Temples');
    expect(head('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Kyoto - My Tourist Guide',
    );
    expect(head('meta[property="og:image"]')).toHaveAttribute('content', `${origin}/k.webp`);
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/detail/kyoto`);
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    unmount();
    expect(head('meta[name="description"]')).toBeNull();
    expect(head('link[rel="canonical"]')).toBeNull();
  });

  it('names no address for a page without a path (a status page): no canonical URL, no og:url', () => {
    render(<PageMeta title="Page Not Found" description="Ops!! Page Not found: 4o4" noindex />);
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      'Ops!! Page Not found: 4o4',
    );
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('meta[property="og:url"]')).toBeNull();
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

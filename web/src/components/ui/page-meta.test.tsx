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
});

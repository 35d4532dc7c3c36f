import { describe, expect, it } from 'vitest';
import { INLINED_CSS, withInlineStyles } from './inline-styles';

const CSS: Record<string, string> = {
  '/assets/root-a.css': 'body{margin:0}',
  '/assets/ui-b.css': '._card_1{padding:1rem}',
};
const cssOf = (path: string) => CSS[path];

describe('a page with its stylesheets in it', () => {
  it("puts each known stylesheet's text before its link, which is typed so it is never fetched", () => {
    const html =
      '<head><link rel="icon" href="/favicon.png"/><link rel="stylesheet" href="/assets/root-a.css"/>' +
      '<link rel="stylesheet" href="/assets/ui-b.css#"/></head>';
    expect(withInlineStyles(html, cssOf)).toBe(
      '<head><link rel="icon" href="/favicon.png"/>' +
        `<style>body{margin:0}</style><link rel="stylesheet" href="/assets/root-a.css" type="${INLINED_CSS}"/>` +
        `<style>._card_1{padding:1rem}</style><link rel="stylesheet" href="/assets/ui-b.css#" type="${INLINED_CSS}"/>` +
        '</head>',
    );
  });

  it('leaves a stylesheet it does not know, and any other origin’s, as links', () => {
    const html =
      '<link rel="stylesheet" href="/assets/other-c.css"/>' +
      '<link rel="stylesheet" href="https://cdn.example/x.css"/>';
    expect(withInlineStyles(html, cssOf)).toBe(html);
  });

  it('never lets a stylesheet’s text end its element', () => {
    const out = withInlineStyles(
      '<link rel="stylesheet" href="/assets/root-a.css"/>',
      () => 'a::after{content:"</style><script>x()</script>"}',
    );
    expect(out).not.toContain('</style><script>');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });
});

/*
 * A page's stylesheets, put in the page: each `<link rel="stylesheet">` of the site's own CSS is
 * preceded by a `<style>` with that file's text and typed `text/x-inlined-css`, which browsers
 * neither fetch nor apply. The first paint then waits for no request after the HTML (on slow 4G
 * four stylesheets cost 0.1-0.3 s of LCP: docs/decisions.md, "Stylesheets in the page"). The link
 * stays for the app: React hydrates it as the same element, and the router, seeing a page's
 * stylesheet in the document, does not fetch it again on a later navigation.
 */

/** The type that keeps a link to a stylesheet from being fetched or applied. */
export const INLINED_CSS = 'text/x-inlined-css';

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"#]+\.css)(#?)"([^>]*?)\/?>/g;

/**
 * `html` with the stylesheets `cssOf` knows (by path: `/assets/root-x.css`) in the page; any other
 * link stays as it was.
 */
export function withInlineStyles(
  html: string,
  cssOf: (path: string) => string | undefined,
): string {
  return html.replace(STYLESHEET, (link, path: string, hash: string, rest: string) => {
    const css = cssOf(path);
    if (css === undefined) return link;
    // A stylesheet cannot end the element early.
    const text = css.replace(/<\/style/gi, '<\\/style');
    return `<style>${text}</style><link rel="stylesheet" href="${path}${hash}"${rest} type="${INLINED_CSS}"/>`;
  });
}

import { createHash } from 'node:crypto';

/*
 * The site's Content-Security-Policy allows no inline script ('self' only, no 'unsafe-inline', no
 * nonce: a cached page cannot carry one). The framework's HTML carries inline scripts (the router's
 * context, the route modules' import, the streamed route data, the scroll restoration), so each
 * prerendered page's go into files of their own under /assets, named by their content: a classic
 * script stays classic and a module a module, in the order they were. The classic ones are
 * deferred, so the parser never waits for them: deferred scripts and modules run in document
 * order once the page is parsed, the router's context first.
 */

/** An inline script the browser would run: no src, and no type or a JavaScript one. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export function runsAsCode(attributes: string): boolean {
  if (/\bsrc\s*=/.test(attributes)) return false;
  const type = /\btype\s*=\s*"([^"]*)"/.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === '' || type === 'module' || type === 'text/javascript';
}

/** The inline scripts of `html` that run as code, in order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => runsAsCode(attributes))
    .map(([, , code = '']) => code);
}

/**
 * `html` with each inline script replaced by one that loads `/assets/inline-<hash>.js`, and the
 * files to write (name → code). The same script on many pages is one file, cached once.
 */
export function externalScripts(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const out = html.replace(INLINE_SCRIPT, (whole, attributes: string, code: string) => {
    if (!runsAsCode(attributes)) return whole;
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 12);
    const file = `assets/inline-${hash}.js`;
    files.set(file, code);
    const module = /\btype\s*=\s*"module"/.test(attributes);
    return module
      ? `<script type="module" src="/${file}"></script>`
      : `<script defer src="/${file}"></script>`;
  });
  return { html: out, files };
}

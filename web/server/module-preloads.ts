/*
 * The framework puts a <link rel="modulepreload"> for each of a page's modules in its head, ahead
 * of the stylesheets. On a slow link the browser then fetches the page's whole script before the
 * CSS that its first paint waits for: Lighthouse's mobile LCP went from 1.1-1.2 s to 1.9-2.6 s
 * (docs/decisions.md, "No module preloads"). Without them the page's module script still imports
 * the same code, after the first paint.
 */

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** `html` without its module preload links; nothing else changes. */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '');
}

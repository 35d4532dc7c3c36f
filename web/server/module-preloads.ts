/*
 * How a page loads and runs its modules, the one part of its start-up that is not the framework's
 * (docs/decisions.md, "Modules after the first paint, one per task"):
 * - The framework puts a <link rel="modulepreload"> for each module in the head, ahead of the
 *   stylesheets: on a slow link the first paint then waits behind the page's whole script
 *   (Lighthouse's mobile LCP 1.9-2.6 s instead of 1.1-1.2 s). The links go.
 * - Its module script imports the route modules statically, which runs the whole graph
 *   (react-dom, the router, the routes) in one task, over 100 ms at a phone's CPU. Here it first
 *   waits for the page's load and first paint, asks for each module in a task of its own and,
 *   once all have come, runs them one per task, leaves first; its own imports then find them run,
 *   and its entry (which hydrates) comes last.
 */

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
/** The framework's module script: it registers the route modules, then imports its entry. */
const ROUTER_SCRIPT =
  /(<script\b[^>]*\btype="module"[^>]*>)([^<]*__reactRouterRouteModules[^<]*)(<\/script>)/;
const STATIC_IMPORT = /^import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?("[^"]+");?$/gm;
const ENTRY_IMPORT = /\bimport\(("[^"]+")\)/;
/** The template that holds the links until the page has loaded. */
const MODULES_ID = 'page-modules';

/**
 * The code put before the framework's own. It waits for the page's load and first paint, then for
 * its largest picture (the one it fetches first) to be decoded and two frames more, in which it is
 * drawn: a module asked for before a paint counts in Lighthouse's figure for that paint (at most
 * 300 frames, so a load that never ends does not keep the app from starting). Then the held links
 * go in the head, one per task (a modulepreload link fetches and compiles a module without running
 * it): the 15-20 requests sent in one task made it 24-40 ms long on this machine, a long task to
 * Lighthouse. Once all have come each but the last, the entry, runs in a task of its own: run while
 * others still arrive, the same tasks took up to twice as long on a busy phone-speed CPU.
 */
const IN_TURN = `{
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const task = () => new Promise((resolve) => setTimeout(resolve));
  const painted = () =>
    document.readyState === "complete" && performance.getEntriesByName("first-contentful-paint")[0];
  for (let frames = 0; frames < 300 && !painted(); frames++) await frame();
  await document.querySelector('img[fetchpriority="high"]')?.decode().catch(() => {});
  await frame();
  await frame();
  const links = [...document.getElementById("${MODULES_ID}").content.children];
  const fetched = links.map((link) => new Promise((resolve) => (link.onload = link.onerror = resolve)));
  for (const link of links) {
    await task();
    document.head.append(link);
  }
  await Promise.all(fetched);
  for (const link of links.slice(0, -1)) {
    await task();
    await import(link.href);
  }
}
`;

/**
 * `html` with its module preload links held in a template, in the order they are to run, and its
 * module script running them one per task after the load. The framework lists each route module
 * ahead of the chunks it imports: the chunks go first, as running a module runs whatever it
 * imports that has not run yet, in the same task; the entry goes last. The service worker still
 * finds the offline /saved's files by their links (src/sw.ts). A page whose script is not the
 * framework's usual shape only loses its links.
 */
export function withModulesInTurn(html: string): string {
  const links = [...html.matchAll(MODULE_PRELOAD)].map(([link]) => ({
    link,
    href: HREF.exec(link)?.[1],
  }));
  const script = ROUTER_SCRIPT.exec(html);
  const entry = script && ENTRY_IMPORT.exec(script[2] ?? '');
  const out = html.replace(MODULE_PRELOAD, '');
  if (!script || !entry || links.length === 0) return out;
  const [, open = '', code = '', close = ''] = script;
  const entryUrl = JSON.parse(entry[1] ?? '""') as string;
  const routes = [...code.matchAll(STATIC_IMPORT)].map(
    ([, , url = '""']) => JSON.parse(url) as string,
  );
  const rank = (href: string | undefined) =>
    href === entryUrl ? 2 : href !== undefined && routes.includes(href) ? 1 : 0;
  const held = links
    .map((link, index) => ({ ...link, index }))
    .sort((a, b) => rank(a.href) - rank(b.href) || a.index - b.index)
    .map(({ link }) => link)
    .join('');
  const rewritten = code.replace(STATIC_IMPORT, (_, name: string | undefined, url: string) =>
    name ? `const ${name} = await import(${url});` : `await import(${url});`,
  );
  return out
    .replace('</head>', () => `<template id="${MODULES_ID}">${held}</template></head>`)
    .replace(ROUTER_SCRIPT, () => `${open}${IN_TURN}${rewritten}${close}`);
}

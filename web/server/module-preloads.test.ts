import { describe, expect, it } from 'vitest';
import { withModulesInTurn } from './module-preloads';

const preloads = [
  '/assets/manifest-m.js',
  '/assets/entry.client-e.js',
  '/assets/react-r.js',
  '/assets/react-dom-d.js',
  '/assets/root-a.js',
  '/assets/ui-u.js',
  '/assets/home-h.js',
];
/** The module script as React Router's framework writes it. */
const routerScript = `import "/assets/manifest-m.js";
import * as route0 from "/assets/root-a.js";
import * as route1 from "/assets/home-h.js";

  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-e.js");`;
const head =
  '<link rel="preload" as="image" href="/h.webp"/>' +
  preloads.map((href) => `<link rel="modulepreload" href="${href}"/>`).join('') +
  '<link rel="stylesheet" href="/assets/root-c.css"/>';
const page =
  `<html><head>${head}</head><body><main>Home</main>` +
  `<script>window.__reactRouterContext = {};</script>` +
  `<script type="module">${routerScript}</script></body></html>`;

const moduleScript = (html: string) =>
  /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/**
 * Runs a page's module script against a stand-in browser, one task at a time (each timer or
 * event callback is a task; promises settle between them), and says what it did in which task.
 */
async function run(html: string) {
  const tasks: (() => void)[] = [];
  let task = 0;
  const imports: { url: string; task: number }[] = [];
  const appended: { href: string; task: number }[] = [];
  const template = /<template id="page-modules">(.*?)<\/template>/.exec(html)?.[1] ?? '';
  const held = [...template.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
    ([, href]): { href: string; onload?: () => void } => ({ href: `https://site.example${href}` }),
  );
  let lastFetched = 0;
  let decoded = { task: NaN, frames: NaN };
  const window: Record<string, unknown> = {};
  const painted: { name: string }[] = [];
  const performance = {
    getEntriesByName: (name: string) => painted.filter((e) => e.name === name),
  };
  const document = {
    readyState: 'interactive',
    // The page's first picture: decoded some tasks after it is asked.
    querySelector: (selector: string) =>
      selector === 'img[fetchpriority="high"]'
        ? {
            decode: () =>
              new Promise<void>((resolve) => {
                const later = (n: number) =>
                  tasks.push(() => {
                    if (n > 0) return later(n - 1);
                    decoded = { task, frames };
                    resolve();
                  });
                later(3);
              }),
          }
        : null,
    getElementById: (id: string) =>
      id === 'page-modules' ? { content: { children: held } } : null,
    head: {
      append: (...links: typeof held) => {
        appended.push(...links.map(({ href }) => ({ href, task })));
        if (Number.isNaN(framesAtAppend)) framesAtAppend = frames;
        // Each module arrives some tasks later, the first asked for last.
        const arrive = (link: (typeof held)[number], later: number) =>
          tasks.push(() => {
            if (later > 0) return arrive(link, later - 1);
            lastFetched = task;
            link.onload?.();
          });
        links.forEach((link) => arrive(link, 20 - appended.length));
      },
    },
  };
  const setTimeout = (callback: () => void) => tasks.push(callback);
  let frames = 0;
  let framesAtAppend = NaN;
  const requestAnimationFrame = (callback: () => void) =>
    tasks.push(() => {
      frames++;
      callback();
    });
  const load = (url: string) => {
    imports.push({ url: url.replace('https://site.example', ''), task });
    return Promise.resolve({ url });
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  // The script's import() calls go to `load`; it runs as the body of an async function.
  const body = moduleScript(html).replace(/\bimport\(/g, 'load(');
  const AsyncFunction = (async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const done = new AsyncFunction(
    'window',
    'document',
    'performance',
    'setTimeout',
    'requestAnimationFrame',
    'load',
    body,
  )(window, document, performance, setTimeout, requestAnimationFrame, load);
  // Frames go by while the page loads: nothing is asked for.
  const step = async () => {
    task++;
    tasks.shift()!();
    await settle();
  };
  await settle();
  for (let i = 0; i < 5; i++) await step();
  document.readyState = 'complete';
  for (let i = 0; i < 5; i++) await step();
  const beforePaint = { imports: imports.length, links: appended.length, frames };
  painted.push({ name: 'first-contentful-paint' });
  while (tasks.length > 0) await step();
  await done;
  const links = appended.map(({ href }) => href.replace('https://site.example', ''));
  return {
    beforePaint,
    decoded,
    appendedAt: appended[0],
    appendTasks: appended.map(({ task }) => task),
    framesAtAppend,
    lastFetched,
    imports,
    links,
    modules: window.__reactRouterRouteModules,
  };
}

describe("a page's modules, after its load, one per task", () => {
  it('leaves no modulepreload link live and keeps its stylesheets, other links and scripts', () => {
    const html = withModulesInTurn(page);
    expect(html.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('modulepreload');
    expect(html).toContain('<link rel="preload" as="image" href="/h.webp"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-c.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    // No static import is left: one would run its whole graph at once, before the script's code.
    expect(moduleScript(html)).not.toMatch(/^import\s/m);
  });

  it('waits for the load, the first paint and its largest picture, asks for each module in a task of its own and, once all have come, runs each in a task of its own, leaves first and the entry last', async () => {
    const {
      beforePaint,
      decoded,
      appendedAt,
      appendTasks,
      framesAtAppend,
      lastFetched,
      imports,
      links,
      modules,
    } = await run(withModulesInTurn(page));
    expect(beforePaint).toEqual({ imports: 0, links: 0, frames: 10 });
    // Then its largest picture decoded, and two frames in which it is drawn.
    expect(appendedAt?.task).toBeGreaterThan(decoded.task);
    expect(framesAtAppend).toBe(decoded.frames + 2);
    const chunks = ['/assets/react-r.js', '/assets/react-dom-d.js', '/assets/ui-u.js'];
    const routes = ['/assets/manifest-m.js', '/assets/root-a.js', '/assets/home-h.js'];
    const entry = '/assets/entry.client-e.js';
    // Asked for in the order they run, one per task: sent in one task, the requests made it long.
    expect(links).toEqual([...chunks, ...routes, entry]);
    expect(new Set(appendTasks).size).toBe(appendTasks.length);
    // Run once every module has arrived, none while others are still coming in.
    expect(Math.min(...imports.map(({ task }) => task))).toBeGreaterThan(lastFetched);
    const inTurn = imports.slice(0, chunks.length + routes.length);
    expect(inTurn.map(({ url }) => url)).toEqual([...chunks, ...routes]);
    expect(new Set(inTurn.map(({ task }) => task)).size).toBe(inTurn.length);
    // The framework's own imports find those run; its entry, which hydrates, comes last.
    expect(imports.at(-1)?.url).toBe(entry);
    expect(imports.filter(({ url }) => url.includes('entry.client'))).toHaveLength(1);
    expect(modules).toEqual({
      root: { url: '/assets/root-a.js' },
      'routes/home': { url: '/assets/home-h.js' },
    });
  });

  it("holds the links, in the order they run, in a template in the head, where the worker finds the offline page's files", () => {
    const html = withModulesInTurn(page);
    const template = /<template id="page-modules">(.*?)<\/template><\/head>/.exec(html)?.[1];
    expect(template).toBe(
      [
        '/assets/react-r.js',
        '/assets/react-dom-d.js',
        '/assets/ui-u.js',
        '/assets/manifest-m.js',
        '/assets/root-a.js',
        '/assets/home-h.js',
        '/assets/entry.client-e.js',
      ]
        .map((href) => `<link rel="modulepreload" href="${href}"/>`)
        .join(''),
    );
  });

  it('leaves a page with no module preloads as it was, and a script of another shape alone', () => {
    const none = '<link rel="stylesheet" href="/a.css"/><p>rel="modulepreload"</p>';
    expect(withModulesInTurn(none)).toBe(none);
    const other = `<head>${head}</head><script type="module">import "/assets/app.js";</script>`;
    expect(withModulesInTurn(other)).toBe(other.replace(/<link rel="modulepreload"[^>]*>/g, ''));
  });
});

import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
} from 'react-router-dom';
import { serializeErrors, type RouteData } from '@/app/hydration';
import { ROUTE_DATA_ID } from '@/app/page-ids';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/routes';
import { SITE_NAME } from '@/components/ui/page-title';
import { NOT_FOUND_ROUTE } from '@/config/landing-pages';
import { PageContext } from '@/lib/page-context';
import { DEFAULT_DESCRIPTION, headHtml, jsonForScript, type PageMetaInput } from '@/lib/page-meta';

export { setApiBaseUrl } from '@/lib/api-client';

/**
 * Renders one public page on the server (server/pages.ts calls it): the router runs the page's
 * loaders against the API, the app renders to HTML with every promised value settled, and the
 * route data goes with it for the browser to start from (src/app/router.tsx).
 */
export type RenderedPage =
  | {
      kind: 'page';
      /** 200, or 404 / 410 for an unknown path or place or a retired place (no soft 404s). */
      status: number;
      /** The page's <title>, metadata and structured data, for the template's <head>. */
      head: string;
      /** The app's markup, for inside #root. */
      body: string;
      /** The route data as a `<script type="application/json">` element. */
      data: string;
    }
  | { kind: 'redirect'; status: number; location: string }
  /** The page could not be rendered (the API failed): send the app shell, which tries itself. */
  | { kind: 'shell'; reason: string };

/** Statuses a page is rendered with; any other failure leaves the page to the browser. */
const RENDERED_ERRORS = new Set([404, 410]);

const handler = createStaticHandler(routes);

/** Waits for the values a loader returned as promises (the preview, a place's first reviews). */
async function settle(loaderData: Record<string, unknown>): Promise<string | null> {
  for (const data of Object.values(loaderData)) {
    if (!data || typeof data !== 'object') continue;
    const record = data as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (!(value instanceof Promise)) continue;
      try {
        record[key] = await value;
      } catch (error) {
        return `a promised value (${key}) failed: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  }
  return null;
}

/** React puts a page's <title> (and resource hints) first; they belong in <head>. */
function splitHoisted(html: string): { hoisted: string; body: string } {
  const pattern = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)/;
  let rest = html;
  let hoisted = '';
  for (let match = pattern.exec(rest); match; match = pattern.exec(rest)) {
    hoisted += match[0];
    rest = rest.slice(match[0].length);
  }
  return { hoisted, body: rest };
}

export async function renderPage(request: Request, origin: string): Promise<RenderedPage> {
  const context = await handler.query(request);
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('Location') ?? '/',
    };
  }
  for (const error of Object.values(context.errors ?? {})) {
    if (!isRouteErrorResponse(error) || !RENDERED_ERRORS.has(error.status)) {
      const reason = isRouteErrorResponse(error)
        ? `the API answered ${error.status}`
        : error instanceof Error
          ? error.message
          : String(error);
      return { kind: 'shell', reason };
    }
  }
  const unsettled = await settle(context.loaderData);
  if (unsettled) return { kind: 'shell', reason: unsettled };

  let meta: PageMetaInput | undefined;
  const collectMeta = (next: PageMetaInput) => {
    meta = next;
  };
  const router = createStaticRouter(handler.dataRoutes, context);
  let failure: unknown;
  // prerender, not a streaming render: it waits for every lazy part, so the HTML is complete
  // without the inline scripts a stream uses to fill boundaries in later (the CSP forbids them).
  const { prelude } = await prerender(
    <StrictMode>
      <PageContext value={{ origin, collectMeta }}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageContext>
    </StrictMode>,
    {
      // Never split a large finished boundary out to be moved into place by a script later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure = error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) {
    return {
      kind: 'shell',
      reason: `rendering failed: ${failure instanceof Error ? failure.message : String(failure)}`,
    };
  }

  const { hoisted, body } = splitHoisted(html);
  const path = new URL(request.url).pathname;
  const pageMeta = meta ?? { title: SITE_NAME, description: DEFAULT_DESCRIPTION, path };
  const routeData: RouteData = {
    loaderData: context.loaderData,
    errors: serializeErrors(context.errors),
    renderedAt: Date.now(),
  };
  // The catch-all route is the not-found page: the address names nothing.
  const notFound = context.matches.at(-1)?.route.path === NOT_FOUND_ROUTE;
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    // Nothing is painted until the route data, after the page's markup, has arrived: on a slow
    // network the browser would otherwise paint a first part alone, and a short page's footer,
    // cut short and pinned to the bottom of the screen, would jump up when the rest came.
    head: `${hoisted}\n    <link rel="expect" href="#${ROUTE_DATA_ID}" blocking="render" />\n    ${headHtml(origin, pageMeta)}`,
    body,
    data: `<script id="${ROUTE_DATA_ID}" type="application/json">${jsonForScript(routeData)}</script>`,
  };
}

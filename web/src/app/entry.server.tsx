import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router-dom';

/** Where the server's loaders reach the API: the `pages` function sets it as it starts. */
export { setApiBaseUrl } from '@/lib/api-client';

/** The longest a page's promised data (a place's first reviews) may take before it is cut off. */
export const streamTimeout = 10_000;

/**
 * Renders a page, on the server or at build time, whole: the HTML is sent once every part of it
 * is ready (onAllReady), so a crawler, a link preview or a reader without script gets the complete
 * page, not a shell with parts filled in later by scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    // The catch-all route is the not-found page: the address names nothing (no soft 404s).
    const leaf = routerContext.staticHandlerContext.matches.at(-1)?.route;
    let status = leaf?.path === '*' && responseStatusCode === 200 ? 404 : responseStatusCode;
    let sent = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          sent = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        // Never split a large finished part out, to be moved into place by a script later: the
        // HTML is the page as it reads, without script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: reject,
        onError(error) {
          status = 500;
          // Before onAllReady the error rejects or renders the error boundary; after, it is logged.
          if (sent) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

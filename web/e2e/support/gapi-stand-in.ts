import type { BrowserContext } from '@playwright/test';

/**
 * Firebase's popup sign-in talks to its helper iframe through Google's `gapi.iframes`, loaded
 * from https://apis.google.com/js/api.js, and so does the Auth emulator's own helper iframe.
 * This machine and CI have no internet, so the journeys serve this stand-in at that address
 * instead. It implements just the part of `gapi.iframes` both sides use (open, ping, restyle,
 * register, send, getParentIframe) over postMessage; everything else in the flow is real: the
 * SDK, the emulator's popup and helper pages, the postMessage from popup to helper iframe, and
 * the app's CSP (the script still comes from the allowed https://apis.google.com origin).
 */
function gapiStandIn(): void {
  type Handler = (payload: unknown) => unknown;
  type Message = {
    gapiStandIn: 'ready' | 'send' | 'reply';
    id?: number;
    type?: string;
    payload?: unknown;
    responses?: unknown[];
  };

  const isMessage = (data: unknown): data is Message =>
    typeof data === 'object' && data !== null && 'gapiStandIn' in data;

  /** One side of a frame-to-frame channel: handlers by type, replies by id, early sends queued. */
  function channel(target: () => Window | null, source: () => Window | null) {
    const handlers = new Map<string, Handler>();
    const queued = new Map<string, Message[]>();
    const replies = new Map<number, (responses: unknown[]) => void>();
    let nextId = 1;
    let ready = false;
    const readyWaiters: (() => void)[] = [];

    const deliver = (message: Message) => {
      const handler = handlers.get(message.type ?? '');
      if (!handler) {
        queued.set(message.type ?? '', [...(queued.get(message.type ?? '') ?? []), message]);
        return;
      }
      const result = handler(message.payload);
      target()?.postMessage(
        { gapiStandIn: 'reply', id: message.id, responses: [result] } satisfies Message,
        '*',
      );
    };

    window.addEventListener('message', (event: MessageEvent) => {
      if (!isMessage(event.data) || event.source !== source()) return;
      const message = event.data;
      if (message.gapiStandIn === 'ready') {
        ready = true;
        readyWaiters.splice(0).forEach((resolve) => resolve());
      } else if (message.gapiStandIn === 'send') {
        deliver(message);
      } else if (message.id !== undefined) {
        const callback = replies.get(message.id);
        replies.delete(message.id);
        try {
          callback?.(message.responses ?? []);
        } catch {
          // Like gapi, a throwing callback does not break the channel.
        }
      }
    });

    return {
      register(type: string, handler: Handler) {
        handlers.set(type, handler);
        const waiting = queued.get(type) ?? [];
        queued.delete(type);
        waiting.forEach(deliver);
      },
      send(type: string, payload: unknown, callback?: (responses: unknown[]) => void) {
        const id = nextId++;
        if (callback) replies.set(id, callback);
        target()?.postMessage({ gapiStandIn: 'send', id, type, payload } satisfies Message, '*');
      },
      announceReady() {
        target()?.postMessage({ gapiStandIn: 'ready' } satisfies Message, '*');
      },
      whenReady(): Promise<void> {
        return ready ? Promise.resolve() : new Promise((resolve) => readyWaiters.push(resolve));
      },
    };
  }

  interface OpenOptions {
    where: HTMLElement;
    url: string;
    attributes?: { style?: Record<string, string>; [name: string]: unknown };
  }

  const context = {
    open(options: OpenOptions, onOpen: (iframe: unknown) => Promise<unknown>) {
      const element = document.createElement('iframe');
      const { style = {}, ...attributes } = options.attributes ?? {};
      Object.assign(element.style, style);
      for (const [name, value] of Object.entries(attributes)) {
        element.setAttribute(name, String(value));
      }
      element.src = options.url;
      const link = channel(
        () => element.contentWindow,
        () => element.contentWindow,
      );
      options.where.appendChild(element);
      const iframe = {
        restyle: () => Promise.resolve(),
        ping(callback: () => void) {
          return link.whenReady().then(() => callback());
        },
        register: (type: string, handler: Handler) => link.register(type, handler),
        send: (type: string, payload: unknown, callback?: (r: unknown[]) => void) =>
          link.send(type, payload, callback),
      };
      return Promise.resolve(onOpen(iframe)).then(() => iframe);
    },
    getParentIframe() {
      const link = channel(
        () => window.parent,
        () => window.parent,
      );
      link.announceReady();
      return {
        register: (type: string, handler: Handler) => link.register(type, handler),
        send: (type: string, payload: unknown, callback?: (r: unknown[]) => void) =>
          link.send(type, payload, callback),
      };
    },
  };

  const globals = window as unknown as Record<string, unknown>;
  globals.gapi = {
    load(_module: string, options: { callback: () => void } | (() => void)) {
      const callback = typeof options === 'function' ? options : options.callback;
      setTimeout(callback, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
      getContext: () => context,
    },
  };

  const script = document.currentScript as HTMLScriptElement | null;
  const onload = script ? new URL(script.src).searchParams.get('onload') : null;
  const ready = (onload && globals[onload]) || globals.gapi_onload;
  if (typeof ready === 'function') setTimeout(() => (ready as () => void)(), 0);
}

const SCRIPT = `(${gapiStandIn.toString()})();`;

/** Serves the stand-in for every page, popup and iframe of the context. */
export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: SCRIPT }),
  );
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import { serveGapiStandIn } from './gapi-stand-in';
import { READERS_PHOTO_HOST, servePhoto } from './photos';

export { expect };

const SITE_NAME = 'My Tourist Guide';
export const SITE_TITLE_SUFFIX = ` - ${SITE_NAME}`;

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

type DialogType = 'alert' | 'beforeunload' | 'confirm' | 'prompt';

interface ExpectedDialog {
  type: DialogType;
  message: string;
  action: 'accept' | 'dismiss';
}

/** What a journey saw that nobody asked for: each list must stay empty for the journey to pass. */
interface Problems {
  badTitles: string[];
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
  unexpectedDialogs: string[];
}

export interface PageGuard {
  /** A console error this journey expects (the app logs provider and API failures on purpose). */
  allowConsoleError(pattern: RegExp): void;
  /** Another origin serving the site (a proxy in front of it): its pages are guarded too. */
  watchOrigin(origin: string): void;
  /** The next dialog must be exactly this; it is then accepted or dismissed. */
  expectDialog(dialog: ExpectedDialog): void;
  /** Every dialog the site opened so far, as `type: message`. */
  readonly dialogs: readonly string[];
}

const onSite = (url: string, origins: ReadonlySet<string>) => {
  try {
    return origins.has(new URL(url).origin);
  } catch {
    return false;
  }
};

/**
 * Every journey gets a guard on its browser context: console errors, uncaught exceptions,
 * Content-Security-Policy violations, dialogs and every title on the site's pages are
 * recorded, and the journey fails at the end if any was unexpected (or a title does not end
 * with 'My Tourist Guide').
 */
export const test = base.extend<{ guard: PageGuard }>({
  guard: [
    async ({ context, page, baseURL }, use) => {
      const origins = new Set([new URL(baseURL ?? '').origin]);
      const problems: Problems = {
        badTitles: [],
        consoleErrors: [],
        pageErrors: [],
        cspViolations: [],
        unexpectedDialogs: [],
      };
      const allowed: RegExp[] = [];
      const expectedDialogs: ExpectedDialog[] = [];
      const dialogs: string[] = [];
      const titles: string[] = [];

      await serveGapiStandIn(context);
      // Readers' photos from the journeys' photo host load in every journey: a photo one journey
      // gives stays beside that reader's reviews, which later journeys see (offline, it would
      // fail to load and the browser would log it).
      await servePhoto(context, `${READERS_PHOTO_HOST}/**`);
      await context.exposeBinding('__tgReportCspViolation', ({ frame }, violation: string) => {
        if (onSite(frame.url(), origins)) problems.cspViolations.push(violation);
      });
      await context.exposeBinding('__tgReportTitle', ({ frame }, title: string) => {
        if (!onSite(frame.url(), origins) || frame.parentFrame()) return;
        titles.push(title);
        if (!title.endsWith(SITE_NAME)) problems.badTitles.push(`${title} (${frame.url()})`);
      });
      await context.addInitScript(() => {
        // Every title a page ever shows, not only where the journey stops to look.
        let last: string | undefined;
        new MutationObserver(() => {
          if (document.title === last || !document.title) return;
          last = document.title;
          (window as unknown as Record<string, (t: string) => void>).__tgReportTitle?.(last);
        }).observe(document, { subtree: true, childList: true, characterData: true });
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as Record<string, (v: string) => void>)
              .__tgReportCspViolation;
            report?.(
              `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ` +
                `${event.documentURI} (from ${event.sourceFile || '?'}:${event.lineNumber})`,
            );
          },
          true,
        );
      });

      const watch = (watched: Page) => {
        watched.on('console', (message: ConsoleMessage) => {
          if (message.type() !== 'error' || !onSite(watched.url(), origins)) return;
          const where = message.location().url;
          const text = `${message.text()}${where ? ` (${where})` : ''}`;
          if (!allowed.some((pattern) => pattern.test(text))) problems.consoleErrors.push(text);
        });
        watched.on('pageerror', (error) => {
          if (onSite(watched.url(), origins)) problems.pageErrors.push(String(error));
        });
        watched.on('dialog', (dialog) => {
          const seen = `${dialog.type()}: ${dialog.message()}`;
          dialogs.push(seen);
          const next = expectedDialogs.shift();
          if (next && next.type === dialog.type() && next.message === dialog.message()) {
            void (next.action === 'accept' ? dialog.accept() : dialog.dismiss());
          } else {
            problems.unexpectedDialogs.push(seen);
            void dialog.dismiss();
          }
        });
      };
      watch(page);
      context.on('page', watch);

      await use({
        allowConsoleError: (pattern) => allowed.push(pattern),
        watchOrigin: (origin) => origins.add(new URL(origin).origin),
        expectDialog: (dialog) => expectedDialogs.push(dialog),
        get dialogs() {
          return dialogs;
        },
      });

      expect(titles.length, 'page titles seen').toBeGreaterThan(0);
      expect(
        problems,
        'the site logged errors, broke its CSP, opened dialogs or mistitled a page',
      ).toEqual({
        badTitles: [],
        consoleErrors: [],
        pageErrors: [],
        cspViolations: [],
        unexpectedDialogs: [],
      });
      expect(expectedDialogs, 'dialogs the journey expected but never saw').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Marks a page the journey stopped at: its title must end with ' - My Tourist Guide', and a
 * full-page screenshot goes to e2e/screenshots/<desktop|phone>/<name>.png for people to look at.
 */
export async function atPage(page: Page, name: string): Promise<void> {
  await expect(page).toHaveTitle(new RegExp(`.+${escapeRegExp(SITE_TITLE_SUFFIX)}$`));
  const width = page.viewportSize()?.width ?? 0;
  const folder = path.join(SCREENSHOTS, width < 600 ? 'phone' : 'desktop');
  mkdirSync(folder, { recursive: true });
  // Bands the browser has not laid out yet (content-visibility: auto, off screen) are drawn too.
  await page.screenshot({
    path: path.join(folder, `${name}.png`),
    fullPage: true,
    style: '* { content-visibility: visible !important; }',
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

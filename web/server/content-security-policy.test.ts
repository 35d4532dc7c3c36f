import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { externalScripts } from '../build/external-scripts';
import { pagePolicy } from './content-security-policy';

const SITE =
  "default-src 'self'; script-src 'self'; connect-src 'self'; frame-src https://x.web.app";
const WITH_IMAGES = `${SITE}; img-src 'self' data: https:`;
const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('a rendered page’s Content-Security-Policy', () => {
  it('allows exactly the page’s inline scripts, by hash, and no data block', () => {
    const html =
      '<script>window.a = 1;</script><script type="module">import "/x.js";</script>' +
      '<script type="application/ld+json">{"a":1}</script><script src="/y.js"></script>';
    expect(pagePolicy(SITE, html)).toBe(
      `default-src 'self'; script-src 'self' ${sha('window.a = 1;')} ${sha('import "/x.js";')}; ` +
        "connect-src 'self'; frame-src https://x.web.app",
    );
  });

  it('adds the local Auth emulator where the app talks to it, as the launcher does', () => {
    expect(pagePolicy(SITE, '', '127.0.0.1:9898')).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self' http://127.0.0.1:9898; " +
        'frame-src https://x.web.app http://127.0.0.1:9898',
    );
  });

  it('adds the local Storage emulator as a source of images, where travellers’ photos are served', () => {
    expect(pagePolicy(WITH_IMAGES, '', undefined, 'http://127.0.0.1:9199/')).toBe(
      `${SITE}; img-src 'self' data: https: http://127.0.0.1:9199`,
    );
    expect(pagePolicy(WITH_IMAGES, '')).toBe(WITH_IMAGES);
  });
});

describe('a prerendered page’s scripts, moved into files', () => {
  it('keeps classic scripts classic (deferred) and modules modules, in order, one file per content', () => {
    const { html, files } = externalScripts(
      '<p>x</p><script>a()</script><script type="module" async="">import "/m.js";</script>' +
        '<script>a()</script><script type="application/ld+json">{}</script>',
    );
    const [classic, module] = [...files.keys()];
    expect(files.size).toBe(2);
    expect(html).toBe(
      `<p>x</p><script defer src="/${classic}"></script>` +
        `<script type="module" src="/${module}"></script>` +
        `<script defer src="/${classic}"></script><script type="application/ld+json">{}</script>`,
    );
    expect(files.get(classic!)).toBe('a()');
  });
});

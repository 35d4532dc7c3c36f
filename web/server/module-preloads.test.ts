import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './module-preloads';

describe('a page without its module preloads', () => {
  it('loses each modulepreload link and keeps its stylesheets, other links and scripts', () => {
    const head =
      '<link rel="preload" as="image" href="/h.webp"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-a.js"/>' +
      '<link rel="modulepreload" href="/assets/react-b.js" crossorigin="anonymous">' +
      '<link rel="stylesheet" href="/assets/root-c.css"/>';
    const body = '<script type="module" src="/assets/inline-d.js"></script>';
    expect(withoutModulePreloads(head + body)).toBe(
      '<link rel="preload" as="image" href="/h.webp"/>' +
        '<link rel="stylesheet" href="/assets/root-c.css"/>' +
        body,
    );
  });

  it('leaves a page with none as it was', () => {
    const html = '<link rel="stylesheet" href="/a.css"/><p>rel="modulepreload"</p>';
    expect(withoutModulePreloads(html)).toBe(html);
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { startupHints } from '../../scripts/startupHints';
import { chunk } from './fakeChunk';

/** The head of index.html as Vite writes it, then as startupHints leaves it. */
const built = `<head>
    <title>Gold Store</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;

function transform(html: string): string {
  const hook = startupHints().transformIndexHtml as { handler: (html: string, context: unknown) => string };
  return hook.handler(html, { bundle: { 'assets/index.js': chunk('assets/index.js', { isEntry: true, css: ['assets/index.css'] }) } });
}

describe("index.html's startup hints", () => {
  const html = transform(built);
  const position = (text: string) => html.indexOf(text);

  it("preload the app's stylesheet instead of linking it, and apply it once it has arrived, with no inline handler", () => {
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toMatch(/\son[a-z]+=/);
    const script = html.match(/<script>([\s\S]*?)<\/script>/)![1]!;
    new Function(script)();
    const stylesheet = document.head.querySelector<HTMLLinkElement>('link[href="/assets/index.css"]')!;
    expect([stylesheet.rel, stylesheet.getAttribute('as'), stylesheet.getAttribute('fetchpriority')]).toEqual(['preload', 'style', 'low']);
    stylesheet.dispatchEvent(new Event('load'));
    expect(stylesheet.rel).toBe('stylesheet');
  });

  it("add it first in the inline script, as a landing page's stylesheets must come after the app's, and that before the app's code", () => {
    expect(position('<script>')).toBeLessThan(position('"/assets/index.css"'));
    expect(position('"/assets/index.css"')).toBeLessThan(position('location.pathname'));
    expect(position('location.pathname')).toBeLessThan(position('<script type="module"'));
  });
});

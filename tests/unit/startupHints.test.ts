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

  it("preload the app's stylesheet instead of linking it, and apply it once it has arrived", () => {
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain(
      `<link rel="preload" as="style" fetchpriority="low" onload="this.rel='stylesheet'" crossorigin href="/assets/index.css">`,
    );
  });

  it("put it before the inline script, whose landing-page stylesheets must come after the app's, and that before the app's code", () => {
    expect(position('href="/assets/index.css"')).toBeLessThan(position('<script>'));
    expect(position('<script>')).toBeLessThan(position('<script type="module"'));
  });
});

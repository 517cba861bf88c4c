// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hoistTransitiveImports } from '../../scripts/hoistTransitiveImports';
import { chunksOfLandingPage, landingPagePreloadScript } from '../../scripts/landingPages';
import { PRELOAD_STYLESHEET } from '../../scripts/preloadStylesheet';
import { chunk } from './fakeChunk';

const ROUTES = '/work/app/src/routes/';

/** A build's chunks: the first page's, the store's route and what it shares with the product page. */
const chunks = [
  chunk('assets/app.js', { isEntry: true, imports: ['assets/runtime.js'], css: ['assets/app.css'] }),
  chunk('assets/runtime.js'),
  chunk('assets/Store.js', { isDynamicEntry: true, facadeModuleId: `${ROUTES}Store.tsx?tsr-split=component`, imports: ['assets/listing.js', 'assets/app.js'] }),
  chunk('assets/listing.js', { imports: ['assets/listing-product.js', 'assets/runtime.js'], css: ['assets/listing.css', 'assets/app.css'] }),
  chunk('assets/listing-product.js'),
  chunk('assets/About.js', { isDynamicEntry: true, facadeModuleId: `${ROUTES}About.tsx?tsr-split=component` }),
];

afterEach(() => document.head.replaceChildren());

describe("a landing page's chunks", () => {
  it("are its route's chunk, then what it imports that the first page does not load", () => {
    const files = chunksOfLandingPage(/Store\.tsx\?tsr-split=component$/, chunks).map((found) => found.fileName);
    expect(files).toEqual(['assets/Store.js', 'assets/listing.js', 'assets/listing-product.js']);
  });

  function openPage(path: string) {
    history.replaceState(null, '', path);
    // As index.html's inline script runs it: after the code that preloads a stylesheet.
    new Function(PRELOAD_STYLESHEET + landingPagePreloadScript(chunks))();
    return [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('as') ?? ''} ${link.getAttribute('href')}`.replace('  ', ' '));
  }

  it('are preloaded by index.html on that page, with their own stylesheets', () => {
    expect(openPage('/Store')).toEqual([
      'modulepreload /assets/Store.js',
      'modulepreload /assets/listing.js',
      'preload style /assets/listing.css',
      'modulepreload /assets/listing-product.js',
    ]);
  });

  it('have their stylesheets applied as soon as they arrive', () => {
    openPage('/Store');
    const stylesheet = document.head.querySelector<HTMLLinkElement>('link[href="/assets/listing.css"]')!;
    stylesheet.dispatchEvent(new Event('load'));
    expect(stylesheet.rel).toBe('stylesheet');
  });

  it("are not preloaded on another page; the home page's fixed first picture is", () => {
    expect(openPage('/About')).toEqual([]);
    expect(openPage('/')).toContain('preload image /images/banner-poster.webp');
  });
});

describe('hoisting transitive imports', () => {
  it('makes a lazy chunk import, after its own imports, the chunks its imports import', () => {
    const bundle = {
      'assets/Store.js': chunk('assets/Store.js', {
        isDynamicEntry: true,
        imports: ['assets/listing.js', 'assets/other.js'],
        code: 'import{a as b}from"./listing.js";import*as c from"./other.js";console.log(b,c);',
      }),
      'assets/listing.js': chunk('assets/listing.js', { imports: ['assets/shared.js'], code: 'import"./shared.js";export const a=1;' }),
      'assets/shared.js': chunk('assets/shared.js', { imports: ['assets/runtime.js'] }),
      'assets/runtime.js': chunk('assets/runtime.js'),
      'assets/other.js': chunk('assets/other.js'),
    };
    const generateBundle = hoistTransitiveImports().generateBundle as (options: unknown, bundle: unknown) => void;
    generateBundle({}, bundle);
    expect(bundle['assets/Store.js'].code).toBe('import{a as b}from"./listing.js";import*as c from"./other.js";import"./shared.js";import"./runtime.js";console.log(b,c);');
    // Not a lazy chunk: left as it is.
    expect(bundle['assets/listing.js'].code).toBe('import"./shared.js";export const a=1;');
  });
});

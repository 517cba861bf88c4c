// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyPreloadedStylesheets } from '../../src/app/stylesheets';

afterEach(() => document.head.replaceChildren());

function preloadStyle(href: string, landingPage = false) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'style');
  if (landingPage) link.dataset.page = '';
  link.href = href;
  document.head.append(link);
}

describe("index.html's preloaded stylesheets", () => {
  it("are applied with the app's own first, then the landing page's, whatever the order they were added in", () => {
    // As on /Store: the inline script adds the page's stylesheet before the parser reaches the app's.
    preloadStyle('/assets/listing.css', true);
    preloadStyle('/assets/index.css');
    void applyPreloadedStylesheets();
    const applied = [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
    expect(applied).toEqual(['stylesheet /assets/index.css', 'stylesheet /assets/listing.css']);
  });
});

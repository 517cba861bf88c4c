// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyPreloadedStylesheets } from '../../src/app/stylesheets';

afterEach(() => document.head.replaceChildren());

function styleLink(href: string, rel: 'preload' | 'stylesheet') {
  const link = document.createElement('link');
  link.rel = rel;
  link.setAttribute('as', 'style');
  link.href = href;
  document.head.append(link);
  return link;
}

describe("index.html's preloaded stylesheets, before the first render", () => {
  it('are all applied, and waited for while still on their way', async () => {
    styleLink('/assets/index.css', 'stylesheet'); // arrived, applied by index.html
    const onTheWay = styleLink('/assets/listing.css', 'preload');
    let ready = false;
    const applied = applyPreloadedStylesheets().then(() => (ready = true));
    expect([...document.head.querySelectorAll('link')].map((link) => link.rel)).toEqual(['stylesheet', 'stylesheet']);

    await Promise.resolve();
    expect(ready).toBe(false);
    onTheWay.dispatchEvent(new Event('load'));
    await applied;
    expect(ready).toBe(true);
  });

  it('do not keep the app from starting when one fails to load', async () => {
    const failing = styleLink('/assets/index.css', 'preload');
    const applied = applyPreloadedStylesheets();
    failing.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeDefined();
  });
});

// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BelowTheFold } from '../../src/shared/speed/belowTheFold';

// <BelowTheFold> (src/shared/speed/belowTheFold.tsx) as React takes a server page over: near the
// screen at once (no observer), further down as it nears (the server's HTML until then); drawn by
// the app itself, at once.
describe('a section below the first screen', () => {
  const hydrated: string[] = [];
  const observed: Element[] = [];
  function Section({ name }: { name: string }) {
    useEffect(() => void hydrated.push(name), [name]);
    return <section>{name}</section>;
  }
  const page = (
    <main>
      <BelowTheFold>
        <Section name="reviews" />
      </BelowTheFold>
    </main>
  );

  /** The document with an observer that records what it watches and never sees it (the shopper does not scroll). */
  function browser() {
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = (element: Element) => void observed.push(element);
        disconnect() {}
      },
    );
    return vi.spyOn(console, 'error');
  }

  /** The server's page in the document, its section `top` px down the screen; then React takes it over. */
  async function takeOver(top: number) {
    // The server's render: no window, no document.
    vi.stubGlobal('window', undefined);
    vi.stubGlobal('document', undefined);
    const html = renderToString(page);
    vi.unstubAllGlobals();
    document.body.innerHTML = `<div id="root">${html}</div>`;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 400 } as DOMRect);
    const errors = browser();
    await act(async () => void hydrateRoot(document.getElementById('root')!, page));
    return errors;
  }

  afterEach(() => {
    hydrated.length = 0;
    observed.length = 0;
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('near the screen (within 600 px of it), is taken over at once, without waiting to be seen', async () => {
    const errors = await takeOver(window.innerHeight + 500);
    expect(hydrated).toEqual(['reviews']);
    expect(observed).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });

  it('further down, keeps its server HTML until the shopper nears it', async () => {
    const errors = await takeOver(window.innerHeight + 700);
    expect(hydrated).toEqual([]);
    expect(observed).toHaveLength(1);
    expect(document.querySelector('section')?.textContent).toBe('reviews');
    expect(errors).not.toHaveBeenCalled();
  });

  it('drawn by the app (no server HTML: a navigation), is drawn at once', async () => {
    const errors = browser();
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => createRoot(document.getElementById('root')!).render(page));
    expect(hydrated).toEqual(['reviews']);
    expect(document.querySelector('section')?.textContent).toBe('reviews');
    expect(errors).not.toHaveBeenCalled();
  });
});

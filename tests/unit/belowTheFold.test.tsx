import { Hydrate } from '@tanstack/react-start';
import { load, visible } from '@tanstack/react-start/hydration';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// useSplitBelowTheFold (src/shared/speed/splitBelowTheFold.ts) hydrates the server's visible() section
// as load() when it is near the screen: both must draw the same HTML.
describe('the below-the-fold strategies', () => {
  it('draw the same HTML on the server, so either hydrates the other', () => {
    const section = (when: ReturnType<typeof load> | ReturnType<typeof visible>) =>
      renderToString(
        <Hydrate when={when} split={false}>
          <footer>
            <a href="/About">About us</a>
          </footer>
        </Hydrate>,
      );
    expect(section(visible())).toContain('<footer><a href="/About">About us</a></footer>');
    expect(section(load())).toBe(section(visible()));
  });
});

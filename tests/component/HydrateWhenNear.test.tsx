// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Hydrate } from '@tanstack/react-start';
import { whenNear } from '../../src/shared/ui/HydrateWhenNear';

/** A heading that says whether the app has taken it over (its effect ran), and a button. */
function Section({ label }: { label: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [likes, setLikes] = useState(0);
  useEffect(() => {
    heading.current!.dataset.live = 'true';
  }, []);
  return (
    <section>
      <h2 ref={heading} data-live="false">
        {label}
      </h2>
      <button type="button" onClick={() => setLikes(likes + 1)}>
        {`Likes: ${likes}`}
      </button>
    </section>
  );
}

function Page({ label }: { label: string }) {
  return (
    <Hydrate when={whenNear}>
      <Section label={label} />
    </Hydrate>
  );
}

// jsdom lays nothing out: the test says when the section comes near the screen.
let watching: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
function bringNear() {
  for (const { callback, targets } of watching) {
    callback(targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
  }
}

let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  watching = [];
  globalThis.IntersectionObserver = class {
    private readonly watched;
    constructor(callback: IntersectionObserverCallback) {
      this.watched = { callback, targets: [] as Element[] };
      watching.push(this.watched);
    }
    observe(target: Element) {
      this.watched.targets.push(target);
    }
    disconnect() {
      watching = watching.filter((each) => each !== this.watched);
    }
  } as unknown as typeof IntersectionObserver;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The page as the server sent it (once the section's code has loaded), then taken over by the app. */
async function hydrateServerPage(label: string) {
  const { prelude } = await prerender(<Page label={label} />);
  container.innerHTML = await new Response(prelude).text();
  await act(async () => {
    root = hydrateRoot(container, <Page label={label} />);
  });
}

it("keeps the server's HTML as it is until the section nears the screen, then takes it over", async () => {
  await hydrateServerPage('Stories from our customers');
  expect(screen.getByRole('heading', { name: 'Stories from our customers' })).toHaveAttribute('data-live', 'false');

  await act(async () => bringNear());
  expect(screen.getByRole('heading', { name: 'Stories from our customers' })).toHaveAttribute('data-live', 'true');
});

it('takes the section over at once when what is above it changes, never dropping its content', async () => {
  await hydrateServerPage('Stories from our customers');
  await act(async () => root!.render(<Page label="New stories" />));
  expect(screen.getByRole('heading', { name: 'New stories' })).toHaveAttribute('data-live', 'true');
});

it('takes the section over at once when the shopper taps inside it before it is near', async () => {
  await hydrateServerPage('Stories from our customers');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Likes: 0' })));
  expect(screen.getByRole('button', { name: 'Likes: 1' })).toBeInTheDocument();
});

it('renders at once on a page the app draws itself (no server HTML to wait on)', async () => {
  await act(async () => {
    root = createRoot(container);
    root.render(<Page label="Stories from our customers" />);
  });
  expect(screen.getByRole('heading', { name: 'Stories from our customers' })).toHaveAttribute('data-live', 'true');
  expect(watching).toHaveLength(0);
});

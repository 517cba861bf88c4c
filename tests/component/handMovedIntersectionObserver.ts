import { act } from '@testing-library/react';

/**
 * An IntersectionObserver the test moves by hand: `scrollNear()` brings every watched element into
 * view; `watchedCount()` tells how many observers still watch, `lastMargin()` how far ahead the
 * newest looks. `install()` before each test,
 * `uninstall()` after.
 */
let watched: { callback: IntersectionObserverCallback; targets: Element[]; margin: string }[] = [];

export const handMovedIntersectionObserver = {
  install() {
    watched = [];
    globalThis.IntersectionObserver = class {
      private readonly entry: (typeof watched)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: [], margin: options?.rootMargin ?? '0px' };
        watched.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        watched = watched.filter((entry) => entry !== this.entry);
      }
    } as unknown as typeof IntersectionObserver;
  },
  uninstall() {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  },
  scrollNear() {
    act(() =>
      watched.forEach(({ callback, targets }) =>
        callback(targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver),
      ),
    );
  },
  watchedCount: () => watched.length,
  /** The root margin of the newest observer still watching. */
  lastMargin: () => watched.at(-1)?.margin,
};

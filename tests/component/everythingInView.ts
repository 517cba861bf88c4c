/**
 * jsdom lays nothing out and has no IntersectionObserver. This one reports every element it watches
 * as in view, so the parts of a page drawn once near the screen render, and
 * embla finds the observer it asks for.
 */
export function seeEverythingInView(): void {
  globalThis.IntersectionObserver ??= class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
      queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
}

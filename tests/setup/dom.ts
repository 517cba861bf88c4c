import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Component tests run in jsdom, which lacks what Mantine asks the browser for.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  // jsdom does not scroll; a combobox scrolls the option the keyboard reaches, or the chosen one, into view.
  Element.prototype.scrollIntoView ??= () => {};

  // How long findBy* and waitFor wait, for every component test: the mock answers within a second
  // alone, but takes several on a busy two-core machine running other suites as well.
  configure({ asyncUtilTimeout: 10_000 });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}

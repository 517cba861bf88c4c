import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { RUNTIME_CONFIG_ID, type RuntimeConfig } from '../../src/shared/runtimeConfig';

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

  // What the store's server tells every page of where it runs (src/shared/runtimeConfig.ts): here,
  // the test mock's API and payment gateway.
  const mock = `http://127.0.0.1:${process.env.TEST_MOCK_PORT}`;
  const config = document.createElement('script');
  config.type = 'application/json';
  config.id = RUNTIME_CONFIG_ID;
  const testConfig: RuntimeConfig = { apiBaseUrl: `${mock}/api/v1`, paymentGatewayUrl: `${mock}/gateway/v1`, paymentPublishableKey: 'pk_test_mock' };
  config.textContent = JSON.stringify(testConfig);
  document.head.append(config);

  // How long findBy* and waitFor wait, for every component test: the mock answers within a second
  // alone, but takes several on a busy two-core machine running other suites as well.
  configure({ asyncUtilTimeout: 10_000 });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
}

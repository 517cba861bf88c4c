import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BROWSER_CHUNKS, ROUTE_CHUNKS, speedPlugins } from './scripts/buildForSpeed.ts';
import { apiProxy, devApiSession } from './scripts/devApiSession.ts';

// The mock (mocks/server.mjs) answers /api/v1, /media and the mock payment gateway (/gateway:
// its API and 3-D Secure page). In the browser the app calls its own origin, which the dev server
// proxies there, adding the shopper's token from the cookie as nginx does (devApiSession); on the
// server it calls the API's absolute address (src/shared/api.ts). MOCK_PORT lets tests run their
// own mock beside a dev one.
const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const proxy = {
  '/api/v1': apiProxy(mockOrigin),
  '/media': { target: mockOrigin, changeOrigin: true },
  '/gateway': { target: mockOrigin, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    // TanStack Start: the file routes in src/routes, rendered on the server and hydrated.
    tanstackStart({ srcDirectory: 'src', router: { routesDirectory: 'routes', generatedRouteTree: 'routeTree.gen.ts', codeSplittingOptions: { defaultBehavior: ROUTE_CHUNKS } } }),
    react(),
    // Lingui's t`…` and <Trans> macros are compiled by Babel; Vite 8 itself no longer runs Babel.
    // Also in what Start's compiler splits out of a <Hydrate> (a module id with a `?tss-hydrate=` query).
    babel({ include: /\/src\/.*\.[jt]sx?($|\?)/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ failOnMissing: true }),
    // The dev server adds the shopper's token to /api/v1 calls from the HttpOnly cookie, as nginx does.
    devApiSession(),
    // Each Mantine component's stylesheet with its code; V8's compile hint on the first page's chunk.
    ...speedPlugins(),
  ],
  // The browser's chunks (scripts/buildForSpeed.ts).
  environments: { client: { build: { rolldownOptions: { output: { codeSplitting: BROWSER_CHUNKS } } } } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});

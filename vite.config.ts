import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { hoistTransitiveImports } from './scripts/hoistTransitiveImports.ts';
import { landingPageChunks } from './scripts/landingPageChunks.ts';
import { mantineComponentStyles } from './scripts/mantineComponentStyles.ts';
import { previewCompression } from './scripts/previewCompression.ts';
import { securityHeadersFiles } from './scripts/securityHeaders.ts';
import { startupHints } from './scripts/startupHints.ts';

// The mock (mocks/server.mjs) answers /api/v1, /media and the mock payment gateway (/gateway:
// its API and 3-D Secure page); dev and preview both proxy to it, so the app always calls its own
// origin. MOCK_PORT lets tests run their own mock beside a dev one.
const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const proxy = {
  '/api/v1': { target: mockOrigin, changeOrigin: true },
  '/media': { target: mockOrigin, changeOrigin: true },
  '/gateway': { target: mockOrigin, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    // Lingui's t`…` and <Trans> macros are compiled by Babel; Vite 8 itself no longer runs Babel.
    babel({ include: /\/src\/.*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ failOnMissing: true }),
    previewCompression(),
    startupHints(),
    // The Content-Security-Policy and other headers, for nginx (deploy/) and CDNs.
    securityHeadersFiles(),
    landingPageChunks(import.meta.url),
    hoistTransitiveImports(),
    mantineComponentStyles(),
  ],
  build: {
    // No <link rel="modulepreload"> for a lazy chunk's imports: Chrome handled each of those links
    // on the main thread, inside the task that loads the page's route (about 60 ms on a fast
    // machine for the product page, four times that on Lighthouse's phone). The browser finds the
    // imports itself when the chunk arrives, all at once (hoistTransitiveImports), and index.html
    // preloads a landing page's (landingPageChunks). Measured with npm run perf: TBT 730 → 490 ms
    // on a product, 760 → 500 ms at home; stylesheets of lazy chunks are still linked.
    modulePreload: false,
    rolldownOptions: {
      // Everything the first page needs in one file, not ~45 small ones: each request costs a
      // round trip on a phone network, and HTTP/1.1 hosts queue them six at a time. Plugin
      // landingPageChunks adds a group for the code of the pages shoppers land on.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], priority: 1 }] } },
    },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The mock (mocks/server.mjs) answers /api/v1 and /media; dev and preview both proxy to it, so
// the app always calls its own origin. MOCK_PORT lets tests run their own mock beside a dev one.
const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const proxy = {
  '/api/v1': { target: mockOrigin, changeOrigin: true },
  '/media': { target: mockOrigin, changeOrigin: true },
};

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    // Lingui's t`…` and <Trans> macros are compiled by Babel; Vite 8 itself no longer runs Babel.
    babel({ include: /\/src\/.*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui({ failOnMissing: true }),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});

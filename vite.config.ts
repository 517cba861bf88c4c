import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { BROWSER_CHUNKS, ROUTE_CHUNKS, speedPlugins } from './scripts/buildForSpeed.ts';
import { apiProxy, devApiSession } from './scripts/devApiSession.ts';
import { devMock } from './scripts/devMock.ts';

// The mock (mocks/server.mjs) answers /api/v1, /media, the mock payment gateway (/gateway: its
// API and 3-D Secure page) and the instalment providers' hosted pages (/providers). In the browser the app calls its own origin, which the dev server
// proxies there, adding the shopper's token from the cookie as nginx does (devApiSession); on the
// server it calls the API's absolute address (src/shared/api.ts). MOCK_PORT lets tests run their
// own mock beside a dev one.
const mockOrigin = `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}`;
const proxy = {
  '/api/v1': apiProxy(mockOrigin),
  '/media': { target: mockOrigin, changeOrigin: true },
  '/gateway': { target: mockOrigin, changeOrigin: true },
  '/providers': { target: mockOrigin, changeOrigin: true },
};

/**
 * The build's name in Sentry (its release), in the browser's reports and the server's alike:
 * SENTRY_RELEASE when the build is given one, else the commit it is built from, else the version.
 */
function releaseName(): string {
  if (process.env.SENTRY_RELEASE) return process.env.SENTRY_RELEASE;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `gold-store@${(JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version}`;
  }
}
const RELEASE = releaseName();

/**
 * Source maps are made only for Sentry, when the build is told where to send them (all three
 * variables): hidden (no file names them), uploaded with the build's code, then deleted from the
 * browser's folder, which nginx serves. Without the three, no source map and no plugin at all.
 */
const { SENTRY_AUTH_TOKEN: authToken, SENTRY_ORG: org, SENTRY_PROJECT: project } = process.env;
const UPLOAD_SOURCE_MAPS = Boolean(authToken && org && project);

async function sentrySourceMaps(): Promise<PluginOption[]> {
  if (!UPLOAD_SOURCE_MAPS) return [];
  const { sentryVitePlugin } = await import('@sentry/vite-plugin');
  let clientMapsAre: (globs: string[]) => void = () => {};
  const clientMaps = new Promise<string[]>((resolve) => (clientMapsAre = resolve));
  return [
    {
      name: 'client-source-maps',
      configResolved(config) {
        clientMapsAre([path.join(path.resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client'), '**/*.map')]);
      },
    },
    sentryVitePlugin({
      org,
      project,
      authToken,
      // The build's own release (RELEASE), which both SDKs are given.
      release: { name: RELEASE, inject: false },
      sourcemaps: { filesToDeleteAfterUpload: clientMaps },
      telemetry: false,
      // A failed upload leaves the build without readable stacks in Sentry, not undeployable.
      errorHandler: (error) => console.warn(`Sentry: the source maps were not uploaded (${error.message})`),
    }),
  ];
}

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
    // The mock's scenario (the mock_scenario cookie) on every call, and the /__mock page: vite dev only.
    devMock(mockOrigin),
    // Each Mantine component's stylesheet with its code; V8's compile hint on the first page's chunk.
    ...speedPlugins(),
    sentrySourceMaps(),
  ],
  // Sentry's release, the same for the browser's code and the server's (src/app/errorReporting/sentry.ts, src/server/errorReports.ts).
  define: { 'import.meta.env.SENTRY_RELEASE': JSON.stringify(RELEASE) },
  build: { sourcemap: UPLOAD_SOURCE_MAPS ? 'hidden' : false },
  // The browser's chunks (scripts/buildForSpeed.ts); its manifest, for the service worker's precache
  // (scripts/serviceWorker.mjs, which then removes it).
  environments: { client: { build: { manifest: true, rolldownOptions: { output: { codeSplitting: BROWSER_CHUNKS } } } } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, proxy },
});

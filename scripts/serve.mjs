// npm run serve: the store as production serves it. Builds the app, starts the mock (unless
// API_UPSTREAM names a backend) and the store's Node server (scripts/appServer.mjs, which renders
// the pages), and puts nginx in front (deploy/nginx.conf.template) on http://localhost:8080: it
// serves the build's files, sends pages to the Node server and /api/v1, /media, /gateway and
// /providers to the API. Ctrl-C stops all. The browser tests, the fuzz and npm run perf start the same (startStore).
//   npm run serve
//   API_UPSTREAM=https://api.example.com npm run serve
//   PORT=8090 MOCK_PORT=4070 OUT_DIR=dist-c node scripts/serve.mjs --no-build
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from '../mocks/server.mjs';
import { startAppServer } from './appServer.mjs';
import { compressAssets } from './compress.mjs';
import { ensureNginx, startNginx } from './nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What makes the build and the server run React's development code (`reactDevelopment`). */
const REACT_DEVELOPMENT_ENV = { NODE_ENV: 'development' };

/**
 * `npm run build` into `outDir`: vite build (its client/ and server/ folders), the assets
 * compressed. `mode: 'test'` is the browser tests' build (`npm run build:test`: it marks the page
 * the app has taken over, <html data-hydrated>); any other is production's. `reactDevelopment`:
 * React's development code in the page and the server (NODE_ENV=development), whose checks of the
 * rules of hooks production's code leaves out (the fuzz's --react-development).
 */
export function buildStore(outDir, mode = 'production', { reactDevelopment = false } = {}) {
  const env = reactDevelopment ? { ...process.env, ...REACT_DEVELOPMENT_ENV } : process.env;
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--logLevel', 'warn', '--mode', mode], { cwd: root, stdio: 'inherit', env });
  execFileSync(process.execPath, [path.join(root, 'scripts/serviceWorker.mjs'), outDir], { cwd: root, stdio: 'inherit' });
  compressAssets(path.resolve(root, outDir));
}

/**
 * The mock (unless `apiUpstream` is given), the Node server on port + 1 and nginx on `port`, for
 * the build in `outDir`. Resolves once all answer; `close()` stops them all. `quiet`: the Node
 * server's log lines (one per request) are not shown; `signInRate`: nginx's (SIGN_IN_RATE);
 * `pageCache`: nginx keeps guests' pages a few seconds, as in production (PAGE_CACHE=off: not);
 * `tlsPort`: nginx serves HTTPS with HTTP/2 there too, with a throwaway certificate (`httpsUrl`).
 * `accessLog` of the answer is nginx's JSON access log (deploy/README.md, "The access log").
 * `reactDevelopment`: the server runs React's development code (a build made with it).
 */
export async function startStore({ port, mockPort, outDir = 'dist', apiUpstream, signInRate = process.env.SIGN_IN_RATE, pageCache = process.env.PAGE_CACHE !== 'off', quiet = false, tlsPort, reactDevelopment = false }) {
  ensureNginx();
  const mock = apiUpstream ? undefined : await startMock({ port: mockPort, quiet: true });
  const api = apiUpstream ?? mock.url;
  const appPort = port + 1;
  let app;
  let nginx;
  try {
    // The mock's forced and made-up answers (Prefer) reach it through the pages too; a real API's never.
    app = await startAppServer({ port: appPort, outDir, apiOrigin: api, passPrefer: !apiUpstream, quiet, env: reactDevelopment ? REACT_DEVELOPMENT_ENV : {} });
    nginx = await startNginx({ port, distDir: outDir, appUpstream: `127.0.0.1:${appPort}`, upstream: api, signInRate, pageCache, tlsPort });
  } catch (error) {
    await Promise.all([app?.close(), mock?.close()]);
    throw error;
  }
  let closing;
  const close = () => (closing ??= Promise.all([nginx.close(), app.close(), mock?.close()]));
  // One of them stopped on its own (killed, or failing): the others with it.
  const exited = Promise.race([nginx.exited, app.exited]);
  return { url: nginx.url, httpsUrl: nginx.httpsUrl, accessLog: nginx.accessLog, appUrl: app.url, appPid: app.pid, apiUrl: api, exited, close };
}

// `node scripts/serve.mjs` (npm run serve): until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.env.OUT_DIR ?? 'dist';
  // The signals are taken before anything starts: one that comes while the store is still
  // starting stops it once it is up, instead of leaving nginx and the servers running.
  let started = Promise.resolve(undefined);
  const stop = (code) => started.then((store) => store?.close(), () => {}).then(() => process.exit(code));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  if (!process.argv.includes('--no-build')) buildStore(outDir);
  started = startStore({
    port: Number(process.env.PORT ?? 8080),
    mockPort: Number(process.env.MOCK_PORT ?? 4070),
    outDir,
    apiUpstream: process.env.API_UPSTREAM,
  });
  const store = await started;
  console.log(`The store on ${store.url}/ (nginx, pages from ${store.appUrl}), the API from ${store.apiUrl}. Ctrl-C stops all.`);
  store.exited.then((code) => {
    console.error(`nginx or the store's server stopped (${code})`);
    return stop(1);
  });
}

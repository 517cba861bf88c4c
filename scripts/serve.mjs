// npm run serve: the store as production serves it. Builds the app, starts the mock (unless
// API_UPSTREAM names a backend) and the store's Node server (scripts/appServer.mjs, which renders
// the pages), and puts nginx in front (deploy/nginx.conf.template) on http://localhost:8080: it
// serves the build's files, sends pages to the Node server and /api/v1, /media and /gateway to
// the API. Ctrl-C stops all.
//   npm run serve
//   API_UPSTREAM=https://api.example.com npm run serve
//   PORT=8090 MOCK_PORT=4070 OUT_DIR=dist-c node scripts/serve.mjs --no-build
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from '../mocks/server.mjs';
import { startAppServer } from './appServer.mjs';
import { ensureNginx, startNginx } from './nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PORT ?? 8080);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4070);
const OUT_DIR = process.env.OUT_DIR ?? 'dist';
const APP_PORT = Number(process.env.APP_PORT ?? PORT + 1);

ensureNginx();
if (!process.argv.includes('--no-build')) {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', OUT_DIR, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

const mock = process.env.API_UPSTREAM ? undefined : await startMock({ port: MOCK_PORT, quiet: true });
const api = process.env.API_UPSTREAM ?? mock.url;
let app;
let nginx;
try {
  app = await startAppServer({ port: APP_PORT, outDir: OUT_DIR, apiOrigin: api });
  nginx = await startNginx({ port: PORT, distDir: OUT_DIR, appUpstream: `127.0.0.1:${APP_PORT}`, upstream: api });
} catch (error) {
  await Promise.all([app?.close(), mock?.close()]);
  throw error;
}
console.log(`The store on ${nginx.url}/ (nginx, pages from ${app.url}), the API from ${process.env.API_UPSTREAM ?? `the mock (${mock.url})`}. Ctrl-C stops all.`);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([nginx.close(), app.close(), mock?.close()]);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// nginx stopped on its own (Ctrl-C reaches it too; or killed, or failing): stop the mock with it.
nginx.exited.then((code) => {
  if (code !== 0 && !stopping) console.error(`nginx stopped (${code})`);
  return stop(code === 0 ? 0 : 1);
});

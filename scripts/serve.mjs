// npm run serve: the store as production serves it. Builds the app, starts the mock (unless
// API_UPSTREAM names a backend) and serves the build through nginx (deploy/nginx.conf.template)
// on http://localhost:8080, with /api/v1, /media and /gateway sent to the API. Ctrl-C stops all.
//   npm run serve
//   API_UPSTREAM=https://api.example.com npm run serve
//   PORT=8090 MOCK_PORT=4070 OUT_DIR=dist-c node scripts/serve.mjs --no-build
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from '../mocks/server.mjs';
import { ensureNginx, startNginx } from './nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PORT ?? 8080);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4070);
const OUT_DIR = process.env.OUT_DIR ?? 'dist';

ensureNginx();
if (!process.argv.includes('--no-build')) {
  execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', OUT_DIR, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
}

const mock = process.env.API_UPSTREAM ? undefined : await startMock({ port: MOCK_PORT, quiet: true });
let nginx;
try {
  nginx = await startNginx({ port: PORT, distDir: OUT_DIR, upstream: process.env.API_UPSTREAM ?? mock.url });
} catch (error) {
  await mock?.close();
  throw error;
}
console.log(`The store on ${nginx.url}/ (nginx), the API from ${process.env.API_UPSTREAM ?? `the mock (${mock.url})`}. Ctrl-C stops both.`);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([nginx.close(), mock?.close()]);
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// nginx stopped on its own (Ctrl-C reaches it too; or killed, or failing): stop the mock with it.
nginx.exited.then((code) => {
  if (code !== 0 && !stopping) console.error(`nginx stopped (${code})`);
  return stop(code === 0 ? 0 : 1);
});

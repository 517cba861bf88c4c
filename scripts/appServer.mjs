// The built store's server (TanStack Start's dist/server/server.js) on Node: it renders the pages;
// nginx serves the assets in front of it (deploy/nginx.conf.template). Stateless: several can run
// behind one nginx (README, "Several servers").
//   node scripts/appServer.mjs      PORT (3000), HOST (127.0.0.1; 0.0.0.0 in a container),
//                                   API_ORIGIN (the API, by default the mock), SITE_ORIGIN, OUT_DIR (dist)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');

/** Starts the server in a process of its own; resolves once it answers. */
export async function startAppServer({ port, outDir = 'dist', apiOrigin }) {
  const child = spawn(process.execPath, [here], {
    env: { ...process.env, PORT: String(port), OUT_DIR: outDir, API_ORIGIN: apiOrigin, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`The app server stopped at start (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (up) return { url: `http://127.0.0.1:${port}`, exited, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`The app server did not answer on port ${port}`);
}

// `node scripts/appServer.mjs`: serve until stopped.
if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  const { serve } = await import('srvx');
  const entry = path.resolve(root, process.env.OUT_DIR ?? 'dist', 'server', 'server.js');
  const { default: app } = await import(pathToFileURL(entry).href);
  const server = serve({ port: Number(process.env.PORT ?? 3000), hostname: process.env.HOST ?? '127.0.0.1', fetch: app.fetch, silent: true });
  await server.ready();
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// The local backend for development and tests: Prism mocks the contract, and this small front
// server puts it where a real backend would be.
//
//   http://localhost:<port>/api/v1/...  → Prism, with /api/v1 stripped (Prism does not mount the
//                                         base path of `servers`) and the `lang` header mapped to
//                                         `Prefer: example=<lang>`, so Arabic and English content
//                                         come from the named examples `ar` and `en`.
//   http://localhost:<port>/media/...   → the images and video in mocks/media/.
//
// A request that already names an example (`Prefer: example=empty`) keeps it; a request that only
// asks for a status (`Prefer: code=401`) gets that status in its own language.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
export const CONTRACT = path.join(root, 'sdk', 'openapi.json');
const MEDIA_DIR = path.join(here, 'media');
const API_PREFIX = '/api/v1';
const LANGUAGES = new Set(['ar', 'en']);
const CONTENT_TYPES = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
};

/** The Prefer header Prism should see for this request. */
export function preferFor(headers) {
  const prefer = headers.prefer ?? '';
  if (/(^|[,;\s])example=/.test(prefer)) return prefer;
  const lang = LANGUAGES.has(headers.lang) ? headers.lang : 'ar';
  return prefer ? `${prefer}, example=${lang}` : `example=${lang}`;
}

function startPrism(port, { quiet }) {
  const prismBin = path.join(root, 'node_modules', '.bin', 'prism');
  const args = ['mock', CONTRACT, '--port', String(port), '--host', '127.0.0.1', '--errors'];
  args.push('--verboseLevel', quiet ? 'fatal' : 'warn');
  return spawn(prismBin, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Prism did not start on port ${port} within ${timeoutMs} ms`);
}

function proxyToPrism(req, res, prismPort) {
  const headers = { ...req.headers, prefer: preferFor(req.headers), host: `127.0.0.1:${prismPort}` };
  const upstream = http.request(
    { host: '127.0.0.1', port: prismPort, method: req.method, path: req.url.slice(API_PREFIX.length) || '/', headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: false, message: `Mock unavailable: ${error.message}` }));
  });
  req.pipe(upstream);
}

async function serveMedia(req, res) {
  const relative = decodeURIComponent(new URL(req.url, 'http://x').pathname).slice('/media/'.length);
  const file = path.resolve(MEDIA_DIR, relative);
  const info = file.startsWith(MEDIA_DIR + path.sep) ? await stat(file).catch(() => null) : null;
  if (!info?.isFile()) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': 'public, max-age=3600',
    'access-control-allow-origin': '*',
  });
  createReadStream(file).pipe(res);
}

/**
 * Starts Prism and the front server. Resolves once both answer; `close()` stops both.
 * @param {{ port?: number, quiet?: boolean }} options
 */
export async function startMock({ port = 4010, quiet = false } = {}) {
  const prismPort = port + 1000;
  const prism = startPrism(prismPort, { quiet });
  const prismExited = new Promise((_, reject) =>
    prism.once('exit', (code) => reject(new Error(`Prism exited early with code ${code}`))),
  );
  await Promise.race([waitForPort(prismPort), prismExited]);

  const server = http.createServer((req, res) => {
    if (req.url.startsWith(API_PREFIX + '/') || req.url === API_PREFIX) proxyToPrism(req, res, prismPort);
    else if (req.url.startsWith('/media/')) serveMedia(req, res);
    else if (req.url === '/health') res.end('ok');
    else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`The mock serves ${API_PREFIX}/… and /media/…`);
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${port}${API_PREFIX}`,
    close: () =>
      new Promise((resolve) => {
        prism.removeAllListeners('exit');
        prism.kill();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// `node mocks/server.mjs` (npm run mock): run until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const mock = await startMock({ port });
  console.log(`Mock API on ${mock.apiUrl} (media on ${mock.url}/media/)`);
  const stop = async () => {
    await mock.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

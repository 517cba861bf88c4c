// The local backend for development and tests: Prism mocks the contract, and this small front
// server puts it where a real backend would be.
//
//   http://localhost:<port>/api/v1/...  → Prism, with /api/v1 stripped (Prism does not mount the
//                                         base path of `servers`) and the `lang` header mapped to
//                                         `Prefer: example=<lang>`, so Arabic and English content
//                                         come from the named examples `ar` and `en`.
//   http://localhost:<port>/media/...   → the images and video in mocks/media/.
//   http://localhost:<port>/gateway/... → the mock payment gateway (a second Prism, on the
//                                         gateway's contract) and its 3-D Secure page: gateway.mjs.
//
// A request that already names an example (`Prefer: example=empty`) or asks for generated data
// (`Prefer: dynamic=true, seed=7`) keeps it; a request that only asks for a status
// (`Prefer: code=401`) gets that status in its own language. A few calls answer
// by their body (EXAMPLES_BY_BODY): `confirm-payment` of a payment the mock gateway declined, an
// order placed by bank transfer. Request bodies (they may hold a card on the gateway's side) are
// never logged.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGatewayMock, GATEWAY_PREFIX, namesExample, readBody } from './gateway.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
export const CONTRACT = path.join(root, 'sdk', 'openapi.json');
export const GATEWAY_CONTRACT = path.join(root, 'sdk', 'gateway', 'openapi.json');
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
  // A named example, or data generated from the schemas (`dynamic=true, seed=7`, npm run fuzz):
  // an example added here would win over the generated data.
  if (namesExample(prefer) || asksForDynamic(prefer)) return prefer;
  const lang = LANGUAGES.has(headers.lang) ? headers.lang : 'ar';
  return prefer ? `${prefer}, example=${lang}` : `example=${lang}`;
}

function asksForDynamic(prefer) {
  return /(^|[,;\s])dynamic=true\b/.test(prefer);
}

function startPrism(contract, port, { quiet }) {
  const prismBin = path.join(root, 'node_modules', '.bin', 'prism');
  const args = ['mock', contract, '--port', String(port), '--host', '127.0.0.1', '--errors'];
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

/**
 * Calls whose example the mock picks from the request's body, as a backend's answer depends on
 * it: `confirm-payment` of a payment the mock gateway declined answers `declined`; an order placed
 * by bank transfer answers `bank-transfer` (with the account to transfer to).
 */
const EXAMPLES_BY_BODY = [
  {
    call: new RegExp(`^${API_PREFIX}/orders/[^/?]+/confirm-payment(\\?|$)`),
    example: (body, gateway) =>
      typeof body?.payment_id === 'string' && gateway.isDeclined(body.payment_id) ? 'declined' : undefined,
  },
  {
    call: new RegExp(`^${API_PREFIX}/orders(\\?|$)`),
    example: (body) => (body?.payment_method === 'bank_transfer' ? 'bank-transfer' : undefined),
  },
];

/** The rule of EXAMPLES_BY_BODY for this request, if any. */
function exampleByBodyRule(req) {
  return req.method === 'POST' ? EXAMPLES_BY_BODY.find((rule) => rule.call.test(req.url)) : undefined;
}

/**
 * The Prefer header of a call in EXAMPLES_BY_BODY: the example its body calls for, unless the
 * request asks for something itself.
 */
export function preferByBody(headers, body, example) {
  if (!headers.prefer) {
    let json;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      json = undefined;
    }
    const chosen = example(json);
    if (chosen) return `example=${chosen}`;
  }
  return preferFor(headers);
}

/** Sends the request to Prism; `body`, when given, is sent instead of the request's own stream. */
function proxyToPrism(req, res, prismPort, { prefer = preferFor(req.headers), body } = {}) {
  const headers = { ...req.headers, prefer, host: `127.0.0.1:${prismPort}` };
  if (body) {
    headers['content-length'] = String(body.length);
    delete headers['transfer-encoding'];
  }
  const upstream = http.request(
    { host: '127.0.0.1', port: prismPort, method: req.method, path: req.url.slice(API_PREFIX.length) || '/', headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => mockUnavailable(res, error));
  if (body) upstream.end(body);
  else req.pipe(upstream);
}

function mockUnavailable(res, error) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: false, message: `Mock unavailable: ${error.message}` }));
}

/** Reads the body first, to answer with the example it calls for. */
async function proxyByBody(req, res, prismPort, rule, gateway) {
  const body = await readBody(req);
  proxyToPrism(req, res, prismPort, { prefer: preferByBody(req.headers, body, (json) => rule.example(json, gateway)), body });
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

/** Starts a Prism on `contract` and resolves once it answers (rejects if it exits first). */
async function startPrismAndWait(contract, port, options) {
  const prism = startPrism(contract, port, options);
  const exited = new Promise((_, reject) => prism.once('exit', (code) => reject(new Error(`Prism (${path.basename(contract)}) exited early with code ${code}`))));
  try {
    await Promise.race([waitForPort(port), exited]);
  } catch (error) {
    stopPrism(prism);
    throw error;
  }
  return prism;
}

function stopPrism(prism) {
  prism.removeAllListeners('exit');
  prism.kill();
}

/**
 * Starts the two Prisms (the store's on port + 1000, the gateway's on port + 2000) and the front
 * server. Resolves once all answer; `close()` stops them all.
 * @param {{ port?: number, quiet?: boolean }} options
 */
export async function startMock({ port = 4010, quiet = false } = {}) {
  const prismPort = port + 1000;
  const gatewayPrismPort = port + 2000;
  const started = await Promise.allSettled([
    startPrismAndWait(CONTRACT, prismPort, { quiet }),
    startPrismAndWait(GATEWAY_CONTRACT, gatewayPrismPort, { quiet }),
  ]);
  const prisms = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    prisms.forEach(stopPrism);
    throw failed.reason;
  }
  const gateway = createGatewayMock({ prismPort: gatewayPrismPort });

  const server = http.createServer((req, res) => {
    const byBody = exampleByBodyRule(req);
    if (byBody) proxyByBody(req, res, prismPort, byBody, gateway).catch((error) => mockUnavailable(res, error));
    else if (req.url.startsWith(API_PREFIX + '/') || req.url === API_PREFIX) proxyToPrism(req, res, prismPort);
    else if (req.url.startsWith('/media/')) serveMedia(req, res);
    else if (req.url === '/health') res.end('ok');
    else if (!gateway.handle(req, res)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`The mock serves ${API_PREFIX}/…, ${GATEWAY_PREFIX}/…, /gateway/3ds/… and /media/…`);
    }
  });
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  } catch (error) {
    prisms.forEach(stopPrism);
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${port}${API_PREFIX}`,
    gatewayUrl: `http://127.0.0.1:${port}${GATEWAY_PREFIX}`,
    close: () =>
      new Promise((resolve) => {
        prisms.forEach(stopPrism);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// `node mocks/server.mjs` (npm run mock): run until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const mock = await startMock({ port });
  console.log(`Mock API on ${mock.apiUrl} (media on ${mock.url}/media/), mock payment gateway on ${mock.gatewayUrl}`);
  const stop = async () => {
    await mock.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

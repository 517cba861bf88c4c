// The local backend for development and tests: the mock's memory (memory/), a small backend that
// remembers each shopper, behind Prism's validation proxy, which judges every answer against the
// contract; and this small front server, which puts it where a real backend would be.
//
//   http://localhost:<port>/api/v1/...  → Prism in proxy mode (`prism proxy --errors`), with
//                                         /api/v1 stripped (Prism does not mount the base path of
//                                         `servers`) and the `lang` header mapped to
//                                         `Prefer: example=<lang>`. Prism forwards each valid call
//                                         to the memory and refuses an answer that breaks the
//                                         contract (500); what the memory leaves to it (501: a
//                                         call it does not keep, or a Prefer that asks for a status,
//                                         a named example or generated data) Prism answers from the
//                                         contract's examples, in the shopper's language.
//   POST /__mock/reset                  → the memory forgets every shopper; also as
//   POST /api/v1/__mock/reset             so that it reaches the mock through the store's own
//                                         address (the dev server's and nginx's /api/v1 proxy).
//   http://localhost:<port>/media/...   → the images and video in mocks/media/.
//   http://localhost:<port>/gateway/... → the mock payment gateway (a second Prism, on the
//                                         gateway's contract) and its 3-D Secure page: gateway.mjs.
//   http://localhost:<port>/providers/… → the instalment providers' hosted pages (Tabby, Tamara):
//                                         instalments.mjs.
//
// A request that already names an example (`Prefer: example=empty`) or asks for generated data
// (`Prefer: dynamic=true, seed=7`) keeps it; a request that only asks for a status
// (`Prefer: code=401`) gets that status in its own language. Request bodies (they may hold a card,
// a wallet's token or a one-time code on the gateway's side) are never logged.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDecisions, createGatewayMock, GATEWAY_PREFIX, namesExample } from './gateway.mjs';
import { createInstalmentsMock, PROVIDERS_PREFIX } from './instalments.mjs';
import { createMemory, readAll, SENT_BODY_HEADER, startMemoryServer } from './memory/index.mjs';
import { UPLOADS_PATH } from './memory/shopper.mjs';
import { contractAnswerFor, isPrismRefusal } from './refusals.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
export const CONTRACT = path.join(root, 'sdk', 'openapi.json');
export const GATEWAY_CONTRACT = path.join(root, 'sdk', 'gateway', 'openapi.json');
const MEDIA_DIR = path.join(here, 'media');
const API_PREFIX = '/api/v1';
/** Where the memory is told to forget everyone: the mock's own path, and the same under the API's. */
const RESET_PATHS = new Set(['/__mock/reset', `${API_PREFIX}/__mock/reset`]);
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
  const lang = languageOf(headers);
  return prefer ? `${prefer}, example=${lang}` : `example=${lang}`;
}

const languageOf = (headers) => (LANGUAGES.has(headers.lang) ? headers.lang : 'ar');

function asksForDynamic(prefer) {
  return /(^|[,;\s])dynamic=true\b/.test(prefer);
}

/** Prism mocking `contract`, or (with `upstream`) checking the answers of the backend there. */
function startPrism(contract, port, { quiet, upstream }) {
  const prismBin = path.join(root, 'node_modules', '.bin', 'prism');
  const mode = upstream ? ['proxy', contract, upstream] : ['mock', contract];
  const args = [...mode, '--port', String(port), '--host', '127.0.0.1', '--errors'];
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
 * Sends the request to Prism: with the Prefer header its mocking should follow, and the request's
 * own Prefer as `x-client-prefer`, by which the memory knows what the caller asked of Prism
 * itself (`example=en` to have the contract's `en` example, not the memory's answer).
 */
async function proxyToPrism(req, res, prismPort, memory) {
  const headers = { ...req.headers, prefer: preferFor(req.headers), 'x-client-prefer': req.headers.prefer ?? '', host: `127.0.0.1:${prismPort}` };
  let body = req;
  if (String(req.headers['content-type']).startsWith('multipart/form-data')) {
    // Prism forwards a file re-encoded as text; the memory reads the bytes sent, kept here.
    body = await readAll(req);
    headers[SENT_BODY_HEADER] = memory.keepSentBody(body);
  }
  const upstream = http.request(
    { host: '127.0.0.1', port: prismPort, method: req.method, path: req.url.slice(API_PREFIX.length) || '/', headers },
    (answer) => {
      if (isPrismRefusal(answer.statusCode, answer.headers['content-type'])) answerAsContract(answer, res, languageOf(req.headers));
      else {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      }
    },
  );
  upstream.on('error', (error) => mockUnavailable(res, error));
  if (Buffer.isBuffer(body)) upstream.end(body);
  else body.pipe(upstream);
}

/** Prism's own refusal of an invalid request, answered as the contract's backend would (refusals.mjs). */
async function answerAsContract(answer, res, lang) {
  const text = (await readAll(answer)).toString('utf8');
  const contractAnswer = contractAnswerFor(JSON.parse(text), lang);
  const headers = { ...answer.headers };
  delete headers['content-length'];
  if (!contractAnswer) {
    res.writeHead(answer.statusCode, headers);
    res.end(text);
    return;
  }
  res.writeHead(contractAnswer.status, { ...headers, 'content-type': 'application/json' });
  res.end(JSON.stringify(contractAnswer.body));
}

function mockUnavailable(res, error) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(502, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: false, message: `Mock unavailable: ${error.message}` }));
}

/** A picture a shopper uploaded (the memory keeps it while it remembers the shopper). */
function serveUpload(upload, res) {
  if (!upload) {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
    return;
  }
  res.writeHead(200, { 'content-type': upload.type || 'application/octet-stream', 'content-length': upload.bytes.length, 'cache-control': 'private, max-age=3600' });
  res.end(upload.bytes);
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
 * The front server: the API through Prism, the memory's reset, the uploads and media, the mock
 * gateway and the instalment providers' pages. A request handler for http.createServer.
 */
export function frontServer({ prismPort, memory, gateway, providers }) {
  return (req, res) => {
    if (req.method === 'POST' && RESET_PATHS.has(req.url)) {
      memory.reset();
      res.writeHead(204);
      res.end();
    } else if (req.url.startsWith(API_PREFIX + '/') || req.url === API_PREFIX) proxyToPrism(req, res, prismPort, memory);
    else if (req.url.startsWith(UPLOADS_PATH)) serveUpload(memory.upload(req.url.slice(UPLOADS_PATH.length)), res);
    else if (req.url.startsWith('/media/')) serveMedia(req, res);
    else if (req.url === '/health') res.end('ok');
    else if (!gateway.handle(req, res) && !providers.handle(req, res)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`The mock serves ${API_PREFIX}/…, ${GATEWAY_PREFIX}/…, /gateway/3ds/…, ${PROVIDERS_PREFIX}…, /media/… and POST /__mock/reset (or ${API_PREFIX}/__mock/reset)`);
    }
  };
}

/**
 * Starts the memory (on port + 3000), the two Prisms (the store's, proxying to the memory, on
 * port + 1000; the gateway's on port + 2000) and the front server. Resolves once all answer;
 * `close()` stops them all.
 * @param {{ port?: number, quiet?: boolean }} options
 */
export async function startMock({ port = 4010, quiet = false } = {}) {
  const prismPort = port + 1000;
  const gatewayPrismPort = port + 2000;
  const memoryPort = port + 3000;
  // The gateway's payments and the providers' plans: what was decided of each, for confirm-payment.
  const decisions = createDecisions();
  const gateway = createGatewayMock({ prismPort: gatewayPrismPort, decisions });
  const providers = createInstalmentsMock({ decisions });
  const memory = createMemory({ gateway, providers });
  const memoryServer = await startMemoryServer(memory, memoryPort);
  const started = await Promise.allSettled([
    startPrismAndWait(CONTRACT, prismPort, { quiet, upstream: `http://127.0.0.1:${memoryPort}` }),
    startPrismAndWait(GATEWAY_CONTRACT, gatewayPrismPort, { quiet }),
  ]);
  const prisms = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const stopBackends = () => {
    prisms.forEach(stopPrism);
    memoryServer.close();
    memoryServer.closeAllConnections();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    stopBackends();
    throw failed.reason;
  }

  const server = http.createServer(frontServer({ prismPort, memory, gateway, providers }));
  try {
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
  } catch (error) {
    stopBackends();
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl: `http://127.0.0.1:${port}${API_PREFIX}`,
    gatewayUrl: `http://127.0.0.1:${port}${GATEWAY_PREFIX}`,
    memory,
    close: () =>
      new Promise((resolve) => {
        stopBackends();
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

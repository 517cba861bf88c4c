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
//   GET  /__mock/log                    → the last calls the mock answered (callLog.mjs); also
//   GET  /api/v1/__mock/log               under /api/v1, like the reset.
//   GET  /__mock/state                  → the mock's own scenario and the shoppers it remembers
//   GET  /api/v1/__mock/state             (the dev server's /__mock page shows them).
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
//
// A scenario (scenarios.mjs: errors, slow, down, empty, seed=N) changes how the API's calls are
// answered: the mock's own (`--scenario`, MOCK_SCENARIO), or a call's `Prefer: scenario="…"`.
//
// What it prints (output.mjs): nothing for the memory's hand-back to Prism, one line for a call
// whose request or answer breaks the contract, a line per call with MOCK_LOG=1; Prism's start and
// its real errors as Prism writes them.
import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createCallLog, watchCall } from './callLog.mjs';
import { createDecisions, createGatewayMock, GATEWAY_PREFIX, namesExample } from './gateway.mjs';
import { createInstalmentsMock, PROVIDERS_PREFIX } from './instalments.mjs';
import { createMemory, readAll, SENT_BODY_HEADER, startMemoryServer } from './memory/index.mjs';
import { UPLOADS_PATH } from './memory/shopper.mjs';
import { createOutput } from './output.mjs';
import { contractAnswerFor, isPrismRefusal, requestViolationsOf } from './refusals.mjs';
import { entryFor, formatScenario, parseScenario, playScenario, ScenarioError, scenarioOfCall } from './scenarios.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
export const CONTRACT = path.join(root, 'sdk', 'openapi.json');
export const GATEWAY_CONTRACT = path.join(root, 'sdk', 'gateway', 'openapi.json');
const MEDIA_DIR = path.join(here, 'media');
const API_PREFIX = '/api/v1';
/** Where the memory is told to forget everyone: the mock's own path, and the same under the API's. */
const RESET_PATHS = new Set(['/__mock/reset', `${API_PREFIX}/__mock/reset`]);
/** Where the log of the last calls is read, the same two ways. */
const LOG_PATHS = new Set(['/__mock/log', `${API_PREFIX}/__mock/log`]);
/** Where the mock's own scenario and the shoppers it remembers are read, the same two ways. */
const STATE_PATHS = new Set(['/__mock/state', `${API_PREFIX}/__mock/state`]);
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

/**
 * Prism mocking `contract`, or (with `upstream`) checking the answers of the backend there; its
 * lines go through `output` (which leaves out the hand-backs and the violations it reports itself).
 */
function startPrism(contract, port, { quiet, upstream, output }) {
  const prismBin = path.join(root, 'node_modules', '.bin', 'prism');
  const mode = upstream ? ['proxy', contract, upstream] : ['mock', contract];
  const args = [...mode, '--port', String(port), '--host', '127.0.0.1', '--errors'];
  args.push('--verboseLevel', quiet ? 'fatal' : 'warn');
  const prism = spawn(prismBin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  output.relayPrism(prism);
  return prism;
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
 * itself (`example=en` to have the contract's `en` example, not the memory's answer). What
 * Prism's own problem says the request broke goes to `call.note` (the call's log entry).
 */
async function proxyToPrism(req, res, { prismPort, memory, call }) {
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
      if (String(answer.headers['content-type']).startsWith('application/problem+json')) {
        answerPrismProblem(answer, res, languageOf(req.headers), call).catch((error) => mockUnavailable(res, error));
      } else {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      }
    },
  );
  upstream.on('error', (error) => mockUnavailable(res, error));
  if (Buffer.isBuffer(body)) upstream.end(body);
  else body.pipe(upstream);
}

/**
 * A problem of Prism's own: what it says the request broke noted on the call, and a refusal of
 * an invalid request answered as the contract's backend would (refusals.mjs); any other problem
 * (no such path, an answer that breaks the contract…) as Prism wrote it.
 */
async function answerPrismProblem(answer, res, lang, call) {
  const bytes = await readAll(answer);
  let problem;
  try {
    problem = JSON.parse(bytes.toString('utf8'));
  } catch {
    problem = undefined;
  }
  call?.note(requestViolationsOf(problem));
  const contractAnswer = isPrismRefusal(answer.statusCode, answer.headers['content-type']) ? contractAnswerFor(problem, lang) : null;
  if (!contractAnswer) {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    res.end(bytes);
    return;
  }
  const headers = { ...answer.headers };
  delete headers['content-length'];
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
 * Which part of the mock a call is for, in the log: `api`, `gateway` (its payments and 3-D
 * Secure page), `providers` (the instalment providers' pages) or `mock` (the reset, a path the
 * mock does not serve); undefined for what the log leaves out: the pictures and video (a page
 * load asks for dozens), the health check and the log's own reading.
 */
function partOf(url) {
  const pathname = url.split('?')[0];
  if (pathname.startsWith('/media/') || pathname === '/health' || LOG_PATHS.has(pathname) || STATE_PATHS.has(pathname)) return undefined;
  if (pathname.startsWith(`${API_PREFIX}/__mock/`)) return 'mock';
  if (pathname === API_PREFIX || pathname.startsWith(API_PREFIX + '/')) return 'api';
  if (pathname.startsWith('/gateway/')) return 'gateway';
  if (pathname.startsWith(PROVIDERS_PREFIX)) return 'providers';
  return 'mock';
}

/**
 * The front server: the API through Prism (in the call's scenario, or the mock's own `scenario`),
 * the memory's reset, the log, the state, the uploads and media, the mock gateway and the
 * instalment providers' pages. A request handler for http.createServer. `calls` is the log the
 * calls are kept in (callLog.mjs), `answered(entry, violations)` hears of each one logged once it
 * is answered (output.mjs prints its lines).
 */
export function frontServer({ prismPort, memory, gateway, providers, calls = createCallLog(), answered = () => {}, scenario = '' }) {
  const ownEntries = parseScenario(scenario);
  return (req, res) => {
    const part = partOf(req.url);
    const call = part
      ? watchCall(req, res, part, (entry, violations) => {
          calls.add(entry);
          answered(entry, violations);
        })
      : undefined;
    const pathname = req.url.split('?')[0];
    if (req.method === 'POST' && RESET_PATHS.has(req.url)) {
      memory.reset();
      res.writeHead(204);
      res.end();
    } else if (req.method === 'GET' && LOG_PATHS.has(pathname)) {
      answerJson(res, 200, { calls: calls.list() });
    } else if (req.method === 'GET' && STATE_PATHS.has(pathname)) {
      answerJson(res, 200, { scenario: formatScenario(ownEntries) || null, shoppers: memory.shoppers() });
    } else if (req.url.startsWith(API_PREFIX + '/') || req.url === API_PREFIX) answerApiCall(req, res, { prismPort, memory, call, ownEntries });
    else if (req.url.startsWith(UPLOADS_PATH)) serveUpload(memory.upload(req.url.slice(UPLOADS_PATH.length)), res);
    else if (req.url.startsWith('/media/')) serveMedia(req, res);
    else if (req.url === '/health') res.end('ok');
    else if (!gateway.handle(req, res) && !providers.handle(req, res)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`The mock serves ${API_PREFIX}/…, ${GATEWAY_PREFIX}/…, /gateway/3ds/…, ${PROVIDERS_PREFIX}…, /media/…, POST /__mock/reset, GET /__mock/log and GET /__mock/state (or ${API_PREFIX}/__mock/…)`);
    }
  };
}

function answerJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** An API call, in the scenario it follows (its log entry says which), on to Prism. */
function answerApiCall(req, res, { prismPort, memory, call, ownEntries }) {
  let scenario;
  try {
    scenario = scenarioOfCall(req.headers.prefer, ownEntries);
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    req.resume();
    answerJson(res, 400, { status: false, message: error.message });
    return;
  }
  const apiPath = req.url.split('?')[0].slice(API_PREFIX.length) || '/';
  const entry = entryFor(scenario.entries, apiPath);
  const proceed = (prefer) => {
    if (prefer) req.headers.prefer = prefer;
    else delete req.headers.prefer;
    proxyToPrism(req, res, { prismPort, memory, call });
  };
  if (!entry) return proceed(scenario.prefer);
  call?.inScenario(entry.text);
  playScenario(entry, { req, res, apiPath, lang: languageOf(req.headers), prefer: scenario.prefer, proceed });
}

/**
 * Starts the memory (on port + 3000), the two Prisms (the store's, proxying to the memory, on
 * port + 1000; the gateway's on port + 2000) and the front server. Resolves once all answer;
 * `close()` stops them all, `calls()` is the log of the last calls.
 *
 * What it prints (output.mjs) goes line by line to `print` when given, else to stdout (Prism's
 * errors to stderr, where it writes them); `quiet` runs Prism at `fatal` and, without `print`,
 * prints nothing else; `logCalls` (MOCK_LOG=1 by default) prints a line per call too.
 * `scenario` (scenarios.mjs; MOCK_SCENARIO by default) is the mock's own: every API call follows
 * it unless the call names its own.
 * @param {{ port?: number, quiet?: boolean, print?: (line: string) => void, logCalls?: boolean, scenario?: string }} options
 */
export async function startMock({ port = 4010, quiet = false, print, logCalls = process.env.MOCK_LOG === '1', scenario = process.env.MOCK_SCENARIO ?? '' } = {}) {
  // A scenario that does not parse stops the start, before anything listens.
  parseScenario(scenario);
  const prismPort = port + 1000;
  const gatewayPrismPort = port + 2000;
  const memoryPort = port + 3000;
  // The gateway's payments and the providers' plans: what was decided of each, for confirm-payment.
  const decisions = createDecisions();
  const gateway = createGatewayMock({ prismPort: gatewayPrismPort, decisions });
  const providers = createInstalmentsMock({ decisions });
  const memory = createMemory({ gateway, providers });
  const output = createOutput({ print, quiet, everyCall: logCalls });
  const calls = createCallLog();
  const memoryServer = await startMemoryServer(memory, memoryPort);
  const started = await Promise.allSettled([
    startPrismAndWait(CONTRACT, prismPort, { quiet, output, upstream: `http://127.0.0.1:${memoryPort}` }),
    startPrismAndWait(GATEWAY_CONTRACT, gatewayPrismPort, { quiet, output }),
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

  const server = http.createServer(frontServer({ prismPort, memory, gateway, providers, calls, answered: output.answered, scenario }));
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
    calls: () => calls.list(),
    close: () =>
      new Promise((resolve) => {
        stopBackends();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// `node mocks/server.mjs` (npm run mock; `npm run mock -- --scenario slow`): run until Ctrl-C.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const { values } = parseArgs({ options: { scenario: { type: 'string' } } });
  const scenario = values.scenario ?? process.env.MOCK_SCENARIO ?? '';
  let mock;
  try {
    mock = await startMock({ port, scenario });
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  console.log(`Mock API on ${mock.apiUrl} (media on ${mock.url}/media/), mock payment gateway on ${mock.gatewayUrl}`);
  console.log(`The calls it answered: ${mock.url}/__mock/log${process.env.MOCK_LOG === '1' ? '' : ' (MOCK_LOG=1 prints each)'}`);
  if (scenario) console.log(`Every API call in the scenario ${formatScenario(parseScenario(scenario))}, unless it names its own`);
  const stop = async () => {
    await mock.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

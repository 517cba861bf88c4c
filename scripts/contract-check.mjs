// npm run contract -- <base-url> [--token TOKEN] [--only /path,/path] [--param name=value]
//
// Checks a running backend against the contract: Prism's validation proxy sits in front of
// <base-url> (for example https://api.example.com/api/v1), every GET of the contract is sent
// through it in Arabic and in English, and each violation Prism finds in an answer is printed on
// one readable line. Besides the GETs, only the POSTs that change nothing are sent (a price held
// at checkout, the instalment providers' pre-check on it): the check never writes to a real
// backend's orders, cart or account. Calls for a signed-in shopper are checked when --token (or
// CONTRACT_TOKEN) is given.
// Exit code: 0 when the backend keeps the contract, 1 when it drifts, 2 on bad usage.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONTRACT = path.join(root, 'sdk', 'openapi.json');

/** Path parameters the check fills in; the ids are those of the sample catalogue. */
const DEFAULT_PARAMS = { id: '101', orderId: '5001', slug: 'about' };

/** Every GET operation of the contract: path, whether it needs a token, its path parameter names. */
export function readGetOperations(contract = JSON.parse(readFileSync(CONTRACT, 'utf8'))) {
  return Object.entries(contract.paths).flatMap(([route, item]) => {
    const get = item.get;
    if (!get) return [];
    // Needs a token when every way of calling it names a security scheme ([{}] means "or none").
    const security = get.security ?? contract.security ?? [];
    const needsToken = security.length > 0 && security.every((req) => Object.keys(req).length > 0);
    const params = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    return [{ route, operationId: get.operationId, needsToken, params }];
  });
}

function startProxy(upstream, port) {
  const bin = path.join(root, 'node_modules', '.bin', 'prism');
  const child = spawn(bin, ['proxy', CONTRACT, upstream, '--port', String(port), '--host', '127.0.0.1', '--verboseLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** One call through the proxy: its status, Prism's violations and the answer's JSON (undefined when none). */
function send(port, method, urlPath, headers, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const allHeaders = payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers: allHeaders }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        let json;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode, violations: res.headers['sl-violations'], json });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const get = (port, urlPath, headers) => send(port, 'GET', urlPath, headers);

async function waitUntilUp(port, child) {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`Prism proxy exited with code ${child.exitCode}`);
    try {
      await get(port, '/__ready', {});
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('Prism proxy did not start');
}

function describeLocation(location) {
  const [where, ...rest] = location;
  return [where, ...rest].join('.');
}

/**
 * Sends every selected GET through Prism's proxy and collects what breaks the contract.
 * @param {{ baseUrl: string, token?: string, only?: string[], params?: Record<string, string>, port?: number }} options
 * @returns {Promise<{ checked: number, skipped: string[], violations: {call: string, status: number, message: string}[] }>}
 */
export async function checkContract({ baseUrl, token, only, params = {}, port = 4690 }) {
  const values = { ...DEFAULT_PARAMS, ...params };
  const operations = readGetOperations().filter((op) => !only || only.includes(op.route));
  const proxy = startProxy(baseUrl.replace(/\/$/, ''), port);
  const result = { checked: 0, skipped: [], violations: [] };
  try {
    await waitUntilUp(port, proxy);
    for (const op of operations) {
      if (op.needsToken && !token) {
        result.skipped.push(`${op.route} (needs --token)`);
        continue;
      }
      const urlPath = op.route.replace(/\{(\w+)\}/g, (_, name) => encodeURIComponent(values[name] ?? name));
      for (const lang of ['ar', 'en']) {
        const headers = { lang, accept: 'application/json' };
        if (token) Object.assign(headers, { authorization: `Bearer ${token}`, jwt: token });
        record(result, `GET ${urlPath} (lang ${lang})`, await get(port, urlPath, headers));
      }
    }
    if (token && (!only || only.includes('/checkout/pre-check'))) await checkPreChecks(port, token, result);
  } finally {
    proxy.kill();
  }
  return result;
}

/** Counts an answer and keeps the violations Prism found in it (not those of our own request). */
function record(result, call, answer) {
  result.checked++;
  const found = answer.violations ? JSON.parse(answer.violations) : [];
  for (const v of found) {
    if (v.location?.[0] === 'request') continue;
    result.violations.push({ call, status: answer.status, message: `${describeLocation(v.location ?? [])}: ${v.message}` });
  }
}

/**
 * The POSTs that change nothing, in both languages: the shopper's cart held at checkout's price
 * (POST /checkout/quote), then the pre-check of every method the backend says needs one, on it.
 */
async function checkPreChecks(port, token, result) {
  for (const lang of ['ar', 'en']) {
    const headers = { lang, accept: 'application/json', authorization: `Bearer ${token}`, jwt: token };
    const methods = (await get(port, '/payment-methods', headers)).json?.data ?? [];
    const quote = await send(port, 'POST', '/checkout/quote', headers, {});
    record(result, `POST /checkout/quote (lang ${lang})`, quote);
    const quoteId = quote.json?.data?.id;
    if (!quoteId) {
      result.skipped.push(`POST /checkout/pre-check (lang ${lang}: no quote, the shopper's cart may be empty)`);
      continue;
    }
    for (const method of methods.filter((m) => m.pre_check)) {
      const answer = await send(port, 'POST', '/checkout/pre-check', headers, { payment_method: method.key, quote_id: quoteId });
      record(result, `POST /checkout/pre-check ${method.key} (lang ${lang})`, answer);
    }
  }
}

function parseArgs(argv) {
  const args = { params: {}, token: process.env.CONTRACT_TOKEN };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--token') args.token = argv[++i];
    else if (arg === '--only') args.only = argv[++i].split(',');
    else if (arg === '--param') {
      const [name, value] = argv[++i].split('=');
      args.params[name] = value;
    } else if (arg === '--port') args.port = Number(argv[++i]);
    else if (!arg.startsWith('--')) args.baseUrl = arg;
  }
  return args;
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  if (!args.baseUrl) {
    console.error('Usage: npm run contract -- <base-url, e.g. https://api.example.com/api/v1> [--token TOKEN] [--only /a,/b] [--param id=101]');
    process.exit(2);
  }
  const { checked, skipped, violations } = await checkContract(args);
  for (const v of violations) console.log(`✗ ${v.call} → ${v.status}: ${v.message}`);
  for (const s of skipped) console.log(`- skipped ${s}`);
  console.log(`${checked} answers checked, ${violations.length} violation(s), ${skipped.length} call(s) skipped`);
  process.exit(violations.length ? 1 : 0);
}

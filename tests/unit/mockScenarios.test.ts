// The mock's scenarios (mocks/scenarios.mjs) played by its front server in front of a stand-in for
// Prism that tells what Prefer it was sent: errors answer the status in the contract's words and
// the caller's language, slow answers late, down drops the connection, empty and seed ask Prism for
// the contract's empty lists or made-up data; a call's own scenario wins over the mock's, an entry
// with a path only covers that path, and the log names the scenario each call followed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallLog } from '../../mocks/callLog.mjs';
import { createMemory } from '../../mocks/memory/index.mjs';
import { entryFor, formatScenario, parseScenario, scenarioOfCall, SLOW_MS, withEntry } from '../../mocks/scenarios.mjs';
import { frontServer } from '../../mocks/server.mjs';
import { serverConfig } from '../../src/server/config';

/* eslint-disable @typescript-eslint/no-explicit-any -- the answers and the log are read as plain JSON */

/** A stand-in for the store's Prism: answers 200 with the Prefer it was sent. */
function fakePrism(req: http.IncomingMessage, res: http.ServerResponse) {
  req.resume();
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: true, prefer: req.headers.prefer ?? null }));
}

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

let prism: http.Server;
const fronts: http.Server[] = [];
/** A front server with `scenario` as the mock's own, and its log. */
async function startFront(scenario = '') {
  const calls = createCallLog();
  const prismPort = (prism.address() as AddressInfo).port;
  const front = http.createServer(frontServer({ prismPort, memory: createMemory(), gateway: { handle: () => false }, providers: { handle: () => false }, calls, scenario }));
  fronts.push(front);
  return { origin: `http://127.0.0.1:${await listen(front)}`, log: () => calls.list() as any[] };
}

let plain: Awaited<ReturnType<typeof startFront>>;

beforeAll(async () => {
  prism = http.createServer(fakePrism);
  await listen(prism);
  plain = await startFront();
});

afterAll(() => {
  fronts.forEach((front) => front.close());
  prism.close();
});

const inScenario = (scenario: string, headers: Record<string, string> = {}) => ({ ...headers, prefer: `scenario="${scenario}"` });

describe('a scenario’s words', () => {
  it('reads entries with their value and path, and writes them back the same', () => {
    const entries = parseScenario('slow+errors=503@/api/v1/carts/+seed=7@/products');
    expect(entries.map(({ kind, value, path }) => ({ kind, value, path }))).toEqual([
      { kind: 'slow', value: undefined, path: undefined },
      { kind: 'errors', value: 503, path: '/carts' },
      { kind: 'seed', value: 7, path: '/products' },
    ]);
    expect(formatScenario(entries)).toBe('slow+errors=503@/carts+seed=7@/products');
    expect(parseScenario('none')).toEqual([]);
    expect(parseScenario('')).toEqual([]);
  });

  it('refuses what it does not know', () => {
    for (const wrong of ['fast', 'errors=200', 'seed', 'down=3', 'empty@carts']) expect(() => parseScenario(wrong), wrong).toThrow();
  });

  it('gives a call the entry of its longest path, else the one for every path', () => {
    const entries = parseScenario('slow+errors@/products+empty@/products/105');
    expect(entryFor(entries, '/home')?.kind).toBe('slow');
    expect(entryFor(entries, '/products')?.kind).toBe('errors');
    expect(entryFor(entries, '/products/101')?.kind).toBe('errors');
    expect(entryFor(entries, '/products/105/related')?.kind).toBe('empty');
    expect(entryFor(entries, '/products-x')?.kind).toBe('slow');
    expect(entryFor(parseScenario('errors@/carts'), '/home')).toBeUndefined();
  });

  it('puts a new entry in place of the one for its path', () => {
    const entries = withEntry(parseScenario('slow+errors@/carts'), parseScenario('empty@/carts')[0]!);
    expect(formatScenario(entries)).toBe('slow+empty@/carts');
    expect(formatScenario(withEntry(entries, parseScenario('down')[0]!))).toBe('empty@/carts+down');
  });

  it('takes a call’s scenario out of its Prefer, which wins over the mock’s own', () => {
    const own = parseScenario('slow');
    expect(scenarioOfCall('code=401, scenario="errors=503@/carts"', own)).toEqual({ entries: parseScenario('errors=503@/carts'), prefer: 'code=401' });
    expect(scenarioOfCall('scenario=none', own)).toEqual({ entries: [], prefer: undefined });
    expect(scenarioOfCall('example=empty', own)).toEqual({ entries: own, prefer: 'example=empty' });
    expect(scenarioOfCall(undefined, own)).toEqual({ entries: own, prefer: undefined });
  });

  it('answers slow after the store’s server has given up on the call and on the page', () => {
    expect(SLOW_MS).toBeGreaterThan(serverConfig.callTimeoutMs);
    expect(SLOW_MS).toBeGreaterThan(serverConfig.pageDataDeadlineMs);
  });
});

describe('the scenarios played', () => {
  it('errors: every call answers 500 in the contract’s words and the caller’s language, or the status given', async () => {
    const server = await fetch(`${plain.origin}/api/v1/home`, { headers: inScenario('errors', { lang: 'en' }) });
    expect(server.status).toBe(500);
    expect(await server.json()).toEqual({ status: false, message: 'Something went wrong' });
    const unavailable = await fetch(`${plain.origin}/api/v1/carts`, { headers: inScenario('errors=503', { lang: 'ar' }) });
    expect(unavailable.status).toBe(503);
    expect((await unavailable.json()).message).toBe('حدث خطأ ما');
    // A status the contract has for the call: its own answer.
    const missing = await fetch(`${plain.origin}/api/v1/products/105`, { headers: inScenario('errors=404', { lang: 'en' }) });
    expect(missing.status).toBe(404);
    expect((await missing.json()).status).toBe(false);
  });

  it('slow: the answer comes after the time given, and is the usual one', async () => {
    const started = performance.now();
    const answer = await fetch(`${plain.origin}/api/v1/home`, { headers: inScenario('slow=400') });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(await answer.json()).toEqual({ status: true, prefer: 'example=ar' });
  });

  it('down: the connection is dropped, no answer comes', async () => {
    await expect(fetch(`${plain.origin}/api/v1/home`, { headers: inScenario('down') })).rejects.toThrow();
  });

  it('empty: a list’s GET asks Prism for its empty example; another call is as usual', async () => {
    const cart = await (await fetch(`${plain.origin}/api/v1/carts`, { headers: inScenario('empty') })).json();
    expect(cart.prefer).toBe('example=empty');
    const profile = await (await fetch(`${plain.origin}/api/v1/user/profile`, { headers: inScenario('empty', { lang: 'en' }) })).json();
    expect(profile.prefer).toBe('example=en');
  });

  it('seed=N: Prism makes the data up from the contract with that seed', async () => {
    const answer = await (await fetch(`${plain.origin}/api/v1/products`, { headers: inScenario('seed=7') })).json();
    expect(answer.prefer).toBe('dynamic=true, seed=7');
  });

  it('a scenario the mock does not know is a 400 that says so', async () => {
    const answer = await fetch(`${plain.origin}/api/v1/home`, { headers: inScenario('fast') });
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toContain('Unknown mock scenario "fast"');
  });

  it('the mock’s own scenario covers every API call but those that name theirs, and the gateway never', async () => {
    const mock = await startFront('errors=503@/carts');
    expect((await fetch(`${mock.origin}/api/v1/carts`)).status).toBe(503);
    expect((await fetch(`${mock.origin}/api/v1/home`)).status).toBe(200);
    expect((await fetch(`${mock.origin}/api/v1/carts`, { headers: { prefer: 'scenario=none' } })).status).toBe(200);
    expect((await fetch(`${mock.origin}/__mock/state`).then((r) => r.json())).scenario).toBe('errors=503@/carts');
  });

  it('logs the scenario each call followed', async () => {
    await (await fetch(`${plain.origin}/api/v1/carts?mark=log`, { headers: inScenario('slow=10+errors=502@/carts') })).text();
    await (await fetch(`${plain.origin}/api/v1/home?mark=log`, { headers: inScenario('slow=10+errors=502@/carts') })).text();
    await (await fetch(`${plain.origin}/api/v1/faqs?mark=log`)).text();
    await fetch(`${plain.origin}/api/v1/faqs?mark=down`, { headers: inScenario('down') }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ours = plain.log().filter((call) => /mark=/.test(call.path));
    expect(ours.map(({ path, status, scenario }) => ({ path, status, scenario }))).toEqual([
      { path: '/api/v1/carts?mark=log', status: 502, scenario: 'errors=502@/carts' },
      { path: '/api/v1/home?mark=log', status: 200, scenario: 'slow=10' },
      { path: '/api/v1/faqs?mark=log', status: 200, scenario: null },
      { path: '/api/v1/faqs?mark=down', status: null, scenario: 'down' },
    ]);
  });
});

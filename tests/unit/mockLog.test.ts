// What the mock keeps and prints of the calls it answers (mocks/callLog.mjs, mocks/output.mjs),
// its front server alone in front of a stand-in for Prism: the log of the last 200 calls (no
// body, no whole token), one line for a call that breaks the contract, one per call with
// MOCK_LOG=1, and none of Prism's lines about the memory's hand-back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallLog, loggedPath, MAX_LOGGED_CALLS, whoMade } from '../../mocks/callLog.mjs';
import { createMemory } from '../../mocks/memory/index.mjs';
import { createOutput, showsPrismLine, usesColour } from '../../mocks/output.mjs';
import { frontServer } from '../../mocks/server.mjs';

/* eslint-disable @typescript-eslint/no-explicit-any -- the log is read as plain JSON */

const TOKEN = 'mock-0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
const CARD = '4111111111111111';
const ESC = String.fromCharCode(27);

/** A stand-in for the store's Prism, answering as Prism does: a good answer, one that breaks the contract, a refused request. */
function fakePrism(req: http.IncomingMessage, res: http.ServerResponse) {
  req.resume();
  const path = req.url ?? '';
  if (path.startsWith('/broken')) {
    const violations = [{ location: ['response', 'body', 'status'], severity: 'Error', code: 'type', message: 'Response body property status must be boolean' }];
    res.writeHead(500, { 'content-type': 'application/problem+json', 'sl-violations': JSON.stringify(violations) });
    res.end(JSON.stringify({ type: 'https://stoplight.io/prism/errors#VIOLATIONS', status: 500, validation: violations }));
  } else if (path.startsWith('/refused')) {
    const validation = [{ location: ['body', 'quantity'], severity: 'Error', code: 'type', message: 'Request body property quantity must be integer' }];
    res.writeHead(422, { 'content-type': 'application/problem+json' });
    res.end(JSON.stringify({ type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY', status: 422, validation }));
  } else if (path.startsWith('/signed-in-only')) {
    res.writeHead(401, { 'content-type': 'application/problem+json' });
    res.end(JSON.stringify({ type: 'https://stoplight.io/prism/errors#UNAUTHORIZED', status: 401 }));
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: true, data: { token: TOKEN } }));
  }
}

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

let prism: http.Server;
let front: http.Server;
let origin: string;
const lines: string[] = [];
const calls = createCallLog();
/** A gateway stand-in: answers its own paths 201, as the mock gateway answers a payment. */
const gateway = {
  handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (!req.url?.startsWith('/gateway/')) return false;
    req.resume();
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end('{"id":"pay-1","status":"initiated"}');
    return true;
  },
};

beforeAll(async () => {
  prism = http.createServer(fakePrism);
  const prismPort = await listen(prism);
  const output = createOutput({ print: (line: string) => lines.push(line) });
  front = http.createServer(frontServer({ prismPort, memory: createMemory(), gateway, providers: { handle: () => false }, calls, answered: output.answered }));
  origin = `http://127.0.0.1:${await listen(front)}`;
});

afterAll(() => {
  front.close();
  prism.close();
});

const readLog = async (path = '/__mock/log') => (await (await fetch(`${origin}${path}`)).json()).calls as any[];
const lastCall = async () => (await readLog()).at(-1);
/** The lines printed while `run` runs. */
async function printedBy(run: () => Promise<unknown>) {
  const before = lines.length;
  await run();
  // The entry is logged once the answer is sent: a read of the log comes after it.
  await readLog();
  return lines.slice(before);
}

describe("the mock's log of the calls it answered", () => {
  it('lists a call with its time, who, part, method, path, status and time taken, newest last, on both paths', async () => {
    const before = Date.now();
    await (await fetch(`${origin}/api/v1/products?search=ring&page=2`, { headers: { lang: 'en' } })).text();
    const call = await lastCall();
    expect(call).toEqual({
      time: expect.any(String),
      who: 'guest',
      part: 'api',
      method: 'GET',
      path: '/api/v1/products?search=ring&page=2',
      status: 200,
      ms: expect.any(Number),
      scenario: null,
      violation: null,
    });
    expect(Date.parse(call.time)).toBeGreaterThanOrEqual(before - 1000);
    expect(call.ms).toBeGreaterThanOrEqual(0);
    expect(await readLog('/api/v1/__mock/log')).toEqual(await readLog());
  });

  it('names the shopper by a short hash of the token, never the token, and keeps no body', async () => {
    const body = JSON.stringify({ source: { type: 'creditcard', number: CARD, cvc: '123' } });
    await (await fetch(`${origin}/api/v1/user/auth/login`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}`, jwt: TOKEN, 'content-type': 'application/json' }, body })).text();
    await (await fetch(`${origin}/gateway/v1/payments`, { method: 'POST', headers: { cookie: `lang=en; jwt=${TOKEN}`, 'content-type': 'application/json' }, body })).text();
    const log = await readLog();
    const [login, payment] = log.slice(-2);
    expect(login).toMatchObject({ who: whoMade({ authorization: `Bearer ${TOKEN}` }), part: 'api', method: 'POST', path: '/api/v1/user/auth/login', status: 200 });
    expect(login.who).toMatch(/^shopper-[0-9a-f]{8}$/);
    expect(payment).toMatchObject({ who: login.who, part: 'gateway', path: '/gateway/v1/payments', status: 201 });
    const text = JSON.stringify(log);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(CARD);
    expect(text).not.toContain('initiated');
  });

  it('hides a query value named like a secret, and tells shoppers apart', () => {
    expect(loggedPath('/gateway/v1/stc_pays/p-1/proceed?otp_token=abc123&x=1')).toBe('/gateway/v1/stc_pays/p-1/proceed?otp_token=hidden&x=1');
    expect(loggedPath('/api/v1/products?search=gold')).toBe('/api/v1/products?search=gold');
    expect(whoMade({})).toBe('guest');
    expect(whoMade({ jwt: 'a' })).not.toBe(whoMade({ jwt: 'b' }));
    expect(whoMade({ authorization: 'Bearer a' })).toBe(whoMade({ jwt: 'a' }));
  });

  it(`keeps the last ${MAX_LOGGED_CALLS} calls`, async () => {
    const log = createCallLog();
    for (let i = 0; i < MAX_LOGGED_CALLS + 50; i += 1) log.add({ path: `/call/${i}` });
    const kept = log.list();
    expect(kept).toHaveLength(MAX_LOGGED_CALLS);
    expect(kept[0].path).toBe('/call/50');
    expect(kept.at(-1).path).toBe(`/call/${MAX_LOGGED_CALLS + 49}`);
  });

  it('leaves out the pictures and its own reading', async () => {
    await (await fetch(`${origin}/api/v1/home`)).text();
    const before = (await readLog()).length;
    await (await fetch(`${origin}/media/none.webp`)).text();
    await readLog();
    expect((await readLog()).length).toBe(before);
  });
});

describe('what the mock prints', () => {
  it('prints nothing for a call that keeps the contract', async () => {
    expect(await printedBy(() => fetch(`${origin}/api/v1/home`).then((r) => r.text()))).toEqual([]);
  });

  it('prints one line for an answer that breaks the contract, every time, and logs the violation', async () => {
    const call = () => fetch(`${origin}/api/v1/broken`, { headers: { lang: 'en' } }).then((r) => r.text());
    const printed = await printedBy(call);
    expect(printed).toEqual(['✖ contract GET /api/v1/broken → 500: the answer breaks the contract: Response body property status must be boolean']);
    expect(await printedBy(call)).toEqual(printed);
    expect(await lastCall()).toMatchObject({ status: 500, violation: 'the answer breaks the contract: Response body property status must be boolean' });
  });

  it("prints one line for a request Prism refuses, answered in the contract's words", async () => {
    let answer: Response | undefined;
    const printed = await printedBy(async () => {
      answer = await fetch(`${origin}/api/v1/refused`, { method: 'POST', headers: { lang: 'en' } });
      await answer.text();
    });
    expect(answer?.status).toBe(422);
    expect(printed).toEqual(['✖ contract POST /api/v1/refused → 422: the request breaks the contract: Request body property quantity must be integer']);
  });

  it("prints nothing for a call without the token it needs: the contract's 401", async () => {
    expect(await printedBy(() => fetch(`${origin}/api/v1/signed-in-only`).then((r) => r.text()))).toEqual([]);
    expect(await lastCall()).toMatchObject({ status: 401, violation: null });
  });

  it('prints a line per call with MOCK_LOG=1: time, method, path, status, ms, who', () => {
    const printed: string[] = [];
    const output = createOutput({ print: (line: string) => printed.push(line), everyCall: true });
    output.answered({ time: '2026-12-03T07:27:16.000Z', who: 'guest', method: 'GET', path: '/api/v1/home', status: 200, ms: 12 }, []);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/v1\/home 200 12 ms guest$/);
  });

  it('colours its lines for a terminal, not with NO_COLOR nor into a pipe', () => {
    const printed: string[] = [];
    createOutput({ print: (line: string) => printed.push(line), colour: true }).answered(
      { method: 'GET', path: '/x', status: 500 },
      [{ location: ['response'], message: 'Response body property status must be boolean' }],
    );
    expect(printed[0]).toContain(`${ESC}[31m`);
    const terminal = { isTTY: true, hasColors: () => true };
    expect(usesColour(terminal, {})).toBe(true);
    expect(usesColour(terminal, { NO_COLOR: '1' })).toBe(false);
    expect(usesColour({ isTTY: false }, {})).toBe(false);
    expect(usesColour({ isTTY: false }, { FORCE_COLOR: '3' })).toBe(true);
    expect(usesColour({ isTTY: false }, { FORCE_COLOR: '3', NO_COLOR: '1' })).toBe(false);
  });

  it("leaves out Prism's line for the memory's hand-back and its own account of violations, not its other lines", async () => {
    const handBack = `[7:27:16 AM] › ${ESC}[33m    [PROXY] ⚠  warning   Upstream call to /home has returned 501${ESC}[39m`;
    expect(showsPrismLine(handBack)).toBe(false);
    expect(showsPrismLine('[7:28:41 AM] ›     [VALIDATOR] ✖  error     Violation: request.body Request body must have required property')).toBe(false);
    expect(showsPrismLine('[7:27:16 AM] › [HTTP SERVER] post /x ✖  error     Request terminated with error: https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY: Invalid request')).toBe(false);
    expect(showsPrismLine('[7:27:08 AM] › [CLI] …  awaiting  Starting Prism…')).toBe(true);
    expect(showsPrismLine('[7:32:18 AM] › [HTTP SERVER] get /home ✖  error     Request terminated with error: https://stoplight.io/prism/errors#NOT_FOUND: The server cannot find the requested content')).toBe(true);

    // Relayed from a child's output: only the lines it shows, uncoloured into a given print.
    const printed: string[] = [];
    const child = { stdout: new PassThrough(), stderr: new PassThrough() };
    createOutput({ print: (line: string) => printed.push(line) }).relayPrism(child);
    child.stdout.end(`${handBack}\n${ESC}[31mfatal: the contract cannot be read${ESC}[39m\n`);
    child.stderr.end();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(printed).toEqual(['fatal: the contract cannot be read']);
  });
});

// The mock's log of what it answered (GET /api/v1/__mock/log) and what it prints, with Prism
// in front of the memory: the test mock logs the calls made through it (the gateway's too) with
// their status and time, never a body or a whole token, the last 200 of them; and a mock of this
// file's own, whose lines are caught, prints nothing for the memory's hand-back to Prism and one
// line for each call that breaks the contract.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGGED_CALLS } from '../../mocks/callLog.mjs';
import { startMock } from '../../mocks/server.mjs';
import { gatewayAuthHeaders, mockApi, mockGateway, mockOrigin } from './contract';

/* eslint-disable @typescript-eslint/no-explicit-any -- the log is read as plain JSON */

const readLog = async (origin = mockOrigin) => (await (await fetch(`${origin}/api/v1/__mock/log`)).json()).calls as any[];

describe('the log of the test mock', () => {
  it('lists the calls made through it, the gateway’s too, with their status and time taken, no body and no whole token', async () => {
    const token = `log-test-${randomUUID()}`;
    const shopper = { Authorization: `Bearer ${token}`, JWT: token, lang: 'en' };
    const marker = randomUUID();
    await (await fetch(`${mockApi}/carts?marker=${marker}`, { headers: shopper })).text();
    await (await fetch(`${mockApi}/home?marker=${marker}`, { headers: { lang: 'en' } })).text();
    const card = '4111111111111111';
    const payment = { amount: 1000, currency: 'SAR', description: marker, callback_url: 'http://store.test/done', source: { type: 'creditcard', name: 'A B', number: card, month: 8, year: 2027, cvc: '123' } };
    const paid = await fetch(`${mockGateway}/payments?marker=${marker}`, { method: 'POST', headers: { ...gatewayAuthHeaders, cookie: `jwt=${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(payment) });
    const paymentId = (await paid.json()).id;

    const log = await readLog();
    const ours = log.filter((call) => call.path.endsWith(`marker=${marker}`));
    expect(ours.map(({ part, method, path, status }) => ({ part, method, path, status }))).toEqual([
      { part: 'api', method: 'GET', path: `/api/v1/carts?marker=${marker}`, status: 200 },
      { part: 'api', method: 'GET', path: `/api/v1/home?marker=${marker}`, status: 200 },
      { part: 'gateway', method: 'POST', path: `/gateway/v1/payments?marker=${marker}`, status: 201 },
    ]);
    for (const call of ours) expect(call).toMatchObject({ ms: expect.any(Number), time: expect.any(String), scenario: null, violation: null });
    expect(ours[0].who).toMatch(/^shopper-[0-9a-f]{8}$/);
    expect(ours[1].who).toBe('guest');
    expect(ours[2].who).toBe(ours[0].who);
    const text = JSON.stringify(log);
    expect(text).not.toContain(token);
    expect(text).not.toContain(card);
    expect(text).not.toContain(paymentId);
  });

  it(`keeps the last ${MAX_LOGGED_CALLS} calls, newest last`, async () => {
    const marker = randomUUID();
    const count = MAX_LOGGED_CALLS + 10;
    // The mock's own paths it does not serve: answered at once, without Prism.
    for (let i = 0; i < count; i += 1) await (await fetch(`${mockOrigin}/__mock/none-${marker}-${i}`)).text();
    const log = await readLog();
    expect(log).toHaveLength(MAX_LOGGED_CALLS);
    const ours = log.filter((call) => call.path.includes(marker));
    expect(ours.at(-1)).toMatchObject({ part: 'mock', path: `/__mock/none-${marker}-${count - 1}`, status: 404 });
    expect(ours.some((call) => call.path === `/__mock/none-${marker}-0`)).toBe(false);
  });
});

describe('what the mock prints', () => {
  // A mock of its own, on ports the test mock leaves free (it takes its port and +1000, +2000, +3000).
  const port = Number(process.env.TEST_MOCK_PORT ?? 4020) + 5;
  const lines: string[] = [];
  let mock: Awaited<ReturnType<typeof startMock>>;
  const api = `http://127.0.0.1:${port}/api/v1`;
  /** The lines printed for `run`'s calls (Prism's come through a pipe: a moment later). */
  async function printedBy(run: () => Promise<unknown>) {
    const before = lines.length;
    await run();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return lines.slice(before);
  }

  beforeAll(async () => {
    mock = await startMock({ port, print: (line: string) => lines.push(line), logCalls: false });
    // A cart that breaks the contract, for the test below: the memory's server asks `memory.handle` at each call.
    const handle = mock.memory.handle;
    mock.memory.handle = async (req: any, res: any) => {
      if (!req.url.startsWith('/carts?broken')) return handle(req, res);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 'yes', data: [] }));
    };
  });
  afterAll(() => mock?.close());

  it("prints nothing for the memory's hand-back to Prism (home, the gold prices), nor for a good answer", async () => {
    const printed = await printedBy(async () => {
      for (const path of ['/home', '/gold-today', '/products/105']) await (await fetch(`${api}${path}`, { headers: { lang: 'en' } })).text();
    });
    expect(printed).toEqual([]);
  });

  it('prints one line for a request that breaks the contract, every time', async () => {
    const token = `print-test-${randomUUID()}`;
    const add = () =>
      fetch(`${api}/products/105/add-to-cart`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, JWT: token, lang: 'en', 'Content-Type': 'application/json' },
        body: JSON.stringify({ variety_id: 1005, quantity: 'two' }),
      }).then((r) => r.text());
    const printed = await printedBy(add);
    expect(printed).toEqual(['✖ contract POST /api/v1/products/105/add-to-cart → 422: the request breaks the contract: Request body property quantity must be integer']);
    expect(await printedBy(add)).toEqual(printed);
    expect(printed.join('')).not.toContain(token);
  });

  it('prints one line for an answer that breaks the contract, and logs it', async () => {
    const printed = await printedBy(() => fetch(`${api}/carts?broken`, { headers: { Authorization: 'Bearer t', JWT: 't', lang: 'en' } }).then((r) => r.text()));
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^✖ contract GET \/api\/v1\/carts\?broken → 500: the answer breaks the contract: Response body property status must be boolean/);
    expect((await readLog(`http://127.0.0.1:${port}`)).at(-1)).toMatchObject({ path: '/api/v1/carts?broken', status: 500, violation: expect.stringContaining('Response body property status must be boolean') });
  });
});

// The mock's scenarios through the test mock, Prism and the memory included (mocks/scenarios.mjs):
// what a screen gets from each, as the store asks with `Prefer: scenario="…"` (the dev server's
// mock_scenario cookie), every answer still checked against the contract by Prism.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mockApi, mockOrigin } from './contract';

/* eslint-disable @typescript-eslint/no-explicit-any -- the answers are read as plain JSON */

const shopper = () => {
  const token = `scenario-${randomUUID()}`;
  return { Authorization: `Bearer ${token}`, JWT: token, lang: 'en' };
};
const inScenario = (scenario: string, headers: Record<string, string> = { lang: 'en' }) => ({ ...headers, prefer: `scenario="${scenario}"` });
const get = async (path: string, headers: Record<string, string>) => {
  const answer = await fetch(`${mockApi}${path}`, { headers });
  return { status: answer.status, body: (await answer.json()) as any, violations: answer.headers.get('sl-violations') };
};

describe('the mock’s scenarios, through Prism and the memory', () => {
  it('empty: no pieces, an empty cart, no favourites and no orders, for a shopper whose memory has them', async () => {
    const headers = shopper();
    expect((await get('/carts', headers)).body.data.length).toBeGreaterThan(0);
    for (const path of ['/carts', '/products', '/wishlist', '/compare', '/orders', '/categories']) {
      const answer = await get(path, inScenario('empty', headers));
      expect(answer.status, path).toBe(200);
      expect(answer.body.data, path).toEqual([]);
    }
    expect((await get('/home', inScenario('empty'))).body.data.sliders).toEqual([]);
    // The scenario changed nothing in the memory.
    expect((await get('/carts', headers)).body.data.length).toBeGreaterThan(0);
  });

  it('seed=N: data made up from the contract, the same for the same seed, checked by Prism', async () => {
    const first = await get('/products/101', inScenario('seed=7'));
    const again = await get('/products/101', inScenario('seed=7'));
    const usual = await get('/products/101', { lang: 'en' });
    expect(first.status).toBe(200);
    expect(first.violations).toBeNull();
    expect(again.body).toEqual(first.body);
    expect(first.body.data.title).not.toBe(usual.body.data.title);
  });

  it('errors: the contract’s own answer for that status where it has one, else its server error', async () => {
    const unauthorized = await get('/carts', inScenario('errors=401', shopper()));
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.body.status).toBe(false);
    const failing = await get('/home', inScenario('errors'));
    expect(failing).toMatchObject({ status: 500, body: { status: false, message: 'Something went wrong' } });
  });

  it('per path: only the calls of that path follow it, and the log says which scenario each followed', async () => {
    const mark = randomUUID();
    const scenario = 'errors=503@/faqs';
    expect((await get(`/faqs?mark=${mark}`, inScenario(scenario))).status).toBe(503);
    expect((await get(`/home?mark=${mark}`, inScenario(scenario))).status).toBe(200);
    const log = ((await (await fetch(`${mockOrigin}/api/v1/__mock/log`)).json()).calls as any[]).filter((call) => call.path.includes(mark));
    expect(log.map(({ path, status, scenario: followed }) => ({ path, status, followed }))).toEqual([
      { path: `/api/v1/faqs?mark=${mark}`, status: 503, followed: scenario },
      { path: `/api/v1/home?mark=${mark}`, status: 200, followed: null },
    ]);
  });
});

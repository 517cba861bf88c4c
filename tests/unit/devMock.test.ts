// The dev server's part in the mock's scenarios (scripts/devMock.ts), its middleware alone on a
// server of this test's: the browser's mock_scenario cookie goes with every page and API call as
// `Prefer: scenario="…"` (never to the gateway), and the /__mock page's forms set that cookie,
// refuse a scenario the mock would not take and make the mock forget its shoppers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connect, ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMock } from '../../scripts/devMock';

let mock: http.Server;
let store: http.Server;
let origin: string;
const mockCalls: string[] = [];

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  mock = http.createServer((req, res) => {
    mockCalls.push(`${req.method} ${req.url}`);
    res.writeHead(204).end();
  });
  let middleware: Connect.NextHandleFunction | undefined;
  const server = { middlewares: { use: (handler: Connect.NextHandleFunction) => (middleware = handler) }, environments: {} } as unknown as ViteDevServer;
  const plugin = devMock(await listen(mock));
  (plugin.configureServer as (server: ViteDevServer) => void)(server);
  // What comes after the middleware (Vite's proxy, the page's render) answers the Prefer it got.
  store = http.createServer((req, res) => middleware!(req, res, () => res.end(JSON.stringify({ prefer: req.headers.prefer ?? null }))));
  origin = await listen(store);
});

afterAll(() => {
  store.close();
  mock.close();
});

const preferSent = async (path: string, headers: Record<string, string>) => ((await (await fetch(`${origin}${path}`, { headers })).json()) as { prefer: string | null }).prefer;

/** Sends a form of the /__mock page; answers where it goes back to and the cookie it sets. */
async function sendForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const answer = await fetch(`${origin}/__mock?lang=en`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields) });
  return { status: answer.status, location: answer.headers.get('location'), cookie: answer.headers.get('set-cookie') };
}

describe('the browser’s scenario on every call', () => {
  it('goes with a page request and an API call as Prefer, beside a Prefer of their own', async () => {
    const cookie = 'mock_scenario=errors%3D503%40%2Fcarts%2Bslow; language=en';
    expect(await preferSent('/Store', { cookie })).toBe('scenario="errors=503@/carts+slow"');
    expect(await preferSent('/api/v1/home', { cookie, prefer: 'example=empty' })).toBe('example=empty, scenario="errors=503@/carts+slow"');
  });

  it('leaves a call that names its own scenario, the gateway’s calls, and a browser without one', async () => {
    const cookie = 'mock_scenario=slow';
    expect(await preferSent('/api/v1/home', { cookie, prefer: 'scenario=none' })).toBe('scenario=none');
    expect(await preferSent('/gateway/v1/payments', { cookie })).toBeNull();
    expect(await preferSent('/api/v1/home', {})).toBeNull();
  });
});

describe('the /__mock page’s forms', () => {
  it('apply an entry in place of the one for its path, and keep the others', async () => {
    const applied = await sendForm({ action: 'apply', kind: 'errors', value: '503', path: '/carts' }, { cookie: 'mock_scenario=slow%2Bempty%40%2Fcarts' });
    expect(applied.status).toBe(303);
    expect(applied.location).toBe('/__mock?lang=en');
    expect(decodeURIComponent(applied.cookie ?? '')).toMatch(/^mock_scenario=slow\+errors=503@\/carts; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it('refuse a scenario the mock would not take, and change nothing', async () => {
    for (const fields of [{ kind: 'errors', value: '200' }, { kind: 'seed' }, { kind: 'fast' }] as Record<string, string>[]) {
      const refused = await sendForm({ action: 'apply', ...fields });
      expect(refused.location, fields.kind).toBe('/__mock?lang=en&refused=1');
      expect(refused.cookie).toBeNull();
    }
  });

  it('remove one entry, or clear them all', async () => {
    const removed = await sendForm({ remove: '/carts' }, { cookie: 'mock_scenario=slow%2Berrors%40%2Fcarts' });
    expect(removed.cookie).toMatch(/^mock_scenario=slow;/);
    expect((await sendForm({ action: 'clear' })).cookie).toMatch(/^mock_scenario=; Max-Age=0;/);
  });

  it('make the mock forget its shoppers', async () => {
    mockCalls.length = 0;
    expect((await sendForm({ action: 'reset' })).status).toBe(303);
    expect(mockCalls).toEqual(['POST /__mock/reset']);
  });

  it('refuse another site’s form', async () => {
    expect((await sendForm({ action: 'reset' }, { origin: 'https://evil.example' })).status).toBe(403);
  });
});

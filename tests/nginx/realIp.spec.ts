import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startNginx } from '../../scripts/nginx.mjs';

// nginx behind a load balancer (deploy/nginx.conf.template, SET_REAL_IP_FROM): the shopper's
// address is the one a trusted balancer says in X-Forwarded-For, so each shopper has their own
// sign-in limit, and its X-Forwarded-Proto is the scheme the pages are made for; from anyone else
// both headers are ignored. And its access log: one JSON line per request, with the request id and
// whether the page cache answered, never the query or a cookie. Each test starts an nginx of its
// own in front of the store's server the smoke run started (playwright.nginx.config.ts); every
// request of the tests comes from 127.0.0.1, the "balancer" here.

const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 8090);
const APP = `127.0.0.1:${NGINX_PORT + 1}`;
const API = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 4030}`;
// Ports of this file's own: the smoke run's nginx and server take + 0 and + 1, limits.spec.ts + 10 on.
let nextPort = NGINX_PORT + 5;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

async function ownNginx(realIpFrom: string, pageCache = false) {
  return startNginx({ port: nextPort++, distDir: OUT_DIR, appUpstream: APP, upstream: API, realIpFrom, pageCache });
}

async function signIn(request: APIRequestContext, url: string, headers: Record<string, string>, i: number) {
  const answer = await request.post(`${url}/session/login`, {
    data: { email: `real-ip${i}@example.com`, password: 'Secret@123' },
    headers: { 'content-type': 'application/json', origin: url, ...headers },
    failOnStatusCode: false,
  });
  return answer.status();
}

async function canonicalOf(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const html = await (await request.get(`${url}/About`, { headers })).text();
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

test('behind a trusted balancer, each shopper’s address has its own sign-in limit', async ({ request }) => {
  const nginx = await ownNginx('127.0.0.1');
  try {
    const first = { 'x-forwarded-for': '203.0.113.7' };
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push(await signIn(request, nginx.url, first, i));
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another shopper behind the same balancer, the balancer's chain as it adds itself, and the
    // balancer's own address: none of them is the first shopper.
    expect(await signIn(request, nginx.url, { 'x-forwarded-for': '198.51.100.9' }, 20)).toBe(200);
    expect(await signIn(request, nginx.url, { 'x-forwarded-for': '198.51.100.10, 127.0.0.1' }, 21)).toBe(200);
    expect(await signIn(request, nginx.url, {}, 22)).toBe(200);
    // The first is still refused, however the chain is written in front of the trusted hop.
    expect(await signIn(request, nginx.url, { 'x-forwarded-for': '10.9.9.9, 203.0.113.7' }, 23)).toBe(429);
  } finally {
    await nginx.close();
  }
});

test('without a trusted balancer, X-Forwarded-For changes no one’s limit', async ({ request }) => {
  const nginx = await ownNginx('');
  try {
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push(await signIn(request, nginx.url, { 'x-forwarded-for': `203.0.113.${i + 1}` }, 30 + i));
    expect(statuses.at(-1)).toBe(429);
  } finally {
    await nginx.close();
  }
});

test('a trusted balancer’s X-Forwarded-Proto makes the pages’ addresses; anyone else’s is ignored', async ({ request }) => {
  const trusting = await ownNginx('127.0.0.1');
  const trustingNoOne = await ownNginx('');
  try {
    const host = (url: string) => new URL(url).host;
    const viaBalancer = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
    expect(await canonicalOf(request, trusting.url, viaBalancer)).toBe(`https://${host(trusting.url)}/About`);
    // The header without a balancer's hop (the request did not come through it), or to an nginx
    // that trusts no one: nginx's own scheme.
    expect(await canonicalOf(request, trusting.url, { 'x-forwarded-proto': 'https' })).toBe(`http://${host(trusting.url)}/About`);
    expect(await canonicalOf(request, trustingNoOne.url, viaBalancer)).toBe(`http://${host(trustingNoOne.url)}/About`);
  } finally {
    await Promise.all([trusting.close(), trustingNoOne.close()]);
  }
});

interface AccessLine {
  time: string;
  id: string;
  method: string;
  path: string;
  status: number;
  bytes: number;
  request_time: number;
  upstream_time: string;
  upstream_status: string;
  cache: string;
}

test('the access log: one JSON line a request, with its id and the page cache’s answer, never the query or a cookie', async ({ request }) => {
  const nginx = await ownNginx('', true);
  try {
    const lines = () =>
      readFileSync(nginx.accessLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AccessLine);
    const guest = await request.get(`${nginx.url}/About?q=private-search`, { headers: { cookie: 'language=ar' } });
    const again = await request.get(`${nginx.url}/About?q=private-search`, { headers: { cookie: 'language=ar' } });
    const signedIn = await request.get(`${nginx.url}/About`, { headers: { cookie: 'jwt=secret-token-of-a-shopper', authorization: 'Bearer secret-token-of-a-shopper' } });
    const asset = await request.get(`${nginx.url}/favicon.svg`);
    const line = (id: string | undefined) => lines().find((candidate) => candidate.id === id);
    await expect.poll(() => lines().length).toBeGreaterThanOrEqual(4);

    const first = line(guest.headers()['x-request-id']);
    expect(first).toMatchObject({ method: 'GET', path: '/About', status: 200, upstream_status: '200', cache: 'MISS' });
    expect(first!.id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.now() - Date.parse(first!.time)).toBeLessThan(60_000);
    expect(first!.request_time).toBeGreaterThanOrEqual(0);
    expect(Number(first!.upstream_time)).toBeGreaterThanOrEqual(0);
    expect(first!.bytes).toBeGreaterThan(0);
    // The next guest's page came from the cache, the signed-in shopper's never.
    expect(line(again.headers()['x-request-id'])).toMatchObject({ path: '/About', cache: 'HIT', upstream_status: '' });
    expect(line(signedIn.headers()['x-request-id'])).toMatchObject({ path: '/About', cache: 'BYPASS' });
    // A file nginx serves itself: no upstream, no cache (it carries no X-Request-Id).
    expect(asset.status()).toBe(200);
    expect(lines().find((candidate) => candidate.path === '/favicon.svg')).toMatchObject({ status: 200, upstream_status: '', cache: '' });

    const written = readFileSync(nginx.accessLog, 'utf8');
    expect(written).not.toContain('private-search');
    expect(written).not.toContain('secret-token');
  } finally {
    await nginx.close();
  }
});

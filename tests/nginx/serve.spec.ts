import { expect, type APIResponse, type Page } from '@playwright/test';
import { test } from '../e2e/fixtures';
import { answerThreeDSecure, checkoutFromCart, fillCard, fillPersonalId, GOOD_CARD, placeButton, PLACED_ORDER, WORDS } from '../e2e/buying-support';
import { example, signInWithCookie, useLanguage } from '../e2e/support';

// The store through nginx (npm run serve, deploy/), as production serves it: pages rendered by the
// store's Node server with the security headers and a CSP whose nonce is new on every answer, in
// force through a whole purchase; the assets sent compressed at build time and cached for good.

test.describe.configure({ timeout: 90_000 });

/** The mock answers every product page with the same product. */
/** The first piece of the store (the 24K gold bar, 101): its page is its own (the mock's memory). */
const PRODUCT_PAGE_TITLE: string = example('get', '/products', 200, 'en').data[0].title;

/**
 * Every CSP violation the page reports (the `securitypolicyviolation` event, and Chromium's own
 * "Refused to …" console errors), on every page the test opens, and uncaught errors.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`uncaught: ${error.message}`));
  return violations;
}

/** The sources of one directive of a policy. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((entry) => entry.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

function expectSecurityHeaders(answer: APIResponse) {
  const headers = answer.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(directive(csp, 'script-src')).toContain("'self'");
  expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
}

/** The nonce of the page's CSP, which every inline script must carry. */
const nonceOf = (answer: APIResponse) => /'nonce-([^']+)'/.exec(directive(answer.headers()['content-security-policy'] ?? '', 'script-src')?.join(' ') ?? '')?.[1];

test('every page is rendered by the server with the security headers, a new nonce on every inline script, never cached stale', async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ['/', '/Store?sort=price_asc', '/products/101', '/About']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/html/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(answer);
    const nonce = nonceOf(answer);
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    const html = await answer.text();
    // The page itself, with its footer, in the first HTML.
    expect(html).toMatch(/<footer/);
    const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>/g)].map((match) => match[0]);
    expect(inline.length, path).toBeGreaterThan(0);
    for (const tag of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(4);
  expect((await request.get('/products/4242')).status()).toBe(404);
});

test('an asset goes out brotli-compressed, or gzipped for a client without brotli, cached for a year; a missing one is a 404', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The app's entry script (the router's <Scripts>).
  const script = html.match(/"(\/assets\/index-[^"]+\.js)"/)![1]!;
  const brotli = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
  const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
  const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  for (const answer of [brotli, gzip, plain]) {
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers()['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers()['vary']).toMatch(/Accept-Encoding/i);
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  }
  // The same script, whichever way it travelled.
  expect((await brotli.body()).equals(await plain.body())).toBe(true);
  expect((await gzip.body()).equals(await plain.body())).toBe(true);
  expect((await request.get('/assets/no-such-file.js')).status()).toBe(404);
});

/** A PNG's size as a manifest writes it ("192x192"), from its header (IHDR). */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('the web app manifests go out as manifests, asked again every time; their icons and the apple-touch-icon are the sizes they say', async ({ request }) => {
  for (const language of ['ar', 'en']) {
    const answer = await request.get(`/manifest.${language}.webmanifest`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
    const { lang, icons } = (await answer.json()) as { lang: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(lang).toBe(language);
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) {
      const picture = await request.get(icon.src);
      expect(picture.headers()['content-type'], icon.src).toBe(icon.type);
      expect(pngSize(await picture.body()), icon.src).toBe(icon.sizes);
    }
  }
  const html = await (await request.get('/')).text();
  const appleTouchIcon = /<link rel="apple-touch-icon" sizes="(\d+x\d+)" href="([^"]+)"/.exec(html);
  expect(appleTouchIcon).toBeTruthy();
  expect(pngSize(await (await request.get(appleTouchIcon![2]!)).body())).toBe(appleTouchIcon![1]);
});

test('the service worker goes out as a script, asked again at every check, and precaches the first page’s code and the fonts', async ({ request }) => {
  const answer = await request.get('/sw.js');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const worker = await answer.text();
  const html = await (await request.get('/')).text();
  // The app's own code and stylesheet, which every page loads first (the page's own chunks are
  // kept once the worker is there: tests/e2e/offline.spec.ts).
  const shell = [...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="\/(assets\/(?:index|app|rolldown-runtime)-[\w-]+\.(?:js|css))"/g)].map((match) => match[1]);
  expect(shell.length, "the app's code and stylesheet in the page").toBeGreaterThanOrEqual(3);
  for (const file of shell) expect(worker, file).toContain(`"url":"${file}"`);
  expect(worker).toMatch(/"url":"assets\/tajawal-arabic-400-normal-[\w-]+\.woff2"/);
});

test("the first page's chunk opens with V8's compile hint, where V8 reads it; a page's own chunk does not", async ({ request }) => {
  const html = await (await request.get('/')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map(([, href]) => href!);
  const firstPageChunk = preloaded.find((href) => href.startsWith('/assets/app-'));
  const homeChunk = preloaded.find((href) => href.startsWith('/assets/routes-'));
  expect(firstPageChunk && homeChunk).toBeTruthy();
  expect(await (await request.get(firstPageChunk!)).text()).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  expect(await (await request.get(homeChunk!)).text()).not.toContain('allFunctionsCalledOnLoad');
});

test('a reload of a deep link (a product, an order) is the app, with no CSP violation', async ({ page, context, baseURL }) => {
  const violations = await watchViolations(page);
  await signInWithCookie(context, baseURL!);
  await useLanguage(page, 'en');
  await page.goto('/products/101');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_PAGE_TITLE })).toBeVisible({ timeout: 20_000 });
  await page.goto('/OrderDetails/5001');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Order ORD-/ })).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
});

test('home, the store, a product, log in, the cart and a card paid through 3-D Secure, with the CSP in force and never violated', async ({ page }) => {
  // Eight page loads and a sign-in: a long journey on two busy cores.
  test.setTimeout(150_000);
  const w = WORDS.en;
  const violations = await watchViolations(page);
  await useLanguage(page, 'en');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached({ timeout: 20_000 });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Store', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('main').getByRole('link', { name: example('get', '/products', 200, 'en').data[0].title }).first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT_PAGE_TITLE })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('mohammed@goldstore.example');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret-password');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Logged in successfully' })).toBeVisible();

  await checkoutFromCart(page, w);
  const main = page.getByRole('main');
  await fillCard(main, w, GOOD_CARD);
  await fillPersonalId(page, w);
  await placeButton(page, w, 'card').click();
  await answerThreeDSecure(page, 'confirm');
  await expect(main.getByRole('status').filter({ hasText: w.paymentCompleted })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/OrderDetails/${PLACED_ORDER.id}$`));
  expect(violations).toEqual([]);
});

test("the store's servers' /metrics is not served to shoppers; /vitals is", async ({ request }) => {
  expect((await request.get('/metrics')).status()).toBe(404);
  const vitals = await request.post('/vitals', { data: { vitals: [{ name: 'CLS', value: 0, route: '/' }] } });
  expect(vitals.status()).toBe(204);
});

import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract is read as plain JSON */
export const contract: any = JSON.parse(readFileSync('sdk/openapi.json', 'utf8'));

/** The named example the mock serves for a call, e.g. example('get', '/home', 200, 'en'). */
export function example(method: string, path: string, status: number, name: string): any {
  const named = contract.paths[path][method].responses[String(status)].content['application/json'].examples[name];
  // Examples kept under components are referred to (`#/components/examples/OrderPlacedBankTransfer`).
  return (named.$ref ? contract.components.examples[named.$ref.split('/').pop()] : named).value;
}

/** Stores the language before the app starts, as a returning shopper would have it. */
export async function useLanguage(page: Page, language: 'ar' | 'en'): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  // The cookie that mirrors it, which the server renders the page in.
  await page.context().addCookies([{ name: 'language', value: language, domain: 'localhost', path: '/' }]);
}

/**
 * A signed-in shopper new to the mock's memory: a token of its own (the mock takes any token and
 * starts its shopper from the contract's examples), so no other test's cart or orders show; the
 * app restores the session from the jwt cookie. Answers the token.
 */
export async function signInWithCookie(context: BrowserContext, baseURL: string): Promise<string> {
  const token = `e2e-${randomUUID()}`;
  await context.addCookies([{ name: 'jwt', value: token, url: baseURL }]);
  return token;
}

/**
 * Forces the mock's answer to one call with Prism's Prefer header (e.g. 'code=401' or
 * 'code=422, example=unverified'), as the tests' way to reach errors without editing code.
 */
/**
 * Makes the mock answer the page's own calls of `path` with `prefer` (e.g. 'code=500'): those the
 * browser makes. A page the server renders calls the API itself: see forcePageAnswer.
 */
export async function forceAnswer(page: Page, method: string, path: string, prefer: string): Promise<void> {
  await page.route(
    (url) => url.pathname === `/api/v1${path}`,
    (route) =>
      route.request().method() === method.toUpperCase()
        ? route.continue({ headers: { ...route.request().headers(), prefer } })
        : route.fallback(),
  );
}

/**
 * Makes the mock answer the API call behind one of the store's session calls (/session/login…)
 * with `prefer`: the store's server passes the Prefer of the call on to the mock (only the mock's:
 * PASS_PREFER_TO_API, which the tests' server is started with).
 */
export async function forceSessionAnswer(page: Page, name: string, prefer: string): Promise<void> {
  await page.route(
    (url) => url.pathname === `/session/${name}`,
    (route) => route.continue({ headers: { ...route.request().headers(), prefer } }),
  );
}

/**
 * Asks the server to render the page at `pathname` with every API answer it gets forced by
 * `prefer` (the server passes the page request's Prefer on to the API, as the fuzz uses it).
 */
export async function forcePageAnswer(page: Page, pathname: string, prefer: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    (route) =>
      route.request().resourceType() === 'document' ? route.continue({ headers: { ...route.request().headers(), prefer } }) : route.fallback(),
  );
}

/**
 * Goes to `href` inside the app, as a link would (the router's own navigation): the page's data
 * comes from the browser's calls, not with a page the server rendered.
 */
export async function navigateInApp(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => (window as unknown as { __TSR_ROUTER__: { navigate: (options: { href: string }) => Promise<void> } }).__TSR_ROUTER__.navigate({ href: to }), href);
}

/** The screen sizes every page is checked at: a desktop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * The widths axe checks a page at, one a language: Arabic on a phone (most shoppers), English on
 * a desktop, so each language and each width is read once. Both widths in both languages doubled
 * the browser tests' time on CI's two cores, over the 20 minutes CI has.
 */
export function axeViewports(language: 'ar' | 'en') {
  const size = language === 'ar' ? 'phone' : 'desktop';
  return [[size, VIEWPORTS[size]]] as const;
}

/** axe-core's WCAG 2.2 AA checks on the page as it is now; returns the violations, readable. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`,
  );
}

/**
 * Like useLanguage, but only for the first load of the page: a reload keeps whatever the app
 * stored since (the language dialog's choice), as it would for a shopper.
 */
export async function startInLanguage(page: Page, language: 'ar' | 'en'): Promise<void> {
  await page.addInitScript((lang) => {
    if (sessionStorage.getItem('e2e-language-set')) return;
    sessionStorage.setItem('e2e-language-set', 'yes');
    localStorage.setItem('language', lang);
  }, language);
}

/**
 * Scrolls down as a shopper would until `target` shows (the lower parts of long pages render only
 * once near the screen), then back to the top.
 */
export async function scrollUntilVisible(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

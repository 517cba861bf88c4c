// The server's entry: every request renders one page, several at once. What the page's code reads
// of its request (language, the shopper's token, the CSP nonce) is kept for the request's own
// async work (AsyncLocalStorage) and served to it through src/shared/requestEnvironment.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import handler, { createServerEntry } from '@tanstack/react-start/server-entry';
import type { Language } from '../sdk';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_KEY } from './shared/language';
import { serveRequestEnvironment } from './shared/requestEnvironment';
import { answerPreview } from './server/productPreview';
import { pageSecurityHeaders } from './server/securityHeaders';

interface PageRequest {
  origin: string;
  language: Language;
  token: string | undefined;
  nonce: string;
  prefer: string | undefined;
}

const pages = new AsyncLocalStorage<PageRequest>();
const current = () => pages.getStore();

serveRequestEnvironment({
  language: () => current()?.language ?? DEFAULT_LANGUAGE,
  token: () => current()?.token,
  nonce: () => current()?.nonce,
  origin: () => current()?.origin ?? '',
  prefer: () => current()?.prefer,
});

/**
 * The store's public origin: SITE_ORIGIN when set (production), else the one the shopper used,
 * as nginx passes it on (X-Forwarded-Proto and Host), else the request's own.
 */
function originOf(request: Request): string {
  if (process.env.SITE_ORIGIN) return process.env.SITE_ORIGIN.replace(/\/$/, '');
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.slice(0, -1);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  return `${proto}://${host}`;
}

function cookieOf(request: Request, name: string): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export default createServerEntry({
  async fetch(request) {
    const preview = await answerPreview(request);
    if (preview) return preview;
    // ?lang=en is the English page's own address for search engines, and the shopper's choice.
    const asked = new URL(request.url).searchParams.get('lang');
    const cookie = cookieOf(request, LANGUAGE_KEY);
    const language = isLanguage(asked) ? asked : isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
    const page: PageRequest = {
      origin: originOf(request),
      language,
      token: cookieOf(request, 'jwt') || undefined,
      nonce: randomBytes(16).toString('base64'),
      prefer: request.headers.get('prefer') ?? undefined,
    };
    const response = await pages.run(page, () => handler.fetch(request));
    if (response.headers.get('content-type')?.startsWith('text/html')) {
      for (const [name, value] of Object.entries(pageSecurityHeaders(page.nonce))) response.headers.set(name, value);
      // A signed-in shopper's page is theirs alone: never kept. A guest's is asked again each time
      // (prices move): nginx may keep it a few seconds (deploy/).
      response.headers.set('cache-control', page.token ? 'private, no-store' : 'no-cache');
    }
    if (isLanguage(asked) && asked !== cookie) {
      response.headers.append('set-cookie', `${LANGUAGE_KEY}=${asked}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
    }
    return response;
  },
});

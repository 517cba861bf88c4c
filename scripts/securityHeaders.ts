import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The security headers of every page of the store, written by the build from what only the build
// knows: the hashes of index.html's inline scripts (scripts/startupHints.ts writes them, and they
// change with every build) and the hosts the app was configured to talk to. The build writes them
// twice, into the output folder:
// - `security-headers.conf`, nginx's add_header lines, included by deploy/nginx.conf.template;
// - `_headers`, the same headers in the format CDNs read (Netlify, Cloudflare Pages), with the
//   assets' and index.html's caching.

/** What the page is allowed to load, besides its own origin. */
export interface PolicySources {
  /** index.html as built. */
  html: string;
  /** VITE_API_BASE_URL: relative (the default, /api/v1) or on another host. */
  apiBaseUrl?: string;
  /** VITE_PAYMENT_GATEWAY_URL: the card goes there from the browser. */
  gatewayUrl?: string;
  /** VITE_MAP_TILE_URL: a tile address template ({s}, {z}, {x}, {y}). */
  mapTileUrl?: string;
  /** VITE_GOOGLE_CLIENT_ID: with one, "Continue with Google" loads Google's script. */
  googleClientId?: string;
  /** VITE_SENTRY_DSN: errors are reported there (https://key@o1.ingest.sentry.io/2). */
  sentryDsn?: string;
  /** Other hosts the API's pictures and videos come from (CSP_MEDIA_ORIGINS, space-separated). */
  mediaOrigins?: string[];
}

// Google Identity Services' documented needs (developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy).
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_STYLE = 'https://accounts.google.com/gsi/style';
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The hashes of index.html's inline scripts. Inline event handlers get none: they would need
 * 'unsafe-hashes', and index.html has none (scripts/preloadStylesheet.ts).
 */
function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1] ?? '').filter((code) => code.trim());
  return [...new Set(scripts.map(sha256))];
}

/**
 * The origin of an absolute address, for a CSP source; undefined for a relative one (the page's
 * own origin). A template's placeholders in the host become a wildcard: `https://{s}.tile.osm.org/…`
 * → `https://*.tile.osm.org`.
 */
export function originOf(address: string | undefined): string | undefined {
  const match = address?.trim().match(/^(https?:)\/\/([^/?#]+)/i);
  if (!match) return undefined;
  // Without the user part of a DSN (key@host).
  const host = match[2]!.replace(/^.*@/, '');
  return `${match[1]!.toLowerCase()}//${host.replace(/\{[^}]*\}/g, '*').toLowerCase()}`;
}

/** The Content-Security-Policy of the store's pages. */
export function contentSecurityPolicy(sources: PolicySources): string {
  const api = originOf(sources.apiBaseUrl);
  const gateway = originOf(sources.gatewayUrl);
  const tiles = originOf(sources.mapTileUrl);
  const google = Boolean(sources.googleClientId);
  const media = (sources.mediaOrigins ?? []).map(originOf);
  const directives: Record<string, (string | false | undefined)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(sources.html), google && GOOGLE_SCRIPT],
    // Mantine and Leaflet set style attributes and Mantine writes <style> elements at run time:
    // styles need 'unsafe-inline' (they cannot run code).
    'style-src': ["'self'", "'unsafe-inline'", google && GOOGLE_STYLE],
    // data: and blob: for the pictures a shopper chooses (previewed before sending) and CSS's own.
    'img-src': ["'self'", 'data:', 'blob:', api, tiles, ...media],
    'media-src': ["'self'", api, ...media],
    'font-src': ["'self'"],
    'connect-src': ["'self'", api, gateway, originOf(sources.sentryDsn), google && GOOGLE_GSI],
    'frame-src': google ? [GOOGLE_GSI] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The app's forms are sent by script; the card leaves by a navigation to the gateway's 3-D
    // Secure page (location.assign), which form-action does not govern.
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...new Set(values.filter(Boolean))].join(' '))
    .join('; ');
}

/** Every header the store's pages carry; the caching ones are per path (see nginxHeaders, cdnHeaders). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Only geolocation, for the address map's "use my location"; the rest of what a page could ask for is off.
    'Permissions-Policy':
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), browsing-topics=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // frame-ancestors 'none' for browsers without CSP level 2.
    'X-Frame-Options': 'DENY',
  };
}

export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'no-cache';

/** nginx's add_header lines (`always`: on error answers too). */
export function nginxHeaders(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
  return `# Written by the build (scripts/securityHeaders.ts); included by deploy/nginx.conf.template.\n${lines.join('\n')}\n`;
}

/** The `_headers` file of Netlify and Cloudflare Pages; other CDNs take the same names and values. */
export function cdnHeaders(headers: Record<string, string>): string {
  const block = (pattern: string, entries: Record<string, string>) =>
    `${pattern}\n${Object.entries(entries).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
  return [
    block('/*', headers),
    block('/assets/*', { 'Cache-Control': ASSET_CACHE }),
    block('/', { 'Cache-Control': PAGE_CACHE }),
    block('/index.html', { 'Cache-Control': PAGE_CACHE }),
  ].join('');
}

/** The build step: writes security-headers.conf and _headers beside index.html. */
export function securityHeadersFiles(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'security-headers',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    writeBundle({ dir = '' }, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      const csp = contentSecurityPolicy({
        html: String(html.source),
        apiBaseUrl: env.VITE_API_BASE_URL,
        gatewayUrl: env.VITE_PAYMENT_GATEWAY_URL,
        mapTileUrl: env.VITE_MAP_TILE_URL,
        googleClientId: env.VITE_GOOGLE_CLIENT_ID,
        sentryDsn: env.VITE_SENTRY_DSN,
        mediaOrigins: process.env.CSP_MEDIA_ORIGINS?.split(/\s+/).filter(Boolean),
      });
      const headers = securityHeaders(csp);
      writeFileSync(path.join(dir, 'security-headers.conf'), nginxHeaders(headers));
      writeFileSync(path.join(dir, '_headers'), cdnHeaders(headers));
    },
  };
}

// The security headers of every page the server renders. Its inline scripts (the router's
// hydration data, Mantine's) carry this response's nonce, a new one for each response: the policy
// names the nonce, never 'unsafe-inline' or 'unsafe-eval' for scripts. The hosts it allows are the
// ones the page is told at run time (src/server/config.ts): one build, each environment its own policy.
import type { RuntimeConfig } from '../shared/runtimeConfig';
import { browserConfig, serverConfig } from './config';

/** What the page is allowed to load, besides its own origin: the browser's run-time configuration, and the API's media hosts. */
interface PolicySources extends Partial<Pick<RuntimeConfig, 'apiBaseUrl' | 'paymentGatewayUrl' | 'mapTileUrl' | 'googleClientId' | 'sentryDsn'>> {
  /** This response's nonce, which every inline script carries. */
  nonce: string;
  /** Other hosts the API's pictures and videos come from (CSP_MEDIA_ORIGINS). */
  mediaOrigins?: string[];
}

// Google Identity Services' documented needs (developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy).
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_STYLE = 'https://accounts.google.com/gsi/style';
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

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
  const gateway = originOf(sources.paymentGatewayUrl);
  const tiles = originOf(sources.mapTileUrl);
  const google = Boolean(sources.googleClientId);
  const media = (sources.mediaOrigins ?? []).map(originOf);
  const directives: Record<string, (string | false | undefined)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${sources.nonce}'`, google && GOOGLE_SCRIPT],
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
    // Only geolocation, for the address map's "use my location", and payment, for the Apple Pay
    // sheet at checkout, on the store's own pages; the rest of what a page could ask for is off.
    'Permissions-Policy':
      'geolocation=(self), camera=(), microphone=(), payment=(self), usb=(), serial=(), hid=(), midi=(), accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), browsing-topics=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // frame-ancestors 'none' for browsers without CSP level 2.
    'X-Frame-Options': 'DENY',
  };
}

/** The headers of a page rendered for this response, from the configuration the page is given. */
export function pageSecurityHeaders(nonce: string): Record<string, string> {
  return securityHeaders(contentSecurityPolicy({ ...browserConfig, nonce, mediaOrigins: serverConfig.mediaOrigins }));
}

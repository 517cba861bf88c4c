import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originOf, securityHeaders } from '../../src/server/securityHeaders';

const nonce = 'bm9uY2Utb2YtdGhpcy1yZXNwb25zZQ==';

/** The directive's sources, e.g. directive(csp, 'script-src') → ["'self'", …]. */
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe("the Content-Security-Policy of a page the server renders", () => {
  it("allows the inline scripts by this response's nonce, never inline code, handlers or eval", () => {
    const csp = contentSecurityPolicy({ nonce });
    expect(directive(csp, 'script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-hashes'/);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('locks down what the store never does: frames of it, plugins, other bases, other form targets', () => {
    const csp = contentSecurityPolicy({ nonce });
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
  });

  it('on the defaults (the API, the gateway and the media on the same origin) names no other host', () => {
    const csp = contentSecurityPolicy({ nonce, apiBaseUrl: '/api/v1', paymentGatewayUrl: '/gateway/v1', mapTileUrl: '' });
    expect(csp).not.toMatch(/https?:/);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  it('adds the hosts the build was configured with, each where it is used', () => {
    const csp = contentSecurityPolicy({
      nonce,
      apiBaseUrl: 'https://api.example.com/api/v1',
      paymentGatewayUrl: 'https://api.moyasar.com/v1',
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      mediaOrigins: ['https://cdn.example.com/uploads'],
      sentryDsn: 'https://public-key@o1.ingest.sentry.io/2',
    });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.example.com', 'https://api.moyasar.com', 'https://o1.ingest.sentry.io']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com', 'https://*.tile.openstreetmap.org', 'https://cdn.example.com']);
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'https://api.example.com', 'https://cdn.example.com']);
  });

  it("allows Google's sign-in script, its frames, styles and calls only when a client id is set", () => {
    expect(contentSecurityPolicy({ nonce })).not.toContain('accounts.google.com');
    const csp = contentSecurityPolicy({ nonce, googleClientId: 'id.apps.googleusercontent.com' });
    expect(directive(csp, 'script-src')).toContain('https://accounts.google.com/gsi/client');
    expect(directive(csp, 'frame-src')).toEqual(['https://accounts.google.com/gsi/']);
    expect(directive(csp, 'connect-src')).toContain('https://accounts.google.com/gsi/');
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style']);
  });
});

describe('originOf', () => {
  it('is the scheme and host of an absolute address, lower-cased, and nothing for a relative one', () => {
    expect(originOf('HTTPS://API.Example.com:8443/api/v1?x=1')).toBe('https://api.example.com:8443');
    expect(originOf('/api/v1')).toBeUndefined();
    expect(originOf('')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
  });
});

describe('the security headers of a page', () => {
  const headers = securityHeaders(contentSecurityPolicy({ nonce }));

  it('carry every security header, geolocation and payment (Apple Pay) the only permissions allowed', () => {
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'X-Frame-Options',
    ]);
    const allowed = headers['Permissions-Policy']!.split(', ').filter((feature) => !feature.endsWith('=()'));
    expect(allowed).toEqual(['geolocation=(self)', 'payment=(self)']);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cdnHeaders, contentSecurityPolicy, nginxHeaders, originOf, securityHeaders } from '../../scripts/securityHeaders';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

const INLINE = 'try{document.head.append(document.createElement("link"))}catch{}';

/** index.html as the build leaves it: an inline style, an inline script, the app's module. */
const html = `<head>
    <style>.preloader{display:flex}</style>
    <script>${INLINE}</script>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>`;

/** The directive's sources, e.g. directive(csp, 'script-src') → ["'self'", …]. */
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the Content-Security-Policy the build writes', () => {
  it('allows the inline scripts by their hashes, each once, never inline code, handlers or eval', () => {
    const csp = contentSecurityPolicy({ html: `${html}<script>${INLINE}</script><script>const a=' onclick="x()"';</script><script src="/a.js"></script>` });
    expect(directive(csp, 'script-src')).toEqual(["'self'", hash(INLINE), hash(`const a=' onclick="x()"';`)]);
    expect(csp).not.toMatch(/'unsafe-eval'|'unsafe-hashes'/);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('locks down what the store never does: frames of it, plugins, other bases, other form targets', () => {
    const csp = contentSecurityPolicy({ html });
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(["'none'"]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
  });

  it('on the defaults (the API, the gateway and the media on the same origin) names no other host', () => {
    const csp = contentSecurityPolicy({ html, apiBaseUrl: '/api/v1', gatewayUrl: '/gateway/v1', mapTileUrl: '' });
    expect(csp).not.toMatch(/https?:/);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  it('adds the hosts the build was configured with, each where it is used', () => {
    const csp = contentSecurityPolicy({
      html,
      apiBaseUrl: 'https://api.example.com/api/v1',
      gatewayUrl: 'https://api.moyasar.com/v1',
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      mediaOrigins: ['https://cdn.example.com/uploads'],
      sentryDsn: 'https://public-key@o1.ingest.sentry.io/2',
    });
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.example.com', 'https://api.moyasar.com', 'https://o1.ingest.sentry.io']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com', 'https://*.tile.openstreetmap.org', 'https://cdn.example.com']);
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'https://api.example.com', 'https://cdn.example.com']);
  });

  it("allows Google's sign-in script, its frames, styles and calls only when a client id is set", () => {
    expect(contentSecurityPolicy({ html })).not.toContain('accounts.google.com');
    const csp = contentSecurityPolicy({ html, googleClientId: 'id.apps.googleusercontent.com' });
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

describe('the header files', () => {
  const headers = securityHeaders(contentSecurityPolicy({ html }));

  it('carry every security header, geolocation the one permission allowed', () => {
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'X-Frame-Options',
    ]);
    const allowed = headers['Permissions-Policy']!.split(', ').filter((feature) => !feature.endsWith('=()'));
    expect(allowed).toEqual(['geolocation=(self)']);
  });

  it("are nginx's add_header lines, on error answers too", () => {
    const conf = nginxHeaders(headers);
    expect(conf).toContain(`add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`);
    expect(conf).toContain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it("are a CDN's _headers file, with the assets cached for a year and index.html revalidated", () => {
    expect(cdnHeaders(headers)).toContain(`/*\n  Content-Security-Policy: ${headers['Content-Security-Policy']}\n`);
    expect(cdnHeaders(headers)).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(cdnHeaders(headers)).toContain('/index.html\n  Cache-Control: no-cache\n');
  });
});

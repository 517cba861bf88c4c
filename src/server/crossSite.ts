// Another site must not act for the shopper: a request that changes something (POST, PUT, PATCH,
// DELETE) from another site's page is refused, for the store's session endpoints (src/server.ts)
// and for /api/v1 (nginx, deploy/nginx.conf.template; the dev server, scripts/devApiSession.ts).
// The browser says where a request comes from: Sec-Fetch-Site, and Origin on every such request.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface RequestSource {
  method: string;
  /** The Origin header, if any. */
  origin: string | null | undefined;
  /** The Sec-Fetch-Site header, if any. */
  fetchSite: string | null | undefined;
  /** The Host the request was sent to (nginx's Host, X-Forwarded-Host). */
  host: string | null | undefined;
}

/** True when the request changes something and comes from another site. */
export function isCrossSiteWrite({ method, origin, fetchSite, host }: RequestSource): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (fetchSite === 'cross-site') return true;
  if (!origin) return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    // "null" (a sandboxed frame, a file) or garbage: not this site.
    return true;
  }
}

export function requestSourceOf(request: Request): RequestSource {
  const headers = request.headers;
  return {
    method: request.method,
    origin: headers.get('origin'),
    fetchSite: headers.get('sec-fetch-site'),
    host: headers.get('x-forwarded-host') ?? headers.get('host') ?? new URL(request.url).host,
  };
}

/**
 * A return target after signing in, only if it stays on this site: a path starting with one
 * slash (not `//host` or `/\host`, which browsers treat as another host). Anything else is dropped.
 */
export function safeRedirect(target: unknown, origin: string): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || /^\/[/\\]/.test(target)) return undefined;
  try {
    const url = new URL(target, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

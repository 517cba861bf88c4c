// POST /vitals: real shoppers' Web Vitals, one batch per page hidden (src/app/webVitals.ts). Anyone
// can post here, so a batch is taken only as the page sends it: known names, values a page can
// have, routes of the app; anything else is refused whole. Each batch taken is one JSON line on
// stdout (beside the request log's, src/server.ts) and counted in /metrics; nothing of the
// shopper's (cookie, address, browser) is read or written.
import type { Vital, VitalsBatch } from '../app/webVitals';
import { isCrossSiteWrite, requestSourceOf } from './crossSite';
import { countRefusedVitals, observeVitals, type VitalsRefusal } from './metrics';
import { isRouteId } from './pageRoutes';

/** A batch is five values and their routes: a few hundred bytes. */
const MAX_BYTES = 4096;

/** The most each can be (milliseconds; CLS has no unit): past it, it is not a page's value. */
const MAX_VALUE: Record<Vital['name'], number> = { CLS: 10, FCP: 60_000, INP: 60_000, LCP: 60_000, TTFB: 60_000 };

const isName = (name: unknown): name is Vital['name'] => typeof name === 'string' && Object.hasOwn(MAX_VALUE, name);

/** An object whose own keys are exactly `keys`. */
function hasExactly(value: unknown, keys: string[]): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

function isVital(value: unknown): value is Vital {
  if (!hasExactly(value, ['name', 'value', 'route'])) return false;
  const { name, value: number, route } = value;
  return (
    isName(name) &&
    typeof number === 'number' &&
    Number.isFinite(number) &&
    number >= 0 &&
    number <= MAX_VALUE[name] &&
    typeof route === 'string' &&
    route.length <= 100 &&
    isRouteId(route)
  );
}

/** The batch in `text`, or undefined when it is not one, whole: each name once, at most the five. */
export function vitalsOf(text: string): Vital[] | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!hasExactly(body, ['vitals'])) return undefined;
  const { vitals } = body as Partial<VitalsBatch>;
  if (!Array.isArray(vitals) || vitals.length === 0 || vitals.length > Object.keys(MAX_VALUE).length) return undefined;
  if (!vitals.every(isVital) || new Set(vitals.map(({ name }) => name)).size !== vitals.length) return undefined;
  return vitals;
}

/** The body as text, or undefined past MAX_BYTES (read no further); a body that is not UTF-8 throws. */
async function bodyOf(request: Request): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BYTES) return undefined;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}

const STATUS: Record<VitalsRefusal, number> = { invalid: 400, too_large: 413, cross_site: 403 };

function refused(why: VitalsRefusal): Response {
  countRefusedVitals(why);
  return new Response(null, { status: STATUS[why] });
}

/** POST /vitals, or undefined for any other request. */
export async function answerVitals(request: Request): Promise<Response | undefined> {
  if (new URL(request.url).pathname !== '/vitals') return undefined;
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { allow: 'POST' } });
  // Another site's page may not fill the store's figures.
  if (isCrossSiteWrite(requestSourceOf(request))) return refused('cross_site');
  // A beacon of a string is text/plain; JSON is taken too.
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json') return refused('invalid');
  let text: string | undefined;
  try {
    text = await bodyOf(request);
  } catch {
    return refused('invalid');
  }
  if (text === undefined) return refused('too_large');
  const vitals = vitalsOf(text);
  if (!vitals) return refused('invalid');
  observeVitals(vitals);
  const line = { time: new Date().toISOString(), event: 'web vitals', vitals };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  return new Response(null, { status: 204 });
}

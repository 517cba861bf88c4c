// GET /metrics: what the store's server does, in Prometheus' text format (prom-client), for the
// scraper of each server (nginx never passes it on). Every label is a pattern, never an address: a
// page's route (/products/$productId), an API call's operation (/products/{id}), so the number of
// series stays the same whatever shoppers ask for. docs/observability.md lists them.
import type { Middleware } from 'openapi-fetch';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ApiDown, circuitState } from './apiHealth';
import { frameCacheAges } from './frameCache';
import { routeOf } from './pageRoutes';
import { nameRequestSpan, traceApiCall } from './tracing';

const registry = new Registry();
collectDefaultMetrics({ register: registry });

const pageRenders = new Histogram({
  name: 'store_page_render_seconds',
  help: "A page's render, from its request to its status and headers (its data awaited, its shell rendered), by route and status.",
  labelNames: ['route', 'status'] as const,
  // Every page is answered within 3 s, whatever the API does.
  buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5],
  registers: [registry],
});

const sharedRenders = new Counter({
  name: 'store_page_shared_renders_total',
  help: "Guests' pages given a copy of the same page's render under way instead of a render of their own (src/server/sharedRenders.ts), by route.",
  labelNames: ['route'] as const,
  registers: [registry],
});

type Outcome = 'ok' | 'error' | 'timeout' | 'down';

const apiCalls = new Histogram({
  name: 'store_api_call_seconds',
  help: 'Calls to the API, by operation (its path in the contract), method and outcome: ok (answered, below 500), error (5xx, not JSON, no connection), timeout, down (not made: the API was taken as down).',
  labelNames: ['operation', 'method', 'outcome'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5],
  registers: [registry],
});

const CIRCUIT_STATES = ['closed', 'open', 'half_open'] as const;

new Gauge({
  name: 'store_api_circuit_state',
  help: "Whether calls to the API go (closed), fail at once after timeouts in a row (open), or the next one tries (half_open): 1 for the state it is in.",
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const now = circuitState();
    for (const state of CIRCUIT_STATES) this.set({ state }, state === now ? 1 : 0);
  },
});

new Gauge({
  name: 'store_frame_cache_age_seconds',
  help: "How old the kept answer of each of the frame's calls (the header's categories, the footer's settings) is, by language.",
  labelNames: ['call', 'language'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const { call, language, seconds } of frameCacheAges()) this.set({ call, language }, seconds);
  },
});

const vitalSeconds = new Histogram({
  name: 'store_web_vital_seconds',
  help: "Real shoppers' LCP, INP, FCP and TTFB (POST /vitals), by name and the route of the page they belong to.",
  labelNames: ['name', 'route'] as const,
  // Each threshold of web-vitals' ratings is a bucket's bound: INP 0.2/0.5, TTFB 0.8/1.8, FCP 1.8/3, LCP 2.5/4.
  buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
  registers: [registry],
});

const vitalCls = new Histogram({
  name: 'store_web_vital_cls',
  help: "Real shoppers' CLS (POST /vitals), by the route of the page it belongs to.",
  labelNames: ['route'] as const,
  // Its ratings' thresholds: 0.1 and 0.25.
  buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  registers: [registry],
});

const vitalsBatches = new Counter({
  name: 'store_web_vitals_batches_total',
  help: 'Batches POST /vitals received: accepted, or refused (invalid, too_large, cross_site).',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

/** GET /metrics, or undefined for any other request. */
export async function answerMetrics(request: Request): Promise<Response | undefined> {
  if (new URL(request.url).pathname !== '/metrics') return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } });
  return new Response(request.method === 'HEAD' ? null : await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
}

/** Times a page's render by its route and the status it is answered with (a render that throws is the server's 500). */
export async function observePageRender(request: Request, render: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  const route = routeOf(new URL(request.url).pathname);
  nameRequestSpan(request.method, route);
  let status = 500;
  try {
    const response = await render();
    status = response.status;
    return response;
  } finally {
    pageRenders.observe({ route, status: String(status) }, (performance.now() - started) / 1000);
  }
}

/** A guest's page was given another request's render (not timed: it was not rendered). */
export function countSharedRender(request: Request): void {
  sharedRenders.inc({ route: routeOf(new URL(request.url).pathname) });
}

// The SDK's client names each call by its path in the contract (schemaPath): the operation.
const operations = new WeakMap<Request, string>();

/** Added to the server's API client: notes each call's operation, for apiOperationOf. */
export const nameApiCalls: Middleware = {
  onRequest({ request, schemaPath }) {
    operations.set(request, schemaPath);
    return undefined;
  },
};

/** The operation of a call the API client made (`/products/{id}`); `other` for a request it did not. */
export const apiOperationOf = (request: Request): string => operations.get(request) ?? 'other';

// As src/server/apiFetch.ts tells them apart: the call's own deadline or the page's ran out.
const isTimeout = (error: unknown) => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** A call to the API (`send`), counted and timed by its operation and outcome, in a span of its own. */
export async function observeApiCall(request: Request, operation: string, send: () => Promise<Response>): Promise<Response> {
  const started = performance.now();
  let outcome: Outcome = 'error';
  try {
    const response = await traceApiCall(request, operation, send);
    outcome = response.status < 500 ? 'ok' : 'error';
    return response;
  } catch (error) {
    outcome = error instanceof ApiDown ? 'down' : isTimeout(error) ? 'timeout' : 'error';
    throw error;
  } finally {
    apiCalls.observe({ operation, method: request.method, outcome }, (performance.now() - started) / 1000);
  }
}

export type VitalsRefusal = 'invalid' | 'too_large' | 'cross_site';

/** A batch of Web Vitals POST /vitals accepted (times in milliseconds, as web-vitals gives them). */
export function observeVitals(vitals: readonly { name: string; value: number; route: string }[]): void {
  vitalsBatches.inc({ outcome: 'accepted' });
  for (const { name, value, route } of vitals) {
    if (name === 'CLS') vitalCls.observe({ route }, value);
    else vitalSeconds.observe({ name, route }, value / 1000);
  }
}

export const countRefusedVitals = (outcome: VitalsRefusal): void => vitalsBatches.inc({ outcome });

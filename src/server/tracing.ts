// The server's spans (OpenTelemetry): one per request it answers, continuing the trace of an
// incoming traceparent, and one per call to the API, whose traceparent goes with the call. Only
// OpenTelemetry's API is used here: scripts/appServer.mjs registers the SDK when the OTEL_*
// variables ask for traces; otherwise these calls are the API's no-ops and nothing is sent.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api';

const tracer = trace.getTracer('gold-store');

const fromHeaders: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};
const toHeaders: TextMapSetter<Headers> = { set: (headers, key, value) => headers.set(key, value) };

function failedWith(span: Span, error: unknown): void {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * The request's span around its answer. Named by its method until a page's render names its route
 * (nameRequestSpan); never by its address, nor with its query, cookies or the shopper's address.
 */
export function traceRequest(request: Request, id: string, answer: () => Promise<Response>): Promise<Response> {
  const parent = propagation.extract(context.active(), request.headers, fromHeaders);
  const attributes = { 'http.request.method': request.method, 'url.path': new URL(request.url).pathname, 'store.request_id': id };
  return tracer.startActiveSpan(request.method, { kind: SpanKind.SERVER, attributes }, parent, async (span) => {
    try {
      const response = await answer();
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    } catch (error) {
      span.setAttribute('http.response.status_code', 500);
      failedWith(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A page is being rendered: its request's span is named by its route, `GET /products/$productId`. */
export function nameRequestSpan(method: string, route: string): void {
  const span = trace.getActiveSpan();
  span?.updateName(`${method} ${route}`);
  span?.setAttribute('http.route', route);
}

/** A call to the API in its own span, named by its operation (`GET /products/{id}`); the call carries its traceparent. */
export function traceApiCall(request: Request, operation: string, send: () => Promise<Response>): Promise<Response> {
  const attributes = { 'http.request.method': request.method, 'url.template': operation, 'server.address': new URL(request.url).hostname };
  return tracer.startActiveSpan(`${request.method} ${operation}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    propagation.inject(context.active(), request.headers, toHeaders);
    try {
      const response = await send();
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    } catch (error) {
      failedWith(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

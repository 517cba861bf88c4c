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

/**
 * `answer` in `span`: the answer's status on it (a 5xx an error), or what it threw recorded (with
 * `thrownStatus`, the status that becomes); the span ended either way.
 */
async function answeredIn(span: Span, answer: () => Promise<Response>, thrownStatus?: number): Promise<Response> {
  try {
    const response = await answer();
    span.setAttribute('http.response.status_code', response.status);
    if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    return response;
  } catch (error) {
    if (thrownStatus) span.setAttribute('http.response.status_code', thrownStatus);
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/**
 * The request's span around its answer. Named by its method until a page's render names its route
 * (nameRequestSpan); never by its address, nor with its query, cookies or the shopper's address.
 */
export function traceRequest(request: Request, id: string, answer: () => Promise<Response>): Promise<Response> {
  const parent = propagation.extract(context.active(), request.headers, fromHeaders);
  const attributes = { 'http.request.method': request.method, 'url.path': new URL(request.url).pathname, 'store.request_id': id };
  // What the server's entry answers when the answer throws: a 500.
  return tracer.startActiveSpan(request.method, { kind: SpanKind.SERVER, attributes }, parent, (span) => answeredIn(span, answer, 500));
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
  return tracer.startActiveSpan(`${request.method} ${operation}`, { kind: SpanKind.CLIENT, attributes }, (span) => {
    propagation.inject(context.active(), request.headers, toHeaders);
    return answeredIn(span, send);
  });
}

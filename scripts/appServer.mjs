// The built store's server (TanStack Start's dist/server/server.js) on Node: it renders the pages;
// nginx serves the assets in front of it (deploy/nginx.conf.template). Stateless: several can run
// behind one nginx (deploy/README.md, "Several servers").
//   node scripts/appServer.mjs      PORT (3000), HOST (127.0.0.1; 0.0.0.0 in a container), OUT_DIR (dist),
//                                   API_ORIGIN, SITE_ORIGIN (both required with NODE_ENV=production), and
//                                   the browser's settings (deploy/README.md, "Environment variables")
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');

/**
 * Set by the development tools that start the built server (npm run serve, the tests, the
 * benchmarks): a production server that may take the development defaults, the origin each
 * request names (SITE_ORIGIN unset). Never set where shoppers are served.
 */
const DEVELOPMENT_DEFAULTS = 'STORE_DEVELOPMENT_DEFAULTS';

/**
 * Starts the server in a process of its own, with the development defaults; resolves once it
 * answers. `passPrefer`: the mock's Prefer header reaches it from the page requests (never with a
 * real API); `quiet`: its log lines (stdout) are not shown; `env`: more of its environment (the
 * browser's settings).
 */
export async function startAppServer({ port, outDir = 'dist', apiOrigin, passPrefer = false, quiet = false, env: more = {} }) {
  const env = { ...process.env, PORT: String(port), OUT_DIR: outDir, API_ORIGIN: apiOrigin, NODE_ENV: 'production', [DEVELOPMENT_DEFAULTS]: '1', ...more };
  if (passPrefer) env.PASS_PREFER_TO_API = '1';
  const child = spawn(process.execPath, [here], { env, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`The app server stopped at start (${child.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) return { url: `http://127.0.0.1:${port}`, pid: child.pid, exited, close };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`The app server did not answer on port ${port}`);
}

/**
 * A production server without the API's or its own address would call the mock and trust any Host:
 * it says so in one line and does not start.
 */
function refuseWithoutOrigins() {
  if (process.env.NODE_ENV !== 'production' || process.env[DEVELOPMENT_DEFAULTS] === '1') return;
  const missing = ['API_ORIGIN', 'SITE_ORIGIN'].filter((name) => !process.env[name]?.trim());
  if (!missing.length) return;
  console.error(`The store's server needs ${missing.join(' and ')} with NODE_ENV=production (deploy/README.md, "Environment variables").`);
  process.exit(1);
}

/**
 * Whether the standard OTEL_* variables ask for traces: an OTLP endpoint
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) or OTEL_TRACES_EXPORTER;
 * OTEL_SDK_DISABLED=true or OTEL_TRACES_EXPORTER=none keeps them off.
 */
export function tracingWanted(env) {
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (env.OTEL_SDK_DISABLED === 'true' || exporters.includes('none')) return false;
  return exporters.length > 0 || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/**
 * OpenTelemetry's SDK for the server's spans (src/server/tracing.ts), registered before the
 * server's code loads and only when traces are wanted: nothing of it is loaded otherwise. The
 * exporter reads its OTEL_EXPORTER_OTLP_* variables itself (OTLP over HTTP, JSON); the sampler is
 * OTEL_TRACES_SAMPLER's. Resolves to its stop, which sends the spans still waiting.
 */
async function startTracing(env) {
  const [api, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, resources, sdk, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const exporters = (env.OTEL_TRACES_EXPORTER || 'otlp').split(',').map((name) => name.trim());
  const spanProcessors = exporters.flatMap((name) => {
    if (name === 'otlp') return [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: Number(env.OTEL_BSP_SCHEDULE_DELAY) || undefined })];
    if (name === 'console') return [new sdk.SimpleSpanProcessor({ exporter: new sdk.ConsoleSpanExporter() })];
    console.error(`OTEL_TRACES_EXPORTER: ${name} is not one the store's server has (otlp, console)`);
    return [];
  });
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  const roots = { always_on: new sdk.AlwaysOnSampler(), always_off: new sdk.AlwaysOffSampler(), traceidratio: new sdk.TraceIdRatioBasedSampler(ratio) };
  const [, parentBased, root] = /^(parentbased_)?(.*)$/.exec(env.OTEL_TRACES_SAMPLER || 'parentbased_always_on');
  const sampler = parentBased ? new sdk.ParentBasedSampler({ root: roots[root] ?? roots.always_on }) : (roots[root] ?? roots.always_on);
  const resource = resources.resourceFromAttributes({ 'service.name': 'gold-store' }).merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new sdk.TracerProvider({ resource: resources.defaultResource().merge(resource), sampler, spanProcessors });
  // The SDK's own troubles (a collector that does not answer) on stderr, from OTEL_LOG_LEVEL's level on (errors by default).
  const level = api.DiagLogLevel[env.OTEL_LOG_LEVEL?.toUpperCase() ?? ''] ?? api.DiagLogLevel.ERROR;
  api.diag.setLogger(new api.DiagConsoleLogger(), level);
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  return () => provider.shutdown();
}

// `node scripts/appServer.mjs`: serve until stopped.
if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  refuseWithoutOrigins();
  const stopTracing = tracingWanted(process.env) ? await startTracing(process.env) : undefined;
  const { serve } = await import('srvx');
  const entry = path.resolve(root, process.env.OUT_DIR ?? 'dist', 'server', 'server.js');
  const { default: app } = await import(pathToFileURL(entry).href);
  // A promise nobody waited for is a bug to fix, not a reason to drop every shopper's page: one
  // JSON line on stdout, as every request's (src/server.ts), and the server goes on.
  process.on('unhandledRejection', (reason) => {
    const error = reason instanceof Error ? { name: reason.name, message: reason.message, stack: reason.stack } : { message: String(reason) };
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), event: 'unhandled rejection', error })}\n`);
  });
  // The first page a process renders costs ~1.5 s more than the next (its modules are loaded and
  // compiled): a page no shopper waits for takes it, before the server takes requests.
  await app.fetch(new Request('http://127.0.0.1/__warm-up', { headers: { 'x-request-id': 'server-warm-up' } })).then((response) => response.arrayBuffer());
  // srvx's own shutdown (on by default unless CI or TEST is set) would close the server at once on
  // SIGTERM and drop the requests in flight: the store's stop() below finishes them instead.
  const server = serve({ port: Number(process.env.PORT ?? 3000), hostname: process.env.HOST ?? '127.0.0.1', fetch: app.fetch, silent: true, gracefulShutdown: false });
  await server.ready();
  // SIGTERM (a deploy, the orchestrator): no new requests, those in flight are finished (at most
  // 10 s), then exit 0.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => server.close(true).finally(() => process.exit(0)), 10_000).unref();
    // The spans still waiting are sent before the process ends.
    server.close().then(() => stopTracing?.()).finally(() => process.exit(0));
    // A kept-alive connection whose request has been answered would hold the close for its idle
    // timeout: each is closed as soon as it is idle.
    setInterval(() => server.node?.server?.closeIdleConnections?.(), 100).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

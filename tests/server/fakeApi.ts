// A stand-in for the API that the store's server calls while rendering, switchable at run time
// between behaving (proxying to the real mock) and each way a backend fails in production. It
// records what it was asked and counts its open sockets, so a test can see what the server sent
// and whether it let go of its calls.
import http from 'node:http';
import type { Socket } from 'node:net';

export type Mode =
  /** Every request goes on to the real mock: pages render normally. */
  | 'pass'
  /** As `pass`, after SLOW_MS: a request that is still in flight when something else happens. */
  | 'slow'
  /** The connection is accepted and the request read; no answer ever comes. */
  | 'hang'
  /** Nothing listens on the port: connections are refused. */
  | 'refused'
  /** A JSON 500. */
  | '500'
  /** A 200 with an HTML page (a proxy's error or login page in front of the API). */
  | 'html'
  /** A 200 that says JSON and whose body stops half-way. */
  | 'badjson';

export const SLOW_MS = 1500;

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
}

export interface FakeApi {
  /** The origin to give the store's server as API_ORIGIN. */
  url: string;
  mode: () => Mode;
  setMode: (mode: Mode) => Promise<void>;
  /** In `pass`, the calls whose path matches answer a JSON 500 (one part of a page failing). */
  failCalls: (paths: RegExp | undefined) => void;
  received: ReceivedRequest[];
  openSockets: () => number;
  close: () => Promise<void>;
}

export async function startFakeApi({ port, upstream, mode: initial = 'pass' }: { port: number; upstream: string; mode?: Mode }): Promise<FakeApi> {
  let mode: Mode = initial;
  let failing: RegExp | undefined;
  const received: ReceivedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    if (mode === 'hang') return; // never answered: the server's own deadline must end it
    if (mode === '500' || failing?.test(req.url ?? '')) return json(res, 500, '{"status":false,"message":"Internal error"}');
    if (mode === 'html') return reply(res, 200, 'text/html; charset=utf-8', '<!doctype html><html><body><h1>Bad gateway</h1></body></html>');
    if (mode === 'badjson') return json(res, 200, '{"status":true,"message":"","data":{"id":1,"title":"سب');
    if (mode === 'slow') return void setTimeout(() => proxy(req, res, upstream), SLOW_MS);
    proxy(req, res, upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const listen = () => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Stops listening and drops every connection (kept-alive ones included), so nothing reaches it.
  const shut = () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    for (const socket of sockets) socket.destroy();
  });

  if (mode !== 'refused') await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    mode: () => mode,
    async setMode(next) {
      if (next === 'refused' && server.listening) await shut();
      if (next !== 'refused' && !server.listening) await listen();
      mode = next;
    },
    failCalls: (paths) => void (failing = paths),
    received,
    openSockets: () => sockets.size,
    close: () => (server.listening ? shut() : Promise.resolve()),
  };
}

function reply(res: http.ServerResponse, status: number, contentType: string, body: string) {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const json = (res: http.ServerResponse, status: number, body: string) => reply(res, status, 'application/json', body);

function proxy(req: http.IncomingMessage, res: http.ServerResponse, upstream: string) {
  const target = new URL(req.url ?? '/', upstream);
  const onward = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  onward.on('error', () => res.destroy());
  req.pipe(onward);
}

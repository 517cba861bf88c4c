// For `npm run bench`: an API that answers at once. The first time it is asked a GET (the address
// and the headers the API reads: the token, the language), it asks the mock and keeps the answer;
// every later time it replays it. So the bench measures the store's server, not Prism's
// validation of each answer. Anything else than a GET goes to the mock every time.
import http from 'node:http';

// Headers that differ on every call, or that say nothing about the answer.
const NOT_IN_KEY = new Set(['host', 'connection', 'content-length', 'x-request-id', 'user-agent', 'traceparent']);

const keyOf = (request) =>
  JSON.stringify([
    request.url,
    Object.entries(request.headers)
      .filter(([name]) => !NOT_IN_KEY.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);

/** Asks the mock: its status, headers and whole body. */
function ask(upstream, request, body) {
  return new Promise((resolve, reject) => {
    const forward = http.request(new URL(request.url, upstream), { method: request.method, headers: { ...request.headers, host: new URL(upstream).host } }, (answer) => {
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        // Sent whole, with its length: not in chunks, nor on the mock's connection.
        const headers = { ...answer.headers };
        for (const name of ['transfer-encoding', 'connection', 'keep-alive']) delete headers[name];
        resolve({ status: answer.statusCode, headers, body: Buffer.concat(chunks) });
      });
      answer.on('error', reject);
    });
    forward.on('error', reject);
    forward.end(body);
  });
}

export async function startReplayingApi({ port, upstream }) {
  const kept = new Map();
  const server = http.createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    try {
      const key = request.method === 'GET' ? keyOf(request) : undefined;
      let answer = key && kept.get(key);
      if (!answer) {
        answer = await ask(upstream, request, Buffer.concat(chunks));
        if (key && answer.status < 500) kept.set(key, answer);
      }
      response.writeHead(answer.status, answer.headers).end(answer.body);
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

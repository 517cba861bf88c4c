// One JSON line on stdout per request the server answers (not the health probes): what a log
// collector needs to follow a request (nginx's request id) and nothing private: the path without
// its query, never a cookie, token, header or body. An error's stack is written once, with its line.
import type { PageRequest } from './pageRequest';

function describe(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { name: error.name, message: error.message, stack: error.stack };
}

export function logRequest(request: Request, page: PageRequest, status: number, startedAt: number): void {
  const line = {
    time: new Date().toISOString(),
    id: page.id,
    method: request.method,
    path: new URL(request.url).pathname,
    status,
    ms: Math.round(performance.now() - startedAt),
    language: page.language,
    signedIn: Boolean(page.token),
    ...(page.outcome.error === undefined ? {} : { error: describe(page.outcome.error) }),
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}

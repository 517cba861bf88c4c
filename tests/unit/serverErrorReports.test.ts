import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportServerError } from '../../src/server/errorReports';

// The server's errors reach Sentry, at the DSN the server is started with, scrubbed as the
// browser's are: a local stand-in for Sentry's ingest receives the envelope.
const envelopes: string[] = [];
let arrived: (() => void) | undefined;
const ingest = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    envelopes.push(`${request.url}\n${body}`);
    response.writeHead(200).end('{}');
    arrived?.();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  process.env.SENTRY_DSN = `http://publickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/42`;
});
afterAll(() => {
  delete process.env.SENTRY_DSN;
  ingest.close();
});

describe("the server's error reports", () => {
  it('sends the error with its request id, path and language, without the token or the e-mail it mentions', async () => {
    const sent = new Promise<void>((resolve) => (arrived = resolve));
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjF9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    reportServerError(new TypeError(`Cannot read 'media' of undefined for ${token} (shopper@example.com)`), { id: 'abc123def456', path: '/products/101', language: 'en' });
    await sent;
    const [envelope] = envelopes;
    expect(envelope).toMatch(/^\/api\/42\/envelope\//);
    expect(envelope).toContain('"type":"TypeError"');
    expect(envelope).toContain("Cannot read 'media' of undefined");
    expect(envelope).toContain('"request_id":"abc123def456"');
    expect(envelope).toContain('"path":"/products/101"');
    expect(envelope).toContain('"side":"server"');
    expect(envelope).not.toContain(token);
    expect(envelope).not.toContain('shopper@example.com');
    expect(envelope).toContain('[jwt]');
  });
});

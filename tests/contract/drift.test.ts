// A backend that drifts from the contract is caught: a fake backend answers with a missing
// required field and a wrong type, and the contract check (npm run contract) names both.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContract } from '../../scripts/contract-check.mjs';

const answers: Record<string, unknown> = {
  // A category without its title, and an id that is a string.
  '/api/v1/categories': { data: [{ id: 'one' }] },
  // Keeps the contract.
  '/api/v1/gold-today-usa': { price: 2650.4 },
  // A method that needs a pre-check, a price held, and a pre-check whose answer is a string.
  '/api/v1/payment-methods': {
    data: [{ key: 'tabby', kind: 'instalments', name: 'Tabby', description: '', min_total: 10, max_total: 10000, instalments: 4, pre_check: true }],
  },
  '/api/v1/checkout/quote': { data: { id: 'q-1' } },
  '/api/v1/checkout/pre-check': { data: { payment_method: 'tabby', eligible: 'yes', reason: null } },
};

let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = answers[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body ?? { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the contract check against a drifting backend', () => {
  it('reports the missing field and the wrong type, in both languages, and nothing for a call that keeps the contract', async () => {
    const result = await checkContract({ baseUrl, only: ['/categories', '/gold-today-usa'], port: 4691 });
    expect(result.checked).toBe(4);
    const messages = result.violations.map((v) => `${v.call}: ${v.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/GET \/categories \(lang ar\).*must have required property 'title'/));
    expect(messages).toContainEqual(expect.stringMatching(/GET \/categories \(lang en\).*id must be integer/));
    expect(messages.filter((m) => m.includes('/gold-today-usa'))).toEqual([]);
  });

  it('also checks the POSTs that change nothing, with a token: the pre-check of each method that needs one, on a price held', async () => {
    const result = await checkContract({ baseUrl, token: 'contract-token', only: ['/payment-methods', '/checkout/pre-check'], port: 4693 });
    const messages = result.violations.map((v) => `${v.call}: ${v.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/POST \/checkout\/pre-check tabby \(lang ar\).*eligible must be boolean/));
    expect(messages).toContainEqual(expect.stringMatching(/POST \/checkout\/pre-check tabby \(lang en\).*eligible must be boolean/));
    expect(messages.filter((m) => m.startsWith('GET /payment-methods'))).toEqual([]);
  });
});

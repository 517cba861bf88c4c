// Prism (started with --errors) serves every named example of every answer; an example that
// breaks its own schema, or a request example that breaks the request schema, comes back as an
// error instead of the status asked for. Both contracts: the store's and the payment gateway's.
import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  bodyFor,
  contract,
  derefIn,
  gatewayAuthHeaders,
  gatewayContract,
  gatewayOperations,
  mockGateway,
  operations,
  urlFor,
  type Operation,
} from './contract';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract is read as plain JSON */
function casesOf(document: any, ops: Operation[]) {
  return ops.flatMap((operation) =>
    Object.entries(operation.op.responses).flatMap(([status, response]) =>
      Object.keys(derefIn(response, document).content?.['application/json']?.examples ?? {}).map((example) => ({ operation, status, example })),
    ),
  );
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const cases = casesOf(contract, operations);
const gatewayCases = casesOf(gatewayContract, gatewayOperations);
const title = (c: (typeof cases)[number]) => `${c.operation.method.toUpperCase()} ${c.operation.path} → ${c.status} ${c.example}`;

async function expectServed(url: string, method: string, headers: Record<string, string>, { body, contentType }: ReturnType<typeof bodyFor>, status: string) {
  if (contentType) headers['Content-Type'] = contentType;
  const response = await fetch(url, { method: method.toUpperCase(), headers, body });
  const text = await response.text();
  expect(response.headers.get('sl-violations'), text).toBeNull();
  expect(response.status, text).toBe(Number(status));
}

describe('every example of the contract, served by Prism with --errors', () => {
  it('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [title(c), c] as const))('%s', async (_, { operation, status, example }) => {
    const headers = { ...authHeaders(operation.op), Prefer: `code=${status}, example=${example}` };
    await expectServed(urlFor(operation), operation.method, headers, bodyFor(operation.op), status);
  });
});

describe('every example of the payment gateway contract, served by its Prism with --errors', () => {
  it('has the payment answers and errors to check', () => {
    expect(gatewayCases.map((c) => `${c.status} ${c.example}`)).toEqual(
      expect.arrayContaining(['201 initiated', '201 paid', '201 failed', '400 invalid-card', '401 unauthorized']),
    );
  });

  it.each(gatewayCases.map((c) => [title(c), c] as const))('%s', async (_, { operation, status, example }) => {
    const headers = { ...gatewayAuthHeaders, Prefer: `code=${status}, example=${example}` };
    await expectServed(urlFor(operation, mockGateway), operation.method, headers, bodyFor(operation.op, gatewayContract), status);
  });
});

// Prism (started with --errors) serves every named example of every answer; an example that
// breaks its own schema, or a request example that breaks the request schema, comes back as an
// error instead of the status asked for.
import { describe, expect, it } from 'vitest';
import { authHeaders, bodyFor, deref, operations, urlFor } from './contract';

const cases = operations.flatMap((operation) =>
  Object.entries(operation.op.responses).flatMap(([status, response]) =>
    Object.keys(deref(response).content?.['application/json']?.examples ?? {}).map((example) => ({ operation, status, example })),
  ),
);

describe('every example of the contract, served by Prism with --errors', () => {
  it('has examples to check', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases.map((c) => [`${c.operation.method.toUpperCase()} ${c.operation.path} → ${c.status} ${c.example}`, c] as const))(
    '%s',
    async (_, { operation, status, example }) => {
      const { body, contentType } = bodyFor(operation.op);
      const headers: Record<string, string> = { ...authHeaders(operation.op), Prefer: `code=${status}, example=${example}` };
      if (contentType) headers['Content-Type'] = contentType;
      const response = await fetch(urlFor(operation), { method: operation.method.toUpperCase(), headers, body });
      const text = await response.text();
      expect(response.headers.get('sl-violations'), text).toBeNull();
      expect(response.status, text).toBe(Number(status));
    },
  );
});

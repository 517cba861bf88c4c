// The bundled contracts (sdk/openapi.json, and the payment gateway's sdk/gateway/openapi.json) as
// the tests read them, and how to call the test mock.
import { readFileSync } from 'node:fs';

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract is read as plain JSON */
// Read from the working directory (the repo root under Vitest): jsdom's import.meta.url is not a file URL.
export const contract: any = JSON.parse(readFileSync('sdk/openapi.json', 'utf8'));

export const gatewayContract: any = JSON.parse(readFileSync('sdk/gateway/openapi.json', 'utf8'));

export const mockOrigin = `http://127.0.0.1:${process.env.TEST_MOCK_PORT ?? 4020}`;
export const mockApi = `${mockOrigin}/api/v1`;
export const mockGateway = `${mockOrigin}/gateway/v1`;

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  method: (typeof METHODS)[number];
  path: string;
  pathItem: any;
  op: any;
}

const operationsOf = (document: any): Operation[] =>
  Object.entries(document.paths).flatMap(([path, pathItem]: [string, any]) =>
    METHODS.filter((m) => pathItem[m]).map((method) => ({ method, path, pathItem, op: pathItem[method] })),
  );

export const operations = operationsOf(contract);
export const gatewayOperations = operationsOf(gatewayContract);

export function needsToken(op: any): boolean {
  const security: object[] = op.security ?? contract.security ?? [];
  return security.length > 0 && security.every((req) => Object.keys(req).length > 0);
}

/** Resolves a local `#/components/...` reference of `document`. */
export function derefIn(node: any, document: any): any {
  if (!node?.$ref) return node;
  return derefIn(
    node.$ref.slice(2).split('/').reduce((at: any, key: string) => at[key.replace(/~1/g, '/').replace(/~0/g, '~')], document),
    document,
  );
}

/** Resolves a local `#/components/...` reference of the store's contract. */
export function deref(node: any): any {
  return derefIn(node, contract);
}

/** A value for a path parameter that its schema accepts. */
function pathValue(param: any): string {
  const schema = deref(param.schema) ?? {};
  if (param.example !== undefined) return String(param.example);
  if (schema.enum) return String(schema.enum[0]);
  return schema.type === 'integer' || schema.type === 'number' ? '101' : 'sample';
}

/** The operation's address: its path parameters filled in, and its required query parameters. */
export function urlFor({ path, pathItem, op }: Operation, base = mockApi): string {
  const params = [...(pathItem.parameters ?? []), ...(op.parameters ?? [])].map(deref);
  const query = new URLSearchParams(params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, pathValue(p)]));
  const filled = path.replace(/\{(\w+)\}/g, (_, name) => pathValue(params.find((p) => p.name === name && p.in === 'path') ?? {}));
  return base + filled + (query.size > 0 ? `?${query}` : '');
}

/** The request body an operation's own example describes, as fetch wants it. */
export function bodyFor(op: any, document: any = contract): { body?: BodyInit; contentType?: string } {
  const deref = (node: any) => derefIn(node, document);
  const requestBody = deref(op.requestBody);
  if (!requestBody) return {};
  const [contentType, media]: [string, any] = Object.entries(requestBody.content)[0] as [string, any];
  const example = media.example ?? Object.values(media.examples ?? {}).map(deref)[0]?.value;
  if (example === undefined) throw new Error(`${op.operationId}: the request body has no example`);
  if (contentType !== 'multipart/form-data') return { body: JSON.stringify(example), contentType };
  const form = new FormData();
  const properties = deref(media.schema)?.properties ?? {};
  for (const [name, value] of Object.entries(example)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const schema = deref(properties[name]);
      const isFile = schema?.format === 'binary' || schema?.contentMediaType || schema?.items?.format === 'binary' || schema?.items?.contentMediaType;
      if (isFile) form.append(name, new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }), 'sample.svg');
      else form.append(name, String(item));
    }
  }
  return { body: form };
}

/** The gateway's HTTP Basic header: a publishable key as the user name, an empty password. */
export const gatewayAuthHeaders = { Authorization: `Basic ${btoa('pk_test_mock:')}` };

export function authHeaders(op: any): Record<string, string> {
  return needsToken(op) ? { Authorization: 'Bearer test-token', JWT: 'test-token' } : {};
}

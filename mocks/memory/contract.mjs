// The contract's examples, read once from the bundled contract (sdk/openapi.json): the memory
// keeps ids, quantities and choices, and takes every text from these at answer time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const CONTRACT_FILE = path.resolve(here, '..', '..', 'sdk', 'openapi.json');
const contract = JSON.parse(readFileSync(CONTRACT_FILE, 'utf8'));

/** Follows `#/…` references anywhere inside a value. */
function resolve(value) {
  if (Array.isArray(value)) return value.map(resolve);
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$ref === 'string') {
    const target = value.$ref
      .slice(2)
      .split('/')
      .reduce((node, key) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], contract);
    return resolve(target);
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolve(inner)]));
}

/** The named examples of a response (not its schema: schemas may refer to themselves). */
function examplesOf(path, method, status) {
  let response = contract.paths[path]?.[method]?.responses?.[String(status)];
  if (!response) throw new Error(`The contract has no ${method.toUpperCase()} ${path} → ${status}`);
  if (response.$ref) response = resolve({ $ref: response.$ref });
  return Object.values(response.content ?? {})[0]?.examples ?? {};
}

/** A fresh copy of a named example's value: `example('/carts', 'get', 200, 'en')`. */
export function example(path, method, status, name) {
  const named = examplesOf(path, method, status)[name];
  if (!named) throw new Error(`No example "${name}" for ${method.toUpperCase()} ${path} → ${status}`);
  return structuredClone(resolve(named).value);
}

/** The names of a response's examples. */
export function exampleNames(path, method, status) {
  return Object.keys(examplesOf(path, method, status));
}

/** Whether the contract declares a response for this call and status. */
export function declares(path, method, status) {
  return Boolean(contract.paths[path]?.[method]?.responses?.[String(status)]);
}

export { contract };

// The contract keeps the calls the backend is known to have as they are, and marks what we designed.
import { describe, expect, it } from 'vitest';
import { contract, deref, needsToken, operations } from './contract';

/** The calls the backend is known to have: kept exactly as they are. */
const SHOWN = [
  'GET /categories',
  'GET /home_sections',
  'GET /home',
  'POST /products/{id}/toggle-wishlist',
  'POST /products/{id}/add-to-cart',
  'POST /products/{id}/add-to-compare',
  'POST /products/{id}/remove-from-compare',
  'GET /products',
  'POST /user/auth/login',
  'POST /user/auth/register',
  'GET /user/profile',
  'GET /Auth/Logout',
  'GET /carts',
  'GET /gold-today-usa',
  'GET /gold-today',
];

const name = (o: (typeof operations)[number]) => `${o.method.toUpperCase()} ${o.path}`;

describe('the contract', () => {
  it('has every call SPEC §7 shows', () => {
    const names = operations.map(name);
    for (const call of SHOWN) expect(names).toContain(call);
  });

  it('marks every call SPEC §7 does not show as x-assumed', () => {
    const unmarked = operations.filter((o) => !SHOWN.includes(name(o)) && o.op['x-assumed'] !== true).map(name);
    expect(unmarked).toEqual([]);
  });

  it('keeps the shown payloads', () => {
    const bodyOf = (path: string) => deref(deref(contract.paths[path].post.requestBody).content['application/json'].schema);
    expect(bodyOf('/products/{id}/add-to-cart').required).toEqual(expect.arrayContaining(['variety_id', 'quantity']));
    expect(bodyOf('/products/{id}/add-to-compare').required).toContain('variety_id');
    expect(bodyOf('/products/{id}/remove-from-compare').required).toContain('variety_id');
    expect(contract.paths['/products/{id}/toggle-wishlist'].post.requestBody).toBeUndefined();
  });

  it('answers the gold prices at the top level of the body, as shown', () => {
    const schemaOf = (path: string) => deref(contract.paths[path].get.responses['200'].content['application/json'].schema);
    expect(schemaOf('/gold-today-usa').required).toContain('price');
    expect(schemaOf('/gold-today').required).toEqual(expect.arrayContaining(['price_gram_24k', 'price_gram_21k', 'price_gram_18k']));
  });

  it.each(operations.map((o) => [name(o), o] as const))('%s takes the lang header and names its answers', (_, o) => {
    const params = [...(o.pathItem.parameters ?? []), ...(o.op.parameters ?? [])].map(deref);
    expect(params.some((p) => p.in === 'header' && p.name === 'lang')).toBe(true);
    expect(o.op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(Object.keys(o.op.responses)).toContain('500');
    if (needsToken(o.op)) {
      expect(o.op.security).toContainEqual({ bearerAuth: [], jwtHeader: [] });
      expect(Object.keys(o.op.responses)).toContain('401');
    }
    for (const [status, response] of Object.entries(o.op.responses)) {
      const examples = deref(response).content?.['application/json']?.examples ?? {};
      expect(Object.keys(examples), `${status} needs Arabic and English examples`).toEqual(expect.arrayContaining(['ar', 'en']));
    }
  });
});

// A request that breaks the contract is refused by Prism before it reaches the mock's memory; the
// front server answers that refusal as the contract's backend does, in the caller's language.
import { describe, expect, it } from 'vitest';
import { contract, deref, mockApi } from './contract';

const exampleOf = (response: unknown, name: string) => deref(response).content['application/json'].examples[name].value;
const token = `refusals-${crypto.randomUUID()}`;
const signedIn = { Authorization: `Bearer ${token}`, JWT: token, 'Content-Type': 'application/json' };

describe('the mock refuses a request that breaks the contract as the contract says', () => {
  it.each(['ar', 'en'] as const)('answers a call without its token with the 401 example (%s)', async (lang) => {
    const response = await fetch(`${mockApi}/carts`, { headers: { lang } });
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(exampleOf(contract.paths['/carts'].get.responses['401'], lang));
  });

  it.each(['ar', 'en'] as const)('names each wrong field of a body in a ValidationError (%s)', async (lang) => {
    const response = await fetch(`${mockApi}/products/101/add-to-cart`, {
      method: 'POST',
      headers: { ...signedIn, lang },
      body: JSON.stringify({ quantity: 'two' }),
    });
    expect(response.status).toBe(422);
    const answer = await response.json();
    expect(answer.message).toBe(exampleOf(contract.paths['/user/auth/login'].post.responses['422'], lang).message);
    expect(Object.keys(answer.errors).sort()).toEqual(['quantity', 'variety_id']);
    expect(answer.errors.quantity).toEqual([expect.stringContaining('integer')]);
  });

  it('names a wrong query parameter', async () => {
    const response = await fetch(`${mockApi}/products?karat=19`, { headers: { lang: 'en' } });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({ karat: [expect.stringContaining('18, 21, 24')] });
  });
});

// The mock's memory remembers who registered: verifying the e-mail or signing in with it is that
// shopper, not the contract's example one. And its front server forgets everyone on a reset sent
// through the store's address (/api/v1/__mock/reset) as well as on its own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMemory } from '../../mocks/memory/index.mjs';
import { frontServer } from '../../mocks/server.mjs';

/* eslint-disable @typescript-eslint/no-explicit-any -- the memory's answers are read as plain JSON */

type Answer = { status: number; body: any };

function memoryWith() {
  const memory = createMemory();
  const as =
    (token: string | undefined, lang = 'en') =>
    (method: string, url: string, body?: unknown): Promise<Answer> =>
      memory.answer({ method, url, headers: { lang, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body });
  return { memory, as };
}

const LAYLA = {
  first_name: 'Layla',
  last_name: 'Alharbi',
  email: 'Layla@example.com',
  phone: '551234567',
  dialcode: '+966',
  country_code: 'SA',
  password: 'Layla@2025',
  password_confirmation: 'Layla@2025',
  birth_date: '1996-03-21',
  gender: 'female',
  terms: true,
};
/** Layla as every answer about her should show her. */
const layla = { first_name: 'Layla', last_name: 'Alharbi', email: 'Layla@example.com', phone: '551234567', dialcode: '+966', country_code: 'SA', birth_date: '1996-03-21', gender: 'female', avatar: null };

describe('a registration', () => {
  it.each(['en', 'ar'])('is the shopper the verify call, the token check, the profile and the login answer show (%s)', async (lang) => {
    const { as } = memoryWith();
    const guest = as(undefined, lang);
    const registered = await guest('POST', '/user/auth/register', LAYLA);
    expect(registered).toMatchObject({ status: 201, body: { data: { user: { ...layla, email_verified_at: null } } } });

    // Verifying the e-mail signs her in: her token is Layla's, the e-mail now verified.
    const verified = await guest('POST', '/user/auth/verify-email', { email: 'layla@example.com', code: '482916' });
    expect(verified).toMatchObject({ status: 200, body: { data: { user: layla } } });
    expect(verified.body.data.user.email_verified_at).toEqual(expect.any(String));
    expect(verified.body.data.user.id).toBe(registered.body.data.user.id);
    expect(verified.body.data.user.id).not.toBe(1); // the examples' Mohammed
    const she = as(verified.body.data.token, lang);
    expect((await she('GET', '/user/auth/check')).body.data.user).toMatchObject(layla);
    expect((await she('GET', '/user/profile')).body.data.user).toMatchObject(layla);

    // Signing in again with her e-mail and password: Layla, on a token of its own.
    const login = await guest('POST', '/user/auth/login', { email: 'layla@example.com', password: 'Layla@2025' });
    expect(login.body.data.user).toMatchObject({ ...layla, email_verified_at: verified.body.data.user.email_verified_at });
    expect(login.body.data.token).not.toBe(verified.body.data.token);
    expect((await as(login.body.data.token, lang)('GET', '/user/profile')).body.data.user).toMatchObject(layla);
  });

  it('is one shopper whatever the token: what she did on one sign-in is there on the next', async () => {
    const { as } = memoryWith();
    const guest = as(undefined);
    await guest('POST', '/user/auth/register', LAYLA);
    const first = (await guest('POST', '/user/auth/login', { email: LAYLA.email, password: LAYLA.password })).body.data.token;
    await as(first)('POST', '/user/profile', { first_name: 'Lulu' });
    await as(first)('DELETE', '/carts/301');
    const second = (await guest('POST', '/user/auth/login', { email: LAYLA.email, password: LAYLA.password })).body.data.token;
    expect((await as(second)('GET', '/user/profile')).body.data.user.first_name).toBe('Lulu');
    expect((await as(second)('GET', '/carts')).body.data).toHaveLength(2);
  });

  it('refuses her e-mail with another password (401), until the password is reset', async () => {
    const { as } = memoryWith();
    const guest = as(undefined, 'ar');
    await guest('POST', '/user/auth/register', LAYLA);
    const refused = await guest('POST', '/user/auth/login', { email: LAYLA.email, password: 'wrong-password' });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(/[\u0600-\u06FF]/);
    await guest('POST', '/user/auth/reset-password', { email: LAYLA.email, code: '735204', password: 'NewGold@2025', password_confirmation: 'NewGold@2025' });
    expect((await guest('POST', '/user/auth/login', { email: LAYLA.email, password: 'NewGold@2025' })).body.data.user.first_name).toBe('Layla');
  });

  it('leaves any other e-mail signing in as a new shopper from the examples, and is forgotten on reset', async () => {
    const { memory, as } = memoryWith();
    const logIn = async (email: string, password: string) => (await as(undefined)('POST', '/user/auth/login', { email, password })).body.data.user;
    await as(undefined)('POST', '/user/auth/register', LAYLA);
    expect(await logIn(LAYLA.email, LAYLA.password)).toMatchObject(layla);
    expect(await logIn('sara@example.com', 'anything')).toMatchObject({ id: 1, first_name: 'Mohammed', email: 'sara@example.com' });
    memory.reset();
    expect(await logIn(LAYLA.email, LAYLA.password)).toMatchObject({ id: 1, first_name: 'Mohammed', email: LAYLA.email });
  });
});

describe("the mock's reset", () => {
  it.each(['/__mock/reset', '/api/v1/__mock/reset'])('answers POST %s by forgetting every shopper', async (path) => {
    const { memory, as } = memoryWith();
    await as('reset-me')('DELETE', '/carts/301');
    expect(memory.shopperCount).toBe(1);
    // The front server alone, on a port of the system's choosing: a reset never reaches Prism.
    const server = http.createServer(frontServer({ prismPort: 1, memory, gateway: { handle: () => false }, providers: { handle: () => false } }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST' });
      expect(answer.status).toBe(204);
      expect(memory.shopperCount).toBe(0);
    } finally {
      server.close();
    }
  });
});

// What the test mock knows: the contract's examples (the shopper, the catalogue), and the memory it
// keeps for each token, so that a test can be a shopper new to it and place an order of its own.
import type { components, Language } from '../../sdk';
import type { User } from '../../src/features/auth';
import type { Product } from '../../src/features/catalogue';
import { contract, mockApi } from '../contract/contract';
import { setCookie } from './documentCookies';

/** The shopper every token signs in as (GET /user/auth/check's example). */
export const exampleShopper = contract.paths['/user/auth/check'].get.responses['200'].content['application/json'].examples.en.value.data
  .user as User;

/** A product of the mock's catalogue (GET /products), by id, in a language. */
export function productOf(id: number, language: Language): Product {
  const list = contract.paths['/products'].get.responses['200'].content['application/json'].examples[language].value.data as Product[];
  const product = list.find((item) => item.id === id);
  if (!product) throw new Error(`No product ${id} in the mock's catalogue`);
  return product;
}

/**
 * Signs in as a shopper new to the mock's memory (a token of its own, in the jwt cookie the app
 * reads), so each test starts from the contract's examples and never sees what another test did.
 * The harness removes the cookie after each test.
 */
export function signInNewShopper(): string {
  const token = `component-${crypto.randomUUID()}`;
  setCookie('jwt', token);
  return token;
}

/**
 * Places the shopper's cart (the examples', as a new shopper has it: 13,250 SAR) as an order in
 * the mock's memory, as checkout would (a price held, then the order on it), and answers the order: the first a shopper places is
 * ORD-5004, unpaid.
 */
export async function placeOrderInMock(token: string, payment_method: components['schemas']['PaymentMethod'] = 'card') {
  const headers = { Authorization: `Bearer ${token}`, JWT: token, 'Content-Type': 'application/json' };
  const quote = await fetch(`${mockApi}/checkout/quote`, { method: 'POST', headers, body: JSON.stringify({ payment_method }) });
  const { id: quote_id } = ((await quote.json()) as { data: { id: string } }).data;
  const response = await fetch(`${mockApi}/orders`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ quote_id, address_id: 1, shipping_company_id: 1, payment_method, personal_id: '1098765432' }),
  });
  if (response.status !== 201) throw new Error(`The mock did not place the order: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { order: { id: number; total: number; order_number: string } } }).data.order;
}

// Renders product pieces (cards, toggles, the quick view) inside a small memory router, for a
// signed-in shopper or a guest, against the test mock; and watches which calls the app makes.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { notifications } from '@mantine/notifications';
import Cookies from 'js-cookie';
import type { Middleware } from 'openapi-fetch';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import type { Language } from '../../sdk';
import { AuthProvider, type User } from '../../src/features/auth';
import type { Product } from '../../src/features/catalogue';
import { apiClient } from '../../src/shared/api';
import { contract, mockApi } from '../contract/contract';
import { renderInLanguage } from './render';

const shopper = contract.paths['/user/auth/check'].get.responses['200'].content['application/json'].examples.en.value.data.user as User;

/** A product of the mock's catalogue (GET /products), by id, in a language. */
export function productOf(id: number, language: Language): Product {
  const list = contract.paths['/products'].get.responses['200'].content['application/json'].examples[language].value.data as Product[];
  const product = list.find((item) => item.id === id);
  if (!product) throw new Error(`No product ${id} in the mock's catalogue`);
  return product;
}

function Elsewhere() {
  const href = useRouterState({ select: (state) => state.location.href });
  return <p data-testid="elsewhere">{href}</p>;
}

/**
 * Signs in as a shopper new to the mock's memory (a token of its own), so each test starts from
 * the contract's examples and never sees what another test did.
 */
export function signInNewShopper(): string {
  const token = `component-${crypto.randomUUID()}`;
  Cookies.set('jwt', token, { path: '/' });
  return token;
}

/**
 * Places the shopper's cart (the examples', as a new shopper has it: 13,250 SAR) as an order in
 * the mock's memory, as checkout would, and answers the order: the first a shopper places is
 * ORD-5004, unpaid.
 */
export async function placeOrderInMock(token: string, payment_method: 'card' | 'bank_transfer' = 'card') {
  const response = await fetch(`${mockApi}/orders`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, JWT: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ address_id: 1, shipping_company_id: 1, payment_method, personal_id: '1098765432' }),
  });
  if (response.status !== 201) throw new Error(`The mock did not place the order: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { order: { id: number; total: number; order_number: string } } }).data.order;
}

/** Shows `ui` at "/"; any link followed lands on a page that shows its address (test id "elsewhere"). */
export async function renderWithShopper(language: Language, ui: () => ReactNode, { signedIn = true, token: given }: { signedIn?: boolean; token?: string } = {}) {
  window.scrollTo = () => {};
  const token = signedIn ? (given ?? signInNewShopper()) : undefined;
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/', component: ui }),
      createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = await renderInLanguage(
    language,
    <AuthProvider initial={token ? { token, user: shopper } : {}}>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...view, router, token };
}

const installed: Middleware[] = [];

/** Every call the app makes from now on, as "METHOD /contract/path" (e.g. "POST /products/{id}/add-to-cart"). */
export function watchCalls(): string[] {
  const calls: string[] = [];
  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      calls.push(`${request.method} ${schemaPath}`);
      return request;
    },
  };
  installed.push(middleware);
  apiClient.use(middleware);
  return calls;
}

/**
 * Holds the calls of one contract path until `release()` is called, so a test can look at the
 * screen while a call is on the way (the spinner, the optimistic state).
 */
export function holdCalls(path: string): { release: () => void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (schemaPath === path) await gate;
      return request;
    },
  };
  installed.push(middleware);
  apiClient.use(middleware);
  return { release: () => release() };
}

afterEach(() => {
  for (const middleware of installed.splice(0)) apiClient.eject(middleware);
  Cookies.remove('jwt', { path: '/' });
  // The toasts live in a store of their own: the next test starts without the last one's.
  notifications.clean();
  notifications.cleanQueue();
});

import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient, components } from '../../../sdk';
import { api } from '../../shared/api';
import { roundMoney } from '../../shared/money';
import { defineWrite, required, type Undo } from '../../shared/writes';
import { useAuth } from '../auth';
import { productQuery, setPieceFlag, type Product, type ToggleInput } from '../catalogue';

// The shopper's cart as the app holds it: GET /carts in the query cache, the count the header
// shows, the changes a write makes to the cached answer at once, and every write to the cart,
// each declared once (the app's mutations and the store server's plain forms are made from them).

export type CartLine = components['schemas']['CartItem'];
export type CartSummary = components['schemas']['CartSummary'];
/** The answer of GET /carts, as the query cache holds it. */
export type CartAnswer = { status?: boolean; message?: string; data: CartLine[]; summary?: CartSummary };

/** What `CartTotals` shows; checkout adds the bank-transfer discount when that method is chosen. */
export interface CartTotalsFigures {
  subtotal: number;
  discount: number;
  coupon: string | null;
  /** The extra 3% off for a bank transfer, shown only when given. */
  bankTransferDiscount?: number;
  delivery: number;
  vat: number;
  total: number;
}

/** GET /carts, the shopper's cart; every card's "in the cart" and the header's count follow it. */
export const cartQuery = () => api.queryOptions('get', '/carts');

// The count is also kept in localStorage under this key.
const COUNT_STORAGE_KEY = 'cart count';

/**
 * The number of lines in the signed-in shopper's cart; 0 for a guest. The page comes with the cart
 * of a signed-in shopper (the root's loader), so the server draws the badge the browser shows.
 */
export function useCartCount(): number {
  const { isAuthenticated } = useAuth();
  const cart = useQuery({ ...cartQuery(), enabled: isAuthenticated, select: (answer) => answer.data.length });
  const count = isAuthenticated ? (cart.data ?? 0) : 0;

  useEffect(() => {
    if (!isAuthenticated || cart.data !== undefined) localStorage.setItem(COUNT_STORAGE_KEY, String(count));
  }, [isAuthenticated, cart.data, count]);

  return count;
}

// Pure changes of the cached answer, so the cart can change at once and change back.

/** The line with a new quantity and its total price following it. */
function withQuantity(cart: CartAnswer, lineId: number, quantity: number): CartAnswer {
  return {
    ...cart,
    data: cart.data.map((line) =>
      line.id === lineId
        ? {
            ...line,
            quantity,
            total_price: roundMoney(line.unit_price * quantity),
            // The line's making charge is the piece's times the quantity, as the total is.
            making_charge: line.making_charge === null ? null : roundMoney((line.making_charge / line.quantity) * quantity),
          }
        : line,
    ),
  };
}

/** The cart without the line. */
function withoutLine(cart: CartAnswer, lineId: number): CartAnswer {
  return { ...cart, data: cart.data.filter((line) => line.id !== lineId) };
}

/** The line put back at its former place (or at the end if the cart got shorter); unchanged if already there. */
function withLineAt(cart: CartAnswer, line: CartLine, index: number): CartAnswer {
  if (cart.data.some((item) => item.id === line.id)) return cart;
  const data = [...cart.data];
  data.splice(Math.max(0, Math.min(index, data.length)), 0, line);
  return { ...cart, data };
}

/** The cart with the summary the server answered. */
function withSummary(cart: CartAnswer, summary: CartSummary): CartAnswer {
  return { ...cart, summary };
}

/**
 * Every write of the cart runs in this one mutation scope, so TanStack Query sends them one after
 * another: two changes never race, and the summary of the last answer is the server's latest.
 */
const CART_WRITES = { id: 'cart-writes' } as const;

const cartKey = () => cartQuery().queryKey;
const cartOf = (cache: QueryClient) => cache.getQueryData<CartAnswer>(cartKey());
const changeCart = (cache: QueryClient, change: (cart: CartAnswer) => CartAnswer) =>
  cache.setQueryData<CartAnswer>(cartKey(), (cart) => (cart ? change(cart) : cart));

/** The line's new quantity and its total, shown at once (the quantity is sent once the shopper pauses). */
export function showQuantity(cache: QueryClient, lineId: number, quantity: number) {
  void cache.cancelQueries({ queryKey: cartKey() });
  changeCart(cache, (cart) => withQuantity(cart, lineId, quantity));
}

/** Whether the cached cart still has the line (not removed meanwhile). */
export const hasLine = (cache: QueryClient, lineId: number) => cartOf(cache)?.data.some((item) => item.id === lineId) ?? false;

type CartChange = components['schemas']['CartChange'];

/** The answer of PUT/DELETE /carts/{id}: its summary, and a fresh cart when its count says the cart differs. */
function applyCartChange(cache: QueryClient, answer: unknown) {
  const change = (answer as { data?: CartChange } | undefined)?.data?.data;
  if (!change) return;
  changeCart(cache, (cart) => withSummary(cart, change.summary));
  if (cartOf(cache)?.data.length !== change.cart_count) void cache.invalidateQueries({ queryKey: cartKey() });
}

/** The piece's line as the cart shows it before the server has answered (the cart is asked again after). */
function provisionalLine(product: Product, quantity: number, customText?: string): CartLine {
  return {
    id: -product.id,
    product: { ...product, is_cart: true },
    variety_id: product.variety_id,
    quantity,
    custom_text: customText ?? null,
    making_charge: null,
    unit_price: product.price,
    total_price: product.price * quantity,
  };
}

export interface AddToCartInput {
  product: Product;
  quantity: number;
  /** The shopper's text, for a product with `requires_custom_text`. */
  custom_text?: string;
}

/** The piece is in the cart at once, and the header's count moves with it. */
async function showAdded(cache: QueryClient, { product, quantity, custom_text }: AddToCartInput): Promise<Undo> {
  await cache.cancelQueries({ queryKey: cartKey() });
  const undoFlag = setPieceFlag(cache, product, 'is_cart', true);
  const cart = cartOf(cache);
  const line = cart && !cart.data.some((item) => item.product.id === product.id) ? provisionalLine(product, quantity, custom_text) : undefined;
  if (line) changeCart(cache, (current) => ({ ...current, data: [...current.data, line] }));
  return () => {
    undoFlag();
    if (line) changeCart(cache, (current) => withoutLine(current, line.id));
  };
}

/** The piece's lines leave the cart at once; the undo puts them back where they were. */
async function showRemoved(cache: QueryClient, product: Product): Promise<Undo> {
  await cache.cancelQueries({ queryKey: cartKey() });
  const undoFlag = setPieceFlag(cache, product, 'is_cart', false);
  const lines = (cartOf(cache)?.data ?? []).flatMap((line, index) => (line.product.id === product.id ? [{ line, index }] : []));
  changeCart(cache, (cart) => ({ ...cart, data: cart.data.filter((line) => line.product.id !== product.id) }));
  return () => {
    undoFlag();
    changeCart(cache, (cart) => lines.reduce((current, { line, index }) => withLineAt(current, line, index), cart));
  };
}

const sendAdd = (api: ApiClient, { product, quantity, custom_text }: AddToCartInput) =>
  api.POST('/products/{id}/add-to-cart', {
    params: { path: { id: product.id } },
    body: { variety_id: product.variety_id, quantity, ...(custom_text ? { custom_text } : {}) },
  });

/** Finds the product's line in GET /carts, then DELETE /carts/{id}; already gone (another tab) is done. */
async function sendRemove(api: ApiClient, productId: number) {
  const { data } = await api.GET('/carts');
  const line = data?.data.find((item) => item.product.id === productId);
  if (line) await api.DELETE('/carts/{cartItemId}', { params: { path: { cartItemId: line.id } } });
}

const staleAfter = (product: Pick<Product, 'id'>) => [cartKey(), productQuery(product.id).queryKey];

/** A form names the piece by its id and variety; the rest of the product is not the form's to say. */
const pieceOf = (id: number, varietyId = 0) => ({ id, variety_id: varietyId }) as Product;

/** POST /products/{id}/add-to-cart: `quantity` more of the piece (a new line, or more of its line). */
export const addToCart = defineWrite<AddToCartInput>({
  send: sendAdd,
  change: showAdded,
  stale: ({ product }) => staleAfter(product),
  scope: CART_WRITES,
  apiField: 'quantity',
  messages: { done: 'addedToCart', login: 'loginToCart', failed: 'cartToggleFailed' },
  form: {
    name: 'add-to-cart',
    read: (fields) => ({
      product: pieceOf(required(fields.count('product_id')), required(fields.count('variety_id', 0))),
      quantity: fields.count('quantity') ?? 1,
      custom_text: fields.text('custom_text') || undefined,
    }),
    fields: ({ product, quantity }) => ({ product_id: product.id, variety_id: product.variety_id, quantity }),
    field: (fields) => `add-${fields.text('product_id')}`,
  },
});

/** A card's button when the piece is in the cart: its line goes. */
export const removeFromCart = defineWrite<{ product: Product }>({
  send: (api, { product }) => sendRemove(api, product.id),
  change: (cache, { product }) => showRemoved(cache, product),
  stale: ({ product }) => staleAfter(product),
  scope: CART_WRITES,
  messages: { done: 'removedFromCart', login: 'loginToCart', failed: 'cartToggleFailed' },
  form: {
    name: 'remove-from-cart',
    read: (fields) => ({ product: pieceOf(required(fields.count('product_id'))) }),
    fields: ({ product }) => ({ product_id: product.id }),
  },
});

/** In the cart or not, from a card: one piece added, or the piece's line taken out. */
export const cartToggle = defineWrite<ToggleInput>({
  send: (api, { product, on }) => (on ? sendAdd(api, { product, quantity: 1 }) : sendRemove(api, product.id)),
  change: (cache, { product, on }) => (on ? showAdded(cache, { product, quantity: 1 }) : showRemoved(cache, product)),
  stale: ({ product }) => staleAfter(product),
  scope: CART_WRITES,
  // Not that many in stock: the server's words say so.
  apiField: 'quantity',
  messages: { done: ({ on }) => (on ? 'addedToCart' : 'removedFromCart'), login: 'loginToCart', failed: 'cartToggleFailed' },
});

/** PUT /carts/{id}: the line's new quantity (the app shows it at once and sends the last one: useLineQuantity). */
export const cartQuantity = defineWrite<{ lineId: number; quantity: number }>({
  send: (api, { lineId, quantity }) => api.PUT('/carts/{cartItemId}', { params: { path: { cartItemId: lineId } }, body: { quantity } }),
  answered: applyCartChange,
  scope: CART_WRITES,
  apiField: 'quantity',
  messages: { done: 'cartUpdated', login: 'loginToCart', failed: 'cartFailed' },
  form: {
    name: 'cart-quantity',
    // Minus or plus (`step`: the quantity it makes), or the number typed and sent.
    read: (fields) => ({ lineId: required(fields.count('line_id')), quantity: required(fields.count('step') ?? fields.count('quantity')) }),
    fields: ({ lineId }) => ({ line_id: lineId }),
    field: (fields) => `quantity-${fields.text('line_id')}`,
  },
});

/** DELETE /carts/{id}: the line (and the header's count with it) leaves at once, and comes back at its place on a refusal. */
export const removeLine = defineWrite<{ line: Pick<CartLine, 'id'> & Partial<CartLine> }>({
  send: (api, { line }) => api.DELETE('/carts/{cartItemId}', { params: { path: { cartItemId: line.id } } }),
  change: async (cache, { line }) => {
    await cache.cancelQueries({ queryKey: cartKey() });
    const cart = cartOf(cache);
    const index = cart?.data.findIndex((item) => item.id === line.id) ?? -1;
    const kept = index >= 0 ? cart?.data[index] : undefined;
    changeCart(cache, (current) => withoutLine(current, line.id));
    return () => {
      if (kept) changeCart(cache, (current) => withLineAt(current, kept, index));
    };
  },
  answered: applyCartChange,
  stale: ({ line }) => (line.product ? [productQuery(line.product.id).queryKey] : []),
  scope: CART_WRITES,
  messages: { done: 'removedFromCart', login: 'loginToCart', failed: 'cartRemoveFailed' },
  form: {
    name: 'remove-line',
    read: (fields) => ({ line: { id: required(fields.count('line_id')) } }),
    fields: ({ line }) => ({ line_id: line.id }),
  },
});

/** A line just removed, and its place in the cart (where its undo stands, and where it comes back). */
export interface RemovedLine {
  line: CartLine;
  index: number;
}

/** "Undo" of a removal: the same piece, variety, quantity and text added again, back at its place at once. */
export const restoreLine = defineWrite<RemovedLine>({
  send: (api, { line }) =>
    sendAdd(api, { product: { ...line.product, variety_id: line.variety_id }, quantity: line.quantity, custom_text: line.custom_text ?? undefined }),
  change: async (cache, { line, index }) => {
    await cache.cancelQueries({ queryKey: cartKey() });
    changeCart(cache, (cart) => withLineAt(cart, line, index));
    return () => changeCart(cache, (cart) => withoutLine(cart, line.id));
  },
  // The line comes back with a new id: the cart is asked again.
  stale: ({ line }) => staleAfter(line.product),
  scope: CART_WRITES,
  messages: { done: 'cartUpdated', login: 'loginToCart', failed: 'cartFailed' },
});

type CouponAnswer = { data?: { data: components['schemas']['CartSummary'] } } | undefined;
const applySummary = (cache: QueryClient, answer: unknown) => {
  const summary = (answer as CouponAnswer)?.data?.data;
  if (summary) changeCart(cache, (cart) => withSummary(cart, summary));
};

/** POST /coupon: the answer's summary (discount and code) goes into the cart. */
export const applyCoupon = defineWrite<{ code: string }>({
  send: (api, { code }) => api.POST('/coupon', { body: { code } }),
  answered: applySummary,
  scope: CART_WRITES,
  apiField: 'code',
  messages: { done: 'couponApplied', login: 'loginToCart', failed: 'couponFailed' },
  form: {
    name: 'coupon',
    read: (fields) => ({ code: required(fields.text('code') || undefined) }),
    field: () => 'coupon',
    missing: 'couponRequired',
    keep: 'code',
  },
});

/** DELETE /coupon: the summary without the discount. */
export const removeCoupon = defineWrite<Record<string, never>>({
  send: (api) => api.DELETE('/coupon'),
  answered: applySummary,
  scope: CART_WRITES,
  messages: { done: 'couponRemoved', login: 'loginToCart', failed: 'cartFailed' },
  form: { name: 'remove-coupon', read: () => ({}) },
});

/** The cart's writes that have a plain form, for the store's server. */
export const CART_FORM_WRITES = [addToCart, removeFromCart, cartQuantity, removeLine, applyCoupon, removeCoupon];

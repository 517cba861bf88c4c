import { apiClient } from '../../shared/api';
import { errors } from '../../shared/messages';
import { productQuery, useProductWrite, type Product } from '../catalogue';
import { CART_WRITES } from './cartCache';
import { cartQuery } from './queries';
import { useAddedToCartToast } from './useAddedToCartToast';

export interface AddToCartInput {
  quantity: number;
  /** The shopper's text, for a product with `requires_custom_text`. */
  custom_text?: string;
}

export interface AddToCart {
  /**
   * Adds the product. `onAdded` runs after a success (reset the counter, close a dialog…).
   * A guest gets "please login to add to cart" and no call is made.
   */
  add: (input: AddToCartInput, onAdded?: () => void) => void;
  /** True while the call is on the way: disable the button and show its spinner. */
  isAdding: boolean;
}

/** POST /products/{id}/add-to-cart: `quantity` more of the piece (a new line, or more of its line). */
export function sendAddToCart(product: Pick<Product, 'id' | 'variety_id'>, { quantity, custom_text }: AddToCartInput) {
  return apiClient.POST('/products/{id}/add-to-cart', {
    params: { path: { id: product.id } },
    body: { variety_id: product.variety_id, quantity, ...(custom_text ? { custom_text } : {}) },
  });
}

/**
 * POST /products/{id}/add-to-cart for the quick view and the product page, with SPEC §8's toasts
 * and the cart count refreshed after it (useProductWrite).
 */
export function useAddToCart(product: Pick<Product, 'id' | 'variety_id' | 'title'>): AddToCart {
  const addedToCart = useAddedToCartToast();
  const { write, pending } = useProductWrite({
    product: { id: product.id, flag: 'is_cart' },
    send: (input: AddToCartInput) => sendAddToCart(product, input),
    flagAfter: () => true,
    written: () => addedToCart(product.title),
    login: errors.loginToCart,
    failed: errors.cartFailed,
    staleQueries: [cartQuery().queryKey, productQuery(product.id).queryKey],
    scope: CART_WRITES,
  });
  return { add: (input, onAdded) => void write(input, onAdded), isAdding: pending };
}

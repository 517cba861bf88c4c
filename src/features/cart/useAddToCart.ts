import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from '../../../sdk';
import { apiClient } from '../../shared/api';
import { errors } from '../../shared/messages';
import { notify } from '../../shared/notify';
import { useAuth } from '../auth';
import { productQuery, setFlagInCachedAnswers, type Product } from '../catalogue';
import { CART_WRITES } from './cartCache';
import { cartQuery } from './queries';
import { notifyFailure } from '../../shared/showApiError';
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
 * and the cart count refreshed after it.
 */
export function useAddToCart(product: Pick<Product, 'id' | 'variety_id' | 'title'>): AddToCart {
  const { isAuthenticated } = useAuth();
  const addedToCart = useAddedToCartToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    scope: CART_WRITES,
    mutationFn: (input: AddToCartInput) => sendAddToCart(product, input),
    onSuccess: () => {
      setFlagInCachedAnswers(queryClient, product.id, 'is_cart', true);
      notify(addedToCart(product.title), 'success');
    },
    onError: (error) => notifyFailure(error, isApiError(error) && error.status === 401 ? errors.loginToCart : errors.cartFailed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: productQuery(product.id).queryKey }),
      ]),
  });

  // One press, one piece: a second tap before the page has drawn the first one's spinner finds
  // the first still on its way (the mutation's own state is the last render's).
  const sending = useRef(false);
  function add(input: AddToCartInput, onAdded?: () => void) {
    if (!isAuthenticated) {
      notify(errors.loginToCart, 'info');
      return;
    }
    if (sending.current) return;
    sending.current = true;
    mutation.mutate(input, { onSuccess: () => onAdded?.(), onSettled: () => (sending.current = false) });
  }

  return { add, isAdding: mutation.isPending };
}

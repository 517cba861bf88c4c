import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../shared/api';
import { errors, successes } from '../../shared/messages';
import { productQuery, useProductToggle, type Product, type ProductToggle } from '../catalogue';
import { CART_WRITES } from './cartCache';
import { cartQuery } from './queries';
import { sendAddToCart } from './useAddToCart';
import { useAddedToCartToast } from './useAddedToCartToast';

export interface CartToggle extends ProductToggle {
  /**
   * True when the card must not add it: the product needs the shopper's text (a name necklace),
   * which only its page asks for (SPEC §5). Removing it from the cart still works.
   */
  needsProductPage: boolean;
}

/** Takes the product's line out of the cart: finds it in GET /carts, then DELETE /carts/{id}. */
async function removeFromCart(queryClient: QueryClient, product: Product) {
  const cart = await queryClient.fetchQuery({ ...cartQuery(), staleTime: 0 });
  const line = cart.data.find((item) => item.product.id === product.id);
  if (!line) return; // Already gone (another tab, another device): the shopper's wish holds.
  await apiClient.DELETE('/carts/{cartItemId}', { params: { path: { cartItemId: line.id } } });
}

/** In the cart or not, from a card: one piece added (quantity 1) or the product's line removed. */
export function useCartToggle(product: Product): CartToggle {
  const queryClient = useQueryClient();
  const addedToCart = useAddedToCartToast();
  const toggle = useProductToggle({
    serverValue: product.is_cart,
    product: { id: product.id, flag: 'is_cart' },
    messages: {
      added: addedToCart(product.title),
      removed: successes.removedFromCart,
      login: errors.loginToCart,
      failed: errors.cartFailed,
    },
    send: (next) => (next ? sendAddToCart(product, { quantity: 1 }) : removeFromCart(queryClient, product)),
    // The cart query feeds the count in the header and the bottom bar.
    staleQueries: [cartQuery().queryKey, productQuery(product.id).queryKey],
    scope: CART_WRITES,
  });
  return { ...toggle, needsProductPage: product.requires_custom_text && !toggle.active };
}

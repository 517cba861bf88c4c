import { msg } from '@lingui/core/macro';
import { useRouter } from '@tanstack/react-router';
import { isolate } from '../../shared/format';
import type { ToastWithLink } from '../../shared/notify';
import { useWrite } from '../../shared/writes';
import { useAuth } from '../auth';
import { useProductToggle, type Product, type ProductToggle } from '../catalogue';
import { addToCart, cartToggle, type AddToCartInput } from './cart';

/**
 * The toast after a piece is added to the cart: which piece, and the way to the cart. The title
 * is isolated: a Latin name or its numbers ("21K … 4 g") would otherwise be reordered in Arabic.
 */
function useAddedToCartToast(): (product: Pick<Product, 'title'>) => ToastWithLink {
  const router = useRouter();
  return ({ title }) => {
    const name = isolate(title);
    return {
      message: msg`«${name}» added to the cart`,
      link: { label: msg`View cart`, href: '/cart', go: () => void router.navigate({ to: '/cart' }) },
    };
  };
}

export interface AddToCart {
  /** Adds `quantity` of the piece; `onAdded` runs after a success (reset the counter, close a dialog…). */
  add: (input: Omit<AddToCartInput, 'product'>, onAdded?: () => void) => void;
  /** True while the call is on its way: the button shows its spinner. */
  isAdding: boolean;
}

/** "Add to cart" of the quick view and the product page (the addToCart write). */
export function useAddToCart(product: Product): AddToCart {
  const { isAuthenticated } = useAuth();
  const addedToCart = useAddedToCartToast();
  // One call at a time for the piece, shared with its cards' cart button (the same key).
  const { run, pending } = useWrite(addToCart, {
    signedIn: isAuthenticated,
    key: ['piece', product.id, 'is_cart'],
    doneToast: () => addedToCart(product),
  });
  return { add: (input, onAdded) => void run({ ...input, product }, { onDone: onAdded }), isAdding: pending };
}

export interface CartToggle extends ProductToggle {
  /**
   * True when the card must not add it: the product needs the shopper's text (a name necklace),
   * which only its page asks for. Removing it from the cart still works.
   */
  needsProductPage: boolean;
}

/** In the cart or not, from a card (the cartToggle write). */
export function useCartToggle(product: Product): CartToggle {
  const addedToCart = useAddedToCartToast();
  const toggle = useProductToggle(product, 'is_cart', cartToggle, ({ on }) => (on ? addedToCart(product) : undefined));
  return { ...toggle, needsProductPage: product.requires_custom_text && !toggle.active };
}

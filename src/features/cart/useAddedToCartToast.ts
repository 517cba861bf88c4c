import { msg } from '@lingui/core/macro';
import { useRouter } from '@tanstack/react-router';
import { isolate } from '../../shared/format';
import type { ToastWithLink } from '../../shared/notify';

/**
 * The toast after a piece is added to the cart: which piece, and the way to the cart. The title
 * is isolated: a Latin name or its numbers ("21K … 4 g") would otherwise be reordered in Arabic.
 */
export function useAddedToCartToast(): (title: string) => ToastWithLink {
  const router = useRouter();
  return (title) => {
    const name = isolate(title);
    return {
      message: msg`«${name}» added to the cart`,
      link: { label: msg`View cart`, href: '/cart', go: () => void router.navigate({ to: '/cart' }) },
    };
  };
}

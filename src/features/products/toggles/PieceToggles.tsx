import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconCheck, IconHeart, IconHeartFilled, IconPencil, IconScale, IconShoppingCartPlus, IconX } from '@tabler/icons-react';
import { actionOf } from '../../../shared/writes';
import { Hint } from '../../../shared/ui/Hint';
import { IconLink } from '../../../shared/ui/IconButton';
import { addToCart, removeFromCart, useCartToggle } from '../../cart';
import { productLinkParams, useProductToggle, type Product } from '../../catalogue';
import { compareToggle, favouriteToggle } from '../writes';
import { ToggleButton } from './ToggleButton';

const ICON = { size: '60%', stroke: 1.8, 'aria-hidden': true } as const;

/** Favourite or not: an empty heart, a filled heart once it is a favourite. */
export function FavouriteButton({ product }: { product: Product }) {
  return (
    <ToggleButton
      toggle={useProductToggle(product, 'is_wishlist', favouriteToggle)}
      addLabel={msg`Add to favorites`}
      removeLabel={msg`Remove from favorites`}
      offIcon={<IconHeart {...ICON} />}
      onIcon={<IconHeartFilled {...ICON} />}
    />
  );
}

/** In the compare list or not: scales, a cross once it is there (a click takes it out). */
export function CompareButton({ product }: { product: Product }) {
  return (
    <ToggleButton
      toggle={useProductToggle(product, 'is_compare', compareToggle)}
      addLabel={msg`Add to compare`}
      removeLabel={msg`Remove from compare`}
      offIcon={<IconScale {...ICON} />}
      onIcon={<IconX {...ICON} />}
    />
  );
}

/**
 * In the cart or not: a cart, a check once it is there. A product made with the shopper's text
 * (a name necklace) is not added from here: the button opens its page, which asks for the text.
 */
export function CartButton({ product }: { product: Product }) {
  const { t } = useLingui();
  const toggle = useCartToggle(product);
  if (toggle.needsProductPage) {
    const label = t`Choose your text on the product page`;
    return (
      <Hint label={label} withArrow openDelay={300}>
        <IconLink to="/products/$productId" params={productLinkParams(product)} aria-label={label}>
          <IconPencil {...ICON} />
        </IconLink>
      </Hint>
    );
  }
  // Before (or without) the app's JavaScript, the server adds the piece, or takes its line out.
  const write = toggle.active ? removeFromCart : addToCart;
  return (
    <ToggleButton
      toggle={toggle}
      addLabel={msg`Add to cart`}
      removeLabel={msg`Remove from cart`}
      offIcon={<IconShoppingCartPlus {...ICON} />}
      onIcon={<IconCheck {...ICON} />}
      form={{ action: actionOf(write), fields: write.form?.fields?.({ product, quantity: 1 }) ?? {} }}
    />
  );
}

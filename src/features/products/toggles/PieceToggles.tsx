import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconCheck, IconHeart, IconHeartFilled, IconPencil, IconScale, IconShoppingCartPlus, IconX } from '@tabler/icons-react';
import { actionOf } from '../../../shared/writes';
import { Hint } from '../../../shared/speed/Hint';
import { IconLink } from '../../../shared/ui/IconButton';
import { addToCart, removeFromCart, useCartToggle } from '../../cart';
import { productLinkParams, useProductToggle, type Product } from '../../catalogue';
import { compareToggle, favouriteToggle } from '../writes';
import { ToggleButton } from './ToggleButton';

const ICON = { size: '60%', stroke: 1.8, 'aria-hidden': true } as const;

/** The lists a piece can be in from its card, each a write and the button's words and icons. */
const LIST_TOGGLES = {
  /** Favourite or not: an empty heart, a filled heart once it is a favourite. */
  favourite: {
    flag: 'is_wishlist',
    write: favouriteToggle,
    addLabel: msg`Add to favorites`,
    removeLabel: msg`Remove from favorites`,
    offIcon: <IconHeart {...ICON} />,
    onIcon: <IconHeartFilled {...ICON} />,
  },
  /** In the compare list or not: scales, a cross once it is there (a click takes it out). */
  compare: {
    flag: 'is_compare',
    write: compareToggle,
    addLabel: msg`Add to compare`,
    removeLabel: msg`Remove from compare`,
    offIcon: <IconScale {...ICON} />,
    onIcon: <IconX {...ICON} />,
  },
} as const;

function ListToggle({ product, list }: { product: Product; list: keyof typeof LIST_TOGGLES }) {
  const { flag, write, ...looks } = LIST_TOGGLES[list];
  return <ToggleButton toggle={useProductToggle(product, flag, write)} {...looks} />;
}

export const FavouriteButton = ({ product }: { product: Product }) => <ListToggle product={product} list="favourite" />;
export const CompareButton = ({ product }: { product: Product }) => <ListToggle product={product} list="compare" />;

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
